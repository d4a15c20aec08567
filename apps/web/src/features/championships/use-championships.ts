import { builtInChampionships } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTRPCProxy } from '../../lib/use-trpc';

/** Championships from the server, or the built-in defaults when it returns nothing (spec section 4). */
export function useChampionships() {
  const trpc = useTRPCProxy();
  const query = useQuery(trpc.championships.list.queryOptions());
  const championships = query.data && query.data.length > 0 ? query.data : query.isLoading ? [] : builtInChampionships;
  return { championships, isLoading: query.isLoading, error: query.error };
}
