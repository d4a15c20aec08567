import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-message';

/** A list query's items, a readable error and a reload for after each save or delete. */
export function adminList<T>(query: UseQueryResult<T[], unknown>) {
  return {
    items: query.data ?? [],
    loading: query.isLoading,
    error: query.error ? errorMessage(query.error) : null,
    reload: () => query.refetch(),
  };
}
