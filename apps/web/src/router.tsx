import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './features/layout/NotFound';
import { RouteError, RoutePending } from './features/layout/RouteStates';
import { failNavigationOnMissingChunk } from './lib/route-chunk-failure';
import type { Trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

interface AppRouterOptions {
  queryClient: QueryClient;
  trpc: Trpc;
  /** The server renders one URL from a memory history; the browser uses its own. */
  history?: RouterHistory;
  isServer?: boolean;
}

/** One router for the browser and the server render, so both draw the same page from the same cache. */
export const createAppRouter = ({ queryClient, trpc, history, isServer = false }: AppRouterOptions) => {
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    ...(history ? { history } : {}),
    isServer,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Restoring scroll needs the browser; on the server it would write an inline script into the page.
    scrollRestoration: !isServer,
    // A new page opens at its top (or where it was left) at once: the stylesheet's smooth scrolling is for
    // in-page links, and a page change animated from far down ended short when the new page grew meanwhile.
    scrollRestorationBehavior: 'instant',
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  });
  if (!isServer) failNavigationOnMissingChunk(router);
  return router;
};

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
