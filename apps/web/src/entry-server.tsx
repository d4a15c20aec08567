import type { RenderedPage, RenderRequest } from '@app/api';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import i18n from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { DrawnAtContext } from './lib/use-now';
import { createAppRouter } from './router';
import { recordIntl } from './lib/intl-handover';
import { renderHead } from './ssr/page-head';
import { type PageState, serialisePageState } from './ssr/page-state';
import { type ServerHead, ServerHeadContext } from './ssr/server-head';
import { createServerTrpc } from './ssr/server-trpc';

/** A page's queries that a component asked for but no loader fetched: run before drawing again. */
const unfetched = (queryClient: QueryClient) =>
  queryClient.getQueryCache().findAll({
    predicate: (query) =>
      query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.options.queryFn !== undefined,
  });

const MAX_PASSES = 3;

/**
 * Draws one public page in French (spec section 1: English is a toggle kept in memory) with its data.
 * Loaders fetch what they know; whatever a component asks for beyond that is fetched after a first
 * pass and the page drawn again, so no page goes out with a skeleton where its data should be.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  if (i18n.language !== 'fr') await i18n.changeLanguage('fr');
  const queryClient = createQueryClient();
  const trpc = createServerTrpc(queryClient, request.call);
  const router = createAppRouter({
    queryClient,
    trpc,
    history: createMemoryHistory({ initialEntries: [request.url] }),
    isServer: true,
  });
  await router.load();

  const head: ServerHead = {};
  const drawnAt = Date.now();
  let appHtml = '';
  let intl: Record<string, string> = {};
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    intl = {};
    appHtml = recordIntl(
      () =>
        renderToString(
          <ServerHeadContext.Provider value={head}>
            <DrawnAtContext.Provider value={drawnAt}>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </DrawnAtContext.Provider>
          </ServerHeadContext.Provider>,
        ),
      intl,
    );
    const missing = unfetched(queryClient);
    if (missing.length === 0) break;
    await Promise.allSettled(missing.map((query) => query.fetch()));
  }

  // React writes the resources it hoists (image preloads) ahead of the markup; in the root element the
  // browser's first render would not expect them, so they go to the head, where they belong.
  const hoisted = /^(?:<link [^>]*>)+/.exec(appHtml)?.[0] ?? '';
  appHtml = appHtml.slice(hoisted.length);
  const notFound = router.state.matches.some(
    (match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true,
  );
  const pathname = router.state.location.pathname;
  const state: PageState = { queries: dehydrate(queryClient), drawnAt, intl };
  // The head tags read the page's data (settings, championships) from the cache: drawn before it is emptied.
  const headTags = renderHead({ pathname, title: head.title, origin: request.origin, queryClient, notFound });
  queryClient.clear();
  return {
    status: notFound ? 404 : 200,
    appHtml,
    head: `${headTags}${hoisted}`,
    state: serialisePageState(state),
  };
}
