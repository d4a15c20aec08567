import type { RenderedPage, RenderRequest } from '@app/api';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import i18n, { loadEnglish } from './lib/i18n';
import { readLanguageParam } from './lib/language-param';
import { createQueryClient } from './lib/query-client';
import { DrawnAtContext } from './lib/use-now';
import { createAppRouter } from './router';
import { recordIntl } from './lib/intl-handover';
import { renderHead } from './ssr/page-head';
import { type PageState, serialisePageState } from './ssr/page-state';
import { type ServerHead, ServerHeadContext } from './ssr/server-head';
import { createServerTrpc } from './ssr/server-trpc';

/**
 * A page's queries that a component asked for but no loader fetched: run before drawing again. A query
 * its component keeps disabled (`enabled: false`: a closed dialog's, « Mes suivis » before the device's
 * list is read) is not: the page does not show it, and its data would only weigh on the page (the
 * results' statistics dialog put 28 kB of medal table in every /resultats).
 */
const unfetched = (queryClient: QueryClient) =>
  queryClient.getQueryCache().findAll({
    predicate: (query) =>
      query.state.status === 'pending' &&
      query.state.fetchStatus === 'idle' &&
      query.options.queryFn !== undefined &&
      (query.options as { enabled?: unknown }).enabled !== false,
  });

const MAX_PASSES = 3;

/**
 * Draws one public page with its data, in French, or in English when its address asks with `?lang=en`
 * (the header's toggle as a link, README « Langue »; the parameter is not the router's: it is taken off
 * the path the router sees, so both languages draw the same route and data).
 * Loaders fetch what they know; whatever a component asks for beyond that is fetched after a first
 * pass and the page drawn again, so no page goes out with a skeleton where its data should be.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { lang, url } = readLanguageParam(request.url);
  if (lang === 'en') await loadEnglish();
  // Renders may interleave at their awaits: the language is set again right before each synchronous
  // drawing (with its texts already loaded, i18next switches at once).
  const drawIn = () => void i18n.changeLanguage(lang);
  const queryClient = createQueryClient();
  const trpc = createServerTrpc(queryClient, request.call);
  const router = createAppRouter({
    queryClient,
    trpc,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();

  const head: ServerHead = {};
  const drawnAt = Date.now();
  let appHtml = '';
  let intl: Record<string, string> = {};
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    intl = {};
    drawIn();
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
  const state: PageState = { queries: dehydrate(queryClient), drawnAt, intl, lang };
  // The head tags read the page's data (settings, championships) from the cache: drawn before it is emptied.
  drawIn();
  const headTags = renderHead({ pathname, title: head.title, origin: request.origin, queryClient, notFound });
  queryClient.clear();
  return {
    status: notFound ? 404 : 200,
    lang,
    appHtml,
    head: `${headTags}${hoisted}`,
    state: serialisePageState(state),
  };
}
