import { clubKey } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { QueryError } from '../layout/QueryError';
import { REFRESH_MS } from '../results-shared/refresh';
import { AthleteRaces } from './AthleteRaces';
import { AthleteResults } from './AthleteResults';
import { useLiveUpdates } from '../../lib/use-live-updates';
import { FollowButton } from '../follows/FollowButton';
import { useText } from '../../lib/use-text';

/** One athlete: who they are (club, category, bib, championships) and every race and result of theirs. */
export function AthletePage({ athleteKey }: { athleteKey: string }) {
  const t = useText('pages');
  const { pick } = useLocalized();
  const trpc = useTRPCProxy();
  const { connected } = useLiveUpdates([trpc.results.pathKey(), trpc.startLists.pathKey()]);
  const query = useQuery({
    ...trpc.results.athlete.queryOptions({ key: athleteKey }),
    refetchInterval: connected ? false : REFRESH_MS,
  });
  const athlete = query.data;
  if (!athlete) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        {query.isError ? <QueryError onRetry={() => void query.refetch()} /> : <Skeleton count={4} className="h-12" />}
      </div>
    );
  }
  const facts = [
    { key: 'club', label: t('results.club'), value: athlete.club },
    { key: 'category', label: t('results.category'), value: athlete.category },
    { key: 'bib', label: t('athlete.bib'), value: athlete.bib ?? '—' },
    {
      key: 'championships',
      label: t('athlete.championships', { count: athlete.championships.length }),
      value: athlete.championships.map((c) => pick(c.name, c.nameEn)).join(', '),
    },
  ];
  return (
    <>
      <PageHero title={athlete.name} subtitle={athlete.club} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Link to="/resultats" className="text-sm font-semibold text-sky-800 underline">
          <span aria-hidden="true">‹ </span>
          {t('race.allResults')}
        </Link>
        <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="athlete-follow">
          <FollowButton kind="athletes" followKey={athlete.key} name={athlete.name} labelled />
          <FollowButton kind="clubs" followKey={clubKey(athlete.club)} name={athlete.club} labelled />
          <Link to="/mes-suivis" className="text-sm font-semibold text-sky-800 underline noscript:hidden">
            {t('follows.link')}
          </Link>
        </div>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="athlete-facts">
          {facts.map((f) => (
            <div key={f.key} className="rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{f.label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{f.value}</dd>
            </div>
          ))}
        </dl>
        {athlete.races.length > 0 && (
          <section aria-labelledby="athlete-races-title" className="mt-8">
            <h2 id="athlete-races-title" className="mb-3 text-lg font-bold text-slate-900">
              {t('athlete.racesToCome')}
            </h2>
            <AthleteRaces races={athlete.races} />
          </section>
        )}
        <section aria-labelledby="athlete-results-title" className="mt-8">
          <h2 id="athlete-results-title" className="mb-3 text-lg font-bold text-slate-900">
            {t('athlete.results')}
          </h2>
          {athlete.results.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-800">
              {t('athlete.noResults')}
            </p>
          ) : (
            <AthleteResults results={athlete.results} caption={t('athlete.resultsOf', { name: athlete.name })} />
          )}
        </section>
      </div>
    </>
  );
}
