import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/error-message';

export type TokenOutcome = 'done' | 'unknown';

/**
 * The button of a page a newsletter mail's link opens (confirm, unsubscribe): it posts the token, and a
 * token the server does not know (or no longer) reads as « unknown », any other failure as an error.
 */
export function useTokenAction(
  token: string | undefined,
  act: (token: string) => Promise<unknown>,
  initial: TokenOutcome | undefined,
) {
  const [outcome, setOutcome] = useState<TokenOutcome | undefined>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      await act(token);
      setOutcome('done');
    } catch (err) {
      if (err instanceof TRPCClientError && (err.data?.code === 'NOT_FOUND' || err.data?.code === 'BAD_REQUEST'))
        setOutcome('unknown');
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { outcome, error, busy, onSubmit };
}
