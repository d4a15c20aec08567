import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { QueryError } from '../layout/QueryError';
import { groupByRace } from './group-results';
import { REFRESH_MS } from '../results-shared/refresh';
import { ResultsStateBadge } from '../results-shared/ResultsStateBadge';
import { listOptions } from './results-queries';
import { ResultsTable } from './ResultsTable';
import { useLiveUpdates } from '../../lib/use-live-updates';
import { useText } from '../../lib/use-text';

const STEP = 50;

/** The rows matching a search (athlete or club), grouped by race, drawn `STEP` at a time. */
export function SearchMatches({
  search,
  eventId,
  live,
}: {
  search: string;
  eventId: string | undefined;
  live: boolean;
}) {
  const t = useText('pages');
  const { pick } = useLocalized();
  const trpc = useTRPCProxy();
  const { connected } = useLiveUpdates([trpc.results.pathKey()]);
  const query = useQuery({
    ...listOptions(trpc, { search, eventId }),
    refetchInterval: live && !connected ? REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
  // A new search starts again from the first rows.
  const [shown, setShown] = useState({ key: '', count: STEP });
  const key = `${search}|${eventId ?? ''}`;
  const count = shown.key === key ? shown.count : STEP;

  if (query.isLoading) return <Skeleton count={3} className="h-24" />;
  if (query.isError && !query.data) return <QueryError onRetry={() => void query.refetch()} />;
  const all = query.data ?? [];
  if (all.length === 0) return <EmptyState>{t('results.noMatch')}</EmptyState>;
  const groups = groupByRace(all, count);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" data-testid="results-matches" aria-live="polite">
        {t('results.matches', { count: all.length })}
      </p>
      {groups.map(({ event, rows }) => {
        const name = pick(event.name, event.nameEn);
        return (
          <section
            key={event.id}
            className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
            data-testid="results-group"
          >
            <div className="border-b border-slate-200 px-4 py-3">
              <h3 className="font-bold text-slate-900">{name}</h3>
              <p className="text-sm text-slate-700">
                {pick(event.championship.name, event.championship.nameEn)} · {event.time}
                <ResultsStateBadge state={event.resultsState} />
              </p>
            </div>
            <ResultsTable results={rows} caption={name} round={event.round} />
          </section>
        );
      })}
      {count < all.length && (
        <div className="text-center">
          <button
            type="button"
            onClick={() => setShown({ key, count: count + STEP })}
            className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t('results.showMore', { shown: count, total: all.length })}
          </button>
        </div>
      )}
    </div>
  );
}
