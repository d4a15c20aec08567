import type { UseQueryResult } from '@tanstack/react-query';
import { adminErrorMessage } from './admin-error';
import { useAdminAction } from './use-admin-action';

/**
 * A screen's list query with what every screen does with it: the items, a reload after each save
 * or delete, actions (delete, status change) whose failure is shown, and the shell's props
 * (count, skeleton while loading, the load or action error).
 */
export function useAdminList<T>(query: UseQueryResult<T[], unknown>) {
  const items = query.data ?? [];
  const reload = () => query.refetch();
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
