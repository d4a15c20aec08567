import { appRouter } from '@app/api';
import type { IncomingHttpHeaders } from 'node:http';

interface ProcedureLike {
  _def: { type?: string; meta?: { openapi?: { method?: string; path?: string; protect?: boolean } } };
}

export interface PublicReads {
  /** The public queries, by tRPC path. */
  procedures: Set<string>;
  /** Their literal GET paths on the REST mount, without the /api prefix. */
  restPaths: Set<string>;
}

/** Read from the OpenAPI meta, so a new `protect: false` query is cached on both mounts with no list to keep. */
export function publicReads(): PublicReads {
  const procedures = new Set<string>();
  const restPaths = new Set<string>();
  const all = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureLike> } })._def.procedures;
  for (const [path, procedure] of Object.entries(all)) {
    const openapi = procedure._def.meta?.openapi;
    if (procedure._def.type !== 'query' || openapi?.protect !== false) continue;
    procedures.add(path);
    if (openapi.method === 'GET' && openapi.path && !openapi.path.includes('{')) restPaths.add(openapi.path);
  }
  return { procedures, restPaths };
}

/** The cache key of a public read (its URL, query string included), or null. */
export function cacheKeyOf(url: string, reads: PublicReads): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path.startsWith('/trpc/')) {
    let names: string[];
    try {
      names = decodeURIComponent(path.slice(6)).split(',');
    } catch {
      return null;
    }
    if (!names.every((name) => reads.procedures.has(name))) return null;
    if (q !== -1) {
      for (const name of new URLSearchParams(url.slice(q + 1)).keys())
        if (name !== 'input' && name !== 'batch') return null;
    }
    return url;
  }
  if (path.startsWith('/api/') && reads.restPaths.has(path.slice(4))) return url;
  if (isPublicPage(path)) return url;
  return null;
}

/**
 * A public page drawn by the server (apps/server/src/pages): every path but the API, the uploads, the
 * back-office (drawn in the browser) and files. Only its 200 answers are stored.
 */
export const isPublicPage = (path: string): boolean =>
  !/^\/(api|trpc|uploads|admin)(\/|$)/i.test(path) && !/\.[a-z0-9]+$/i.test(path);

/**
 * A cache stores only what every visitor of a key gets. These request headers change the answer of a
 * public read, so a request carrying one is neither looked up nor stored: `trpc-accept` or an `accept`
 * naming JSONL make tRPC stream its answer (a cached stream broke every page after it), `last-event-id`
 * resumes a subscription, and a GET with a content type picks another tRPC input parser.
 */
export function changesTheAnswer(headers: IncomingHttpHeaders): boolean {
  return (
    headers['trpc-accept'] !== undefined ||
    headers['last-event-id'] !== undefined ||
    headers['content-type'] !== undefined ||
    headers.accept?.includes('jsonl') === true
  );
}

/** The request headers the answers of a mount depend on, for `Vary`. */
export const varyOf = (key: string): readonly string[] =>
  key.startsWith('/trpc/') ? ['trpc-accept', 'accept', 'accept-encoding'] : ['accept-encoding'];
