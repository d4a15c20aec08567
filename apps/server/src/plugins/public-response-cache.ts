import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { type ApiDeps, appRouter } from '@app/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * Whole answers of the public reads, kept serialised and compressed until the next admin write.
 *
 * On results day thousands of visitors ask for the same few lists; running tRPC, the output schema,
 * JSON.stringify and brotli for each of them costs ten times what sending the bytes does. The data
 * cache in @app/api (PublicCache) already holds the rows and is dropped by every successful admin
 * mutation; this cache keys on its version, so it is dropped by the same writes, at the same moment
 * (before the administrator's answer leaves the server): a visitor never gets an answer older than an
 * acknowledged write.
 *
 * What is cached: GET requests without an Authorization header, to procedures that are public queries
 * (the REST document marks them `protect: false`), over /trpc (single or batched, every procedure of the
 * batch public) or over /api (their literal REST path, any query string), answered 200. Nothing an
 * administrator asks for is stored or served from here.
 */

type Encoding = 'br' | 'gzip';

interface Entry {
  contentType: string;
  vary: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

interface ProcedureLike {
  _def: { type?: string; meta?: { openapi?: { method?: string; path?: string; protect?: boolean } } };
}

/** Below this size compression is not worth it (same threshold as @fastify/compress in create-server). */
const COMPRESS_THRESHOLD = 1024;
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The public queries, by tRPC path, and their REST paths (without the /api prefix). */
export function publicReads(): { procedures: Set<string>; restPaths: Set<string> } {
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

export class PublicResponseCache {
  private readonly entries = new Map<string, Entry>();
  private version: number;

  constructor(
    private readonly source: { readonly version: number },
    private readonly maxEntries = MAX_ENTRIES,
  ) {
    this.version = source.version;
  }

  /** The version a request starts under; an answer is stored only if no write happened meanwhile. */
  current(): number {
    this.sync();
    return this.version;
  }

  get(key: string): Entry | undefined {
    this.sync();
    return this.entries.get(key);
  }

  set(key: string, entry: Entry, startedAt: number): void {
    this.sync();
    if (startedAt !== this.version) return;
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      // Oldest first: query strings are the visitor's, so the number of keys must stay bounded.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  get size(): number {
    this.sync();
    return this.entries.size;
  }

  private sync(): void {
    if (this.source.version !== this.version) {
      this.entries.clear();
      this.version = this.source.version;
    }
  }
}

/** The cache key of a cacheable public read, or null. */
export function cacheKeyOf(url: string, reads: { procedures: Set<string>; restPaths: Set<string> }): string | null {
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
      for (const name of new URLSearchParams(url.slice(q + 1)).keys()) if (name !== 'input' && name !== 'batch') return null;
    }
    return url;
  }
  if (path.startsWith('/api/') && reads.restPaths.has(path.slice(4))) return url;
  return null;
}

/** The encoding @fastify/compress would pick for this request (br first, then gzip), or null. */
export function preferredEncoding(request: FastifyRequest): Encoding | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function encode(entry: Entry, encoding: Encoding | null): { bytes: Buffer; encoding: Encoding | null } {
  if (encoding === null || entry.body.length < COMPRESS_THRESHOLD) return { bytes: entry.body, encoding: null };
  let bytes = entry.encoded[encoding];
  if (!bytes) {
    // Done once per answer and per write: a higher quality than per-request compression can afford.
    bytes =
      encoding === 'br'
        ? brotliCompressSync(entry.body, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: 8,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          })
        : gzipSync(entry.body, { level: 9 });
    entry.encoded[encoding] = bytes;
  }
  return { bytes, encoding };
}

function withEncoding(reply: FastifyReply, entry: Entry, encoding: Encoding | null): Buffer {
  const out = encode(entry, encoding);
  reply.header('content-type', entry.contentType);
  reply.header('vary', entry.vary);
  // Set here, @fastify/compress leaves the bytes alone.
  if (out.encoding) reply.header('content-encoding', out.encoding);
  return out.bytes;
}

const mergeVary = (vary: string | null | undefined): string => {
  const names = (vary ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === 'accept-encoding')) names.push('accept-encoding');
  return names.join(', ');
};

/**
 * Registered after the security headers (so a hit carries them) and before the routes. The onSend hook
 * is instance-level, so it runs before the route-level compression of @fastify/compress.
 */
export function registerPublicResponseCache(app: FastifyInstance, deps: ApiDeps): PublicResponseCache {
  const reads = publicReads();
  const cache = new PublicResponseCache(deps.publicCache);
  const misses = new WeakMap<FastifyRequest, { key: string; version: number }>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return;
    const key = cacheKeyOf(request.url, reads);
    if (key === null) return;
    const entry = cache.get(key);
    if (entry) return reply.send(withEncoding(reply, entry, preferredEncoding(request)));
    misses.set(request, { key, version: cache.current() });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = misses.get(request);
    if (!miss) return payload;
    misses.delete(request);
    const existing = cache.get(miss.key);
    if (existing && reply.statusCode === 200) {
      // Another request filled it meanwhile; answer from it (same version, same bytes).
      if (payload instanceof Response) {
        if (payload.status !== 200) return payload;
        await payload.body?.cancel();
      } else if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
        return payload;
      }
      return withEncoding(reply, existing, preferredEncoding(request));
    }
    let body: Buffer;
    let contentType: string;
    let vary: string;
    if (payload instanceof Response) {
      // The tRPC adapter sends a fetch Response; Fastify would copy its status and headers.
      if (payload.status !== 200 || payload.bodyUsed) return payload;
      for (const [name, value] of payload.headers) reply.header(name, value);
      body = Buffer.from(await payload.arrayBuffer());
      contentType = payload.headers.get('content-type') ?? 'application/json';
      vary = mergeVary(payload.headers.get('vary'));
    } else if ((typeof payload === 'string' || Buffer.isBuffer(payload)) && reply.statusCode === 200) {
      body = Buffer.from(payload);
      contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      vary = mergeVary(reply.getHeader('vary') as string | undefined);
    } else {
      return payload;
    }
    if (reply.getHeader('content-encoding') !== undefined || reply.getHeader('cache-control') !== undefined) {
      // Something chose to encode this answer or to restrict its caching: respect it, keep nothing.
      return body;
    }
    const entry: Entry = { contentType, vary, body, encoded: {} };
    if (body.length <= MAX_BODY_BYTES) cache.set(miss.key, entry, miss.version);
    return withEncoding(reply, entry, preferredEncoding(request));
  });

  return cache;
}
