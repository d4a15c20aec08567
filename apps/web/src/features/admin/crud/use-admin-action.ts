import { useState } from 'react';
import { adminErrorMessage } from './admin-error';

/**
 * Runs a delete or status change with the user-visible error the original only logged, and
 * reloads the list after success.
 */
export function useAdminAction(reload: () => unknown) {
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return false;
    setError(null);
    try {
      await action();
      await reload();
      return true;
    } catch (e) {
      setError(adminErrorMessage(e));
      return false;
    }
  };
  return { error, setError, run };
}
