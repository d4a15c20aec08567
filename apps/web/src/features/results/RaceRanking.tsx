import type { RaceSummary } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTRPCProxy } from '../../lib/use-trpc';
import { Skeleton } from '../../ui/Skeleton';
import { QueryError } from '../layout/QueryError';
import { REFRESH_MS } from '../results-shared/refresh';
import { listOptions } from './results-queries';
import { ResultsTable } from './ResultsTable';
import { useLiveUpdates } from '../../lib/use-live-updates';

/** A race's full ranking, read when the visitor opens the race; the podium already known shows at once. */
export function RaceRanking({ race, caption, live }: { race: RaceSummary; caption: string; live: boolean }) {
  const trpc = useTRPCProxy();
  const { connected } = useLiveUpdates([trpc.results.pathKey()]);
  const query = useQuery({ ...listOptions(trpc, { eventId: race.id }), refetchInterval: live && !connected ? REFRESH_MS : false });
  if (query.isError && !query.data) return <QueryError onRetry={() => void query.refetch()} />;
  return (
    <>
      <ResultsTable results={query.data ?? race.podium} caption={caption} round={race.round} />
      {query.isLoading && race.count > race.podium.length && (
        <div className="p-3">
          <Skeleton count={1} className="h-8" />
        </div>
      )}
    </>
  );
}
