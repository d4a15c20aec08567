import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { adminErrorMessage } from './admin-error';
import { useAdminAction } from './use-admin-action';

/**
 * Admin reads are fetched again each time a screen is shown: applications and messages arrive from
 * the public site, and another screen may have changed what this one lists.
 */
export const fresh = <O extends object>(options: O) => ({ ...options, staleTime: 0 });

/**
 * A screen's list query with what every screen does with it: the items, a reload after each save
 * or delete, actions (delete, status change) whose failure is shown, and the shell's props (count,
 * skeleton while loading, the load or action error).
 */
export function useAdminList<T>(query: UseQueryResult<T[], unknown>) {
  const queryClient = useQueryClient();
  const items = query.data ?? [];
  // After a save or a delete every cached read is stale (the dashboard's counts, the championships
  // offered by other screens...): this list reloads now, the others when next shown.
  const reload = () => queryClient.invalidateQueries();
  const action = useAdminAction(reload);
  const loadError = query.error ? adminErrorMessage(query.error) : null;
  return {
    items,
    reload,
    run: action.run,
    shell: {
      count: items.length,
      loading: query.isLoading,
      error: action.error ?? loadError,
      onDismissError: action.error ? () => action.setError(null) : undefined,
    },
  };
}
