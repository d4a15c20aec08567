import type { AppRouter } from '@app/api';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { getAdminToken } from './admin-token';

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      headers: () => {
        const token = getAdminToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});

export const createTrpc = (queryClient: QueryClient) => createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = ReturnType<typeof createTrpc>;
