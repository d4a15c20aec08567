import { isBackOfficePath } from './cache-rules';

/**
 * Registers the service worker (worker/sw.ts, built to /sw.js in production builds only) once the page
 * has loaded, so that it never shares the first load's network or main thread. A page loaded before the
 * worker controlled it hands the worker the addresses it used (its own, its scripts and styles), which
 * the worker then keeps as if it had served them: the first page seen opens offline too.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const controlled = navigator.serviceWorker.controller !== null;
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
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') setTimeout(register, 0);
  else addEventListener('load', register, { once: true });
}
