import type { AppRouter } from '@app/api';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { fetchNotingCopies } from '../features/offline/offline-state';
import { getAdminToken, onUnauthorized } from './admin-token';

/**
 * Every call, not only those made through React Query: a save or a delete refused with 401 on an
 * admin screen also forgets the token and returns to login.
 */
const unauthorizedLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          if (error.data?.code === 'UNAUTHORIZED') onUnauthorized();
          observer.error(error);
        },
        complete: () => observer.complete(),
      }),
    );

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    unauthorizedLink,
    httpBatchLink({
      url: '/trpc',
      // Notes the answers the service worker gave from its copies (offline), for the banner.
      fetch: fetchNotingCopies,
      headers: () => {
        const token = getAdminToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});

export const createTrpc = (queryClient: QueryClient) =>
  createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = ReturnType<typeof createTrpc>;
