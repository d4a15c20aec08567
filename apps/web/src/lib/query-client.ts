import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { clearAdminToken, getAdminToken } from './admin-token';

/** A 401 on an admin call means the token expired or was revoked: forget it and go to login. */
function onUnauthorized(error: unknown) {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  if (code === 'UNAUTHORIZED' && getAdminToken() && window.location.pathname.startsWith('/admin') && !window.location.pathname.startsWith('/admin/login')) {
    clearAdminToken();
    window.location.assign('/admin/login');
  }
}

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: onUnauthorized }),
    mutationCache: new MutationCache({ onError: onUnauthorized }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
