import type { Entry } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { trpcClient } from '../../../../lib/trpc';
import { useAdminAction } from '../../crud/use-admin-action';

/**
 * What the back-office does to entries (issue 29): enter, scratch or reinstate (a withdrawal keeps the
 * entry), remove one made by mistake. Each shows its refusal and reloads every list after success.
 */
export function useEntryActions() {
  const queryClient = useQueryClient();
  const action = useAdminAction(() => queryClient.invalidateQueries());
  return {
    error: action.error,
    dismissError: () => action.setError(null),
    add: (eventId: string, participantId: string) => action.run(() => trpcClient.entries.create.mutate({ eventId, participantId })),
    toggleScratch: (entry: Entry) => action.run(() => trpcClient.entries.update.mutate({ id: entry.id, status: entry.status === 'scratched' ? 'entered' : 'scratched' })),
    remove: (entry: Entry, confirmText: string) => action.run(() => trpcClient.entries.remove.mutate({ id: entry.id }), confirmText),
  };
}
export type EntryActions = ReturnType<typeof useEntryActions>;
