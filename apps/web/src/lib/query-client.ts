import { QueryClient } from '@tanstack/react-query';

// A 401 on an admin call is handled once, in the tRPC client's link (lib/trpc.ts).
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
