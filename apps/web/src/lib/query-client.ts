import { QueryClient } from '@tanstack/react-query';

// A 401 on an admin call is handled once, in the tRPC client's link (lib/trpc.ts).
// networkMode 'always': offline, a read or a post fails (and the page says so, with a retry) instead of
// pausing until the network is back, which left a navigation or a form waiting with no word. That mode
// turns off the refetch on reconnection by default: it is kept, so a page comes back current.
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      mutations: { networkMode: 'always' },
    },
  });
