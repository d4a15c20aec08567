import type { FollowedAthlete } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { AthleteRaces } from '../athletes/AthleteRaces';
import { AthleteResults } from '../athletes/AthleteResults';
import { FollowButton } from './FollowButton';
import { useText } from '../../lib/use-text';

/** One followed athlete: name (their page), club, races to come with the lane, latest results. */
export function FollowedAthleteCard({ athlete }: { athlete: FollowedAthlete }) {
  const t = useText('pages');
  const titleId = `followed-${athlete.key}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
      data-testid="followed-athlete"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold text-slate-900">
            <Link
              to="/athletes/$key"
              params={{ key: athlete.key }}
              className="text-sky-900 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800"
            >
              {athlete.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">{athlete.club}</p>
        </div>
        <FollowButton kind="athletes" followKey={athlete.key} name={athlete.name} />
      </div>
      <h4 className="mt-3 mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">{t('athlete.racesToCome')}</h4>
      {athlete.races.length ? (
        <AthleteRaces races={athlete.races} />
      ) : (
        <p className="text-sm text-slate-700">{t('follows.noRace')}</p>
      )}
      <h4 className="mt-3 mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">{t('follows.latest')}</h4>
      {athlete.results.length ? (
        <AthleteResults results={athlete.results} caption={t('athlete.resultsOf', { name: athlete.name })} />
      ) : (
        <p className="text-sm text-slate-700">{t('athlete.noResults')}</p>
      )}
    </article>
  );
}
