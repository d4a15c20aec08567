/**
 * What the service worker (worker/sw.ts) keeps for a visit without network, as pure rules the worker and
 * the tests share. Only public reads are ever stored: the back-office's pages, the admin API, tRPC's
 * admin procedures, the login and anything sent with an administrator's token go to the network and
 * nowhere else; `/api/live` (the server-sent change stream) is never intercepted at all.
 */

/** Caches by purpose; the weekend's own cache so that browsing other pages never evicts the programme. */
export const CACHES = {
  weekendPages: 'pages-weekend-v1',
  pages: 'pages-v1',
  data: 'data-v1',
  assets: 'assets-v1',
} as const;

const DAY_S = 24 * 60 * 60;
/** Thursday to Sunday and a margin: the programme, race pages and athletes' pages seen stay for the championship. */
export const WEEKEND_MAX_AGE_S = 5 * DAY_S;

export const EXPIRATION: Record<keyof typeof CACHES, { maxEntries: number; maxAgeSeconds: number }> = {
  weekendPages: { maxEntries: 400, maxAgeSeconds: WEEKEND_MAX_AGE_S },
  pages: { maxEntries: 60, maxAgeSeconds: WEEKEND_MAX_AGE_S },
  data: { maxEntries: 500, maxAgeSeconds: WEEKEND_MAX_AGE_S },
  assets: { maxEntries: 200, maxAgeSeconds: 30 * DAY_S },
};

/** A page waits this long for the network before the copy is shown (a saturated stadium network). */
export const PAGE_NETWORK_TIMEOUT_S = 4;
export const DATA_NETWORK_TIMEOUT_S = 4;

export type CacheRoute = 'weekendPage' | 'page' | 'data' | 'asset';

export interface RequestLike {
  method: string;
  url: string;
  headers: { has(name: string): boolean };
}

/** The back-office and what signs in to it: never stored, whatever else matches. */
const BACK_OFFICE = /^\/(admin|api\/admin)(\/|$)/i;
/** A back-office page or admin API path: neither it nor what a back-office page loads is stored. */
export const isBackOfficePath = (path: string): boolean => BACK_OFFICE.test(path);
/** tRPC procedures of the back-office or of its sessions, by name (`auth.login`, `events.adminList`…). */
const PRIVATE_PROCEDURE = /^(auth|accounts?|audit|stats|personalData|retention)\.|\.(admin[A-Za-z]*|byId)$/;
/** Files served at the root (favicon, manifest, icons) and the worker itself. */
const ROOT_FILE = /^\/[^/]+\.[a-z0-9]+$/i;
// « Mes suivis » too (issue 30): the followed athletes, their lanes and results, open without network.
const WEEKEND_PAGE = /^\/(programme|mes-suivis|resultats\/[^/]+|athletes\/[^/]+)\/?$/;

/** A public page drawn by the server: everything but the API, the uploads, the back-office and files. */
export const isPublicPagePath = (path: string): boolean =>
  !/^\/(api|trpc|uploads|admin)(\/|$)/i.test(path) && !/\.[a-z0-9]+$/i.test(path);

function procedures(path: string): string[] | null {
  try {
    return decodeURIComponent(path.slice('/trpc/'.length)).split(',');
  } catch {
    return null;
  }
}

/** Which cache a request may be answered from, or null: then the worker leaves it to the browser. */
export function cacheRouteOf(request: RequestLike, origin: string): CacheRoute | null {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return null;
  // An administrator's token marks a private answer wherever it goes.
  if (request.headers.has('authorization')) return null;
  const path = url.pathname;
  if (isBackOfficePath(path) || /^\/api\/live(\/|$)/i.test(path) || /^\/sw\.js$/i.test(path)) return null;
  if (
    path.startsWith('/assets/') ||
    path === '/manifest.webmanifest' ||
    /^\/(favicon\.svg|icons\/[^/]+\.png)$/.test(path)
  )
    return 'asset';
  if (path.startsWith('/trpc/')) {
    const names = procedures(path);
    return names && names.length > 0 && !names.some((name) => PRIVATE_PROCEDURE.test(name)) ? 'data' : null;
  }
  // Public REST reads (the start lists, athletes, results); the OpenAPI page and files are not for offline.
  if (path.startsWith('/api/')) return /^\/api\/(docs|openapi)/i.test(path) || ROOT_FILE.test(path) ? null : 'data';
  if (isPublicPagePath(path)) return WEEKEND_PAGE.test(path) ? 'weekendPage' : 'page';
  return null;
}

/**
 * The server says which answers are public: its public response cache stamps every public page and read
 * `no-cache` (with an ETag), the built files say `no-cache` or `immutable`, and everything an
 * administrator gets is `no-store`. Only a 200 that carries a Cache-Control without `no-store` or
 * `private` is kept, so a read the rules above let through by mistake is still never stored.
 */
export function isStorable(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  const control = response.headers.get('cache-control');
  return response.status === 200 && control !== null && !/no-store|private/i.test(control);
}
