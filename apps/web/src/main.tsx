import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerWorker } from './features/offline/register-worker';
import { loadEnglish, switchLanguage } from './lib/i18n';
import { readLanguageParam } from './lib/language-param';
import { receiveIntl } from './lib/intl-handover';
import { createQueryClient } from './lib/query-client';
import { DrawnAtContext } from './lib/use-now';
import { createTrpc } from './lib/trpc';
import { createAppRouter } from './router';
import { readPageState } from './ssr/page-state';
import './styles.css';

/** Resolves in a task of its own (a macrotask), letting the browser paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * The modules' evaluation is one task the browser cannot cut (some 300 ms on a phone at Lighthouse's 4x
 * CPU, half of it the router's route tree). What follows runs in tasks of its own, so that the main thread
 * is never held for the whole boot at once: Lighthouse's TBT counts every task beyond 50 ms, and a tap
 * waits for the task in progress.
 */
async function boot(): Promise<void> {
  // A page drawn in English (`?lang=en`, the toggle's link, README « Langue ») hydrates in English: its
  // texts are fetched now, beside the route's code. The address loses the parameter before the router
  // reads it: the language lives in memory from here on (spec section 1).
  const asked = readLanguageParam(`${location.pathname}${location.search}${location.hash}`);
  const english = asked.lang === 'en' || document.documentElement.lang === 'en' ? loadEnglish() : null;
  if (asked.lang === 'en') history.replaceState(history.state, '', asked.url);
  await nextTask();
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient);
  const state = readPageState(document);
  if (state) {
    // The page was revalidated against the data version as it loaded (ETag, no-cache), so its data is
    // current now, however long ago the server drew it: without this, every cached page would be
    // fetched again over /trpc the moment it hydrates.
    const now = Date.now();
    for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, state.queries);
    receiveIntl(state.intl);
  }
  // Reading a large page's data (a real-size /resultats carries 140 kB) and building the router's tree are
  // each some 10 ms at full speed: apart, neither is a long task at Lighthouse's 4x slower CPU.
  await nextTask();
  const router = createAppRouter({ queryClient, trpc });

  const app = (
    <StrictMode>
      <DrawnAtContext.Provider value={state?.drawnAt ?? null}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DrawnAtContext.Provider>
    </StrictMode>
  );

  const root = document.getElementById('root');
  if (root && state && root.firstElementChild) {
    // The public pages come drawn by the server: the route's code and data are made ready first, so the
    // first client render is the server's, node for node, and React only attaches to it. Marking the
    // router as hydrating a server render (what the router's own hydrate() does) makes it draw the same
    // tree as on the server, without the Suspense boundary it adds for a page drawn in the browser.
    router.ssr = { manifest: undefined };
    await nextTask();
    await router.load();
    if (state.lang === 'en') await (english ?? loadEnglish()).then(() => switchLanguage('en'));
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole tree (a 300–600 ms task on a phone): the page stays responsive while React
    // attaches; a tap meanwhile makes React finish hydrating at once, then handles it.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else if (root) {
    // The back-office (and any page the server could not draw) is rendered here.
    createRoot(root).render(app);
  }
}

const booted = boot();
// Production builds only: the development server has no /sw.js, and a worker would keep stale modules.
if (import.meta.env.PROD) registerWorker(booted);
