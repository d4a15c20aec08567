import { type FollowedClub, raceRoundLabels } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { capitalise, formatLongDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { AthleteResults } from '../athletes/AthleteResults';
import { FollowButton } from './FollowButton';
import { useText } from '../../lib/use-text';

const link = 'font-semibold text-sky-900 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800';

/** One followed club: its athletes' races to come (day, time, athlete, race, lane) and its latest results. */
export function FollowedClubCard({ club }: { club: FollowedClub }) {
  const t = useText('pages');
  const { pick, label, locale } = useLocalized();
  const titleId = `followed-club-${club.key}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
      data-testid="followed-club"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          {club.name}
        </h3>
        <FollowButton kind="clubs" followKey={club.key} name={club.name} />
      </div>
      <h4 className="mt-3 mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">{t('athlete.racesToCome')}</h4>
      {club.races.length ? (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {club.races.map((race) => (
            <li
              key={`${race.eventId}-${race.athleteKey}`}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm"
            >
              <span className="w-full font-semibold text-slate-800 sm:w-auto">
                {capitalise(formatLongDate(race.date, locale))} ·{' '}
                <span className="font-mono text-sky-800">{race.time}</span>
              </span>
              <Link to="/athletes/$key" params={{ key: race.athleteKey }} className={link}>
                {race.athlete}
              </Link>
              <Link to="/resultats/$raceId" params={{ raceId: race.eventId }} className={`${link} min-w-0 grow`}>
                {pick(race.name, race.nameEn)}
              </Link>
              <span className="text-slate-800">{label(raceRoundLabels[race.round])}</span>
              <span className="rounded-md bg-sky-50 px-2 py-0.5 font-bold text-sky-900 ring-1 ring-sky-200">
                {race.lane === null ? t('startList.noLane') : t('startList.laneNumber', { lane: race.lane })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('follows.noRace')}</p>
      )}
      <h4 className="mt-3 mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">{t('follows.latest')}</h4>
      {club.results.length ? (
        <AthleteResults withAthlete results={club.results} caption={t('follows.clubResults', { name: club.name })} />
      ) : (
        <p className="text-sm text-slate-700">{t('athlete.noResults')}</p>
      )}
    </article>
  );
}
