import { isBackOfficePath } from './cache-rules';

/** Resolves once the page's own work is done: the load event, then `settled`, then an idle moment. */
async function afterThePage(settled: Promise<unknown>): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  await settled.catch(() => undefined);
  // React's scheduler posts its next slice at once, so the browser is idle only once hydration is over.
  await new Promise<void>((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => resolve(), { timeout: 4000 })
      : setTimeout(resolve, 500),
  );
}

/**
 * Registers the service worker (worker/sw.ts, built to /sw.js in production builds only) once the page
 * is hydrated and the main thread idle (`settled`: the boot, which starts hydration): installing it and
 * keeping the page's files are work on the phone's other threads and on its network, and done meanwhile
 * they lengthened the hydration's tasks (Lighthouse's TBT, BENCHMARKS.md). A page loaded before the worker
 * controlled it hands the worker the addresses it used (its own, its scripts and styles), which the
 * worker then keeps as if it had served them: the first page seen opens offline too.
 */
export function registerWorker(settled: Promise<unknown>): void {
  if (!('serviceWorker' in navigator)) return;
  void afterThePage(settled).then(() => {
    const controlled = navigator.serviceWorker.controller !== null;
    return (
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          // The back-office keeps nothing, its code included.
          if (controlled || isBackOfficePath(location.pathname)) return;
          const seen = performance.getEntriesByType('resource').map((entry) => entry.name);
          registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...seen] } });
        })
        // No worker (a private window, storage refused): the site works as before, online only.
        .catch(() => undefined)
    );
  });
}
