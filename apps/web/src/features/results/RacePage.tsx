import { raceRoundLabels } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { capitalise, formatLongDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { QueryError } from '../layout/QueryError';
import { RaceStartList } from '../start-lists/RaceStartList';
import { RaceNeighbours } from './RaceNeighbours';
import { REFRESH_MS } from '../results-shared/refresh';
import { ResultsStateBadge } from '../results-shared/ResultsStateBadge';
import { ResultsTable } from './ResultsTable';
import { useLiveUpdates } from '../../lib/use-live-updates';
import { RaceRecord } from '../records/RaceRecord';
import { RaceLiveBlock } from '../live/DirectPage';
import { useText } from '../../lib/use-text';

/**
 * One race at its own address, to share or to keep open on race day: its championship, day, time and
 * category, the state of its results, the full ranking, and the races before and after it.
 */
export function RacePage({ raceId }: { raceId: string }) {
  const t = useText('pages');
  const { pick, label, locale } = useLocalized();
  const trpc = useTRPCProxy();
  const { connected } = useLiveUpdates([trpc.results.pathKey(), trpc.startLists.pathKey()]);
  const query = useQuery({
    ...trpc.results.race.queryOptions({ eventId: raceId }),
    refetchInterval: connected ? false : REFRESH_MS,
  });
  // The start list, before the results (issue 29): published lanes, and the round in the race's facts.
  const startList = useQuery({
    ...trpc.startLists.event.queryOptions({ eventId: raceId }),
    refetchInterval: connected ? false : REFRESH_MS,
  }).data;
  const page = query.data;
  if (!page) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        {query.isError ? <QueryError onRetry={() => void query.refetch()} /> : <Skeleton count={6} className="h-12" />}
      </div>
    );
  }
  const { race, ranking } = page;
  const name = pick(race.name, race.nameEn);
  return (
    <>
      <PageHero title={name} subtitle={pick(race.championship.name, race.championship.nameEn)}>
        <p className="mt-3 text-slate-100" data-testid="race-facts">
          {capitalise(formatLongDate(race.date, locale))} · {race.time} · {race.category}
          {startList && ` · ${label(raceRoundLabels[startList.round])}`}
          {ranking.length > 0 && <ResultsStateBadge state={race.resultsState} />}
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Link to="/resultats" className="text-sm font-semibold text-sky-800 underline">
          <span aria-hidden="true">‹ </span>
          {t('race.allResults')}
        </Link>
        <RaceLiveBlock raceId={raceId} />
        {startList && <RaceStartList list={startList} name={name} />}
        <section aria-labelledby="race-ranking-title" className="mt-4">
          <h2 id="race-ranking-title" className="mb-3 text-lg font-bold text-slate-900">
            {t('race.ranking')}{' '}
            <span className="text-sm font-normal text-slate-700">
              · {t('results.count', { count: ranking.length })}
            </span>
          </h2>
          {ranking.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-800">
              {t('race.noResults')}
            </p>
          ) : (
            <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200" data-testid="race-ranking">
              <ResultsTable results={ranking} caption={name} round={race.round} />
            </div>
          )}
        </section>
        <RaceRecord page={page} />
        <RaceNeighbours previous={page.previous} next={page.next} />
      </div>
    </>
  );
}
