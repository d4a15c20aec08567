/// <reference lib="webworker" />
/*
 * The service worker (built to /sw.js by vite-plugin-pwa, see vite.config.ts): what a phone keeps of the
 * public site to open it again without a network. The rules of what is kept live in ../cache-rules.ts;
 * this file only wires them to Workbox. Nothing is fetched ahead (no precache): a saturated stadium
 * network must not carry files the visitor never asked for. The page that registers the worker sends the
 * addresses it loaded before the worker existed (CACHE_URLS, handled by Workbox's router), so the first
 * page seen is kept too.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  CACHES,
  type CacheRoute,
  cacheRouteOf,
  DATA_NETWORK_TIMEOUT_S,
  EXPIRATION,
  isBackOfficePath,
  isStorable,
  PAGE_NETWORK_TIMEOUT_S,
} from '../cache-rules';
import { COPY_HEADER, STORED_AT_HEADER, stampPage } from '../copy-stamp';

declare const self: ServiceWorkerGlobalScope;

/** A stored answer's own headers, less those that described the bytes on the wire (decoded by now). */
function headersOf(response: Response, extra: Record<string, string>): Headers {
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) headers.delete(name);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

/** Keeps only what the server marked public, with the time it was received (what the banner says). */
const storeWithTime: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!isStorable(response)) return null;
    const { status, statusText } = response;
    return new Response(await response.blob(), {
      status,
      statusText,
      headers: headersOf(response, { [STORED_AT_HEADER]: new Date().toISOString() }),
    });
  },
};

const storedAt = (response: Response): string =>
  response.headers.get(STORED_AT_HEADER) ?? response.headers.get('date') ?? new Date().toISOString();

/* A network-first strategy reads its cache only when the network failed or was too slow: what these
 * plugins return is always a copy shown in place of the network's answer, and says so. */
const markPage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const { status, statusText } = cachedResponse;
    return new Response(stampPage(await cachedResponse.text(), storedAt(cachedResponse)), {
      status,
      statusText,
      headers: headersOf(cachedResponse, {}),
    });
  },
};
const markData: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const { status, statusText } = cachedResponse;
    return new Response(await cachedResponse.blob(), {
      status,
      statusText,
      headers: headersOf(cachedResponse, { [COPY_HEADER]: storedAt(cachedResponse) }),
    });
  },
};

/**
 * A server that answers 5xx (the render queue's « surchargé » 503 on a crowded day) is as good as no
 * network when a copy is kept: the copy is shown, with its banner. Without a copy the server's own answer
 * goes through.
 */
const copyOnServerError = (cacheName: string): WorkboxPlugin => ({
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status < 500 || !(await caches.open(cacheName).then((cache) => cache.match(request)))) return response;
    throw new Error(`${response.status}: the kept copy instead`);
  },
});

const strategies: Record<CacheRoute, Strategy> = {
  weekendPage: new NetworkFirst({
    cacheName: CACHES.weekendPages,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
    plugins: [
      copyOnServerError(CACHES.weekendPages),
      storeWithTime,
      new ExpirationPlugin(EXPIRATION.weekendPages),
      markPage,
    ],
  }),
  page: new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
    plugins: [copyOnServerError(CACHES.pages), storeWithTime, new ExpirationPlugin(EXPIRATION.pages), markPage],
  }),
  data: new NetworkFirst({
    cacheName: CACHES.data,
    networkTimeoutSeconds: DATA_NETWORK_TIMEOUT_S,
    plugins: [copyOnServerError(CACHES.data), storeWithTime, new ExpirationPlugin(EXPIRATION.data), markData],
  }),
  // Hashed file names never change content: the copy is as good as the network's.
  asset: new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [storeWithTime, new ExpirationPlugin(EXPIRATION.assets)],
  }),
};

/** Whether a request comes from a back-office page: what it loads (code included) is not kept either. */
async function fromBackOffice(event: ExtendableEvent): Promise<boolean> {
  const id = (event as FetchEvent).clientId;
  if (!id) return false;
  const client = await self.clients.get(id);
  return client !== undefined && isBackOfficePath(new URL(client.url).pathname);
}

const router = new Router();
router.registerRoute(
  new Route(
    ({ request }) => {
      const route = cacheRouteOf(request, self.location.origin);
      return route ? { route } : false;
    },
    async ({ request, event, params }) => {
      if (await fromBackOffice(event)) return fetch(request);
      return strategies[(params as { route: CacheRoute }).route].handle({ request, event });
    },
  ),
);
// Requests no rule matches (the back-office, the admin API, /api/live, posts) are not intercepted at all.
router.addFetchListener();
router.addCacheListener();

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => {
  const kept = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !kept.has(name)).map((name) => caches.delete(name)))),
  );
});
