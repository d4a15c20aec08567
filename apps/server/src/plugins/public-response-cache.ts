import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { type ApiDeps, appRouter } from '@app/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, preferredEncoding } from './accept-encoding';

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

interface Entry {
  /** The answer's headers as first sent (security headers included), without length and encoding. */
  headers: Record<string, string>;
  body: Buffer;
  encoded: Partial<Record<Encoding | 'identity', { headers: Record<string, string>; bytes: Buffer }>>;
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

/** The bytes and headers for one encoding, computed once per answer and per write. */
function encode(entry: Entry, wanted: Encoding | null): { headers: Record<string, string>; bytes: Buffer } {
  const encoding = wanted === null || entry.body.length < COMPRESS_THRESHOLD ? 'identity' : wanted;
  let out = entry.encoded[encoding];
  if (!out) {
    // Once per answer: a higher quality than per-request compression can afford.
    const bytes =
      encoding === 'identity'
        ? entry.body
        : encoding === 'br'
          ? brotliCompressSync(entry.body, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: 8,
                [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
              },
            })
          : gzipSync(entry.body, { level: 9 });
    const headers: Record<string, string> = { ...entry.headers, 'content-length': String(bytes.length) };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    out = { headers, bytes };
    entry.encoded[encoding] = out;
  }
  return out;
}

/** Headers of an answer worth replaying: not those of the connection or of this one body. */
function storedHeaders(reply: FastifyReply, contentType: string, vary: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || /^(content-length|content-encoding|transfer-encoding|date|connection|keep-alive)$/i.test(name)) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  headers['content-type'] = contentType;
  headers.vary = vary;
  return headers;
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
 * Registered first, before the security headers and the routes: a hit is written out as stored, with
 * the headers the first answer carried (security headers included), and nothing else runs for it.
 * The onSend hook is instance-level, so on a miss it sees the answer before the route-level
 * compression of @fastify/compress, and compresses it itself once for the cache.
 */
export function registerPublicResponseCache(app: FastifyInstance, deps: ApiDeps): PublicResponseCache {
  const reads = publicReads();
  const cache = new PublicResponseCache(deps.publicCache);
  const misses = new WeakMap<FastifyRequest, { key: string; version: number }>();

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return done();
    // Only URLs that passed cacheKeyOf are ever stored (the key is the URL): look up first, check on a miss.
    const entry = cache.get(request.url);
    if (!entry) {
      const key = cacheKeyOf(request.url, reads);
      if (key !== null) misses.set(request, { key, version: cache.current() });
      return done();
    }
    const out = encode(entry, preferredEncoding(request));
    // The whole answer is known: write it as a static file server would, skipping the remaining hooks.
    reply.hijack();
    reply.raw.writeHead(200, out.headers);
    reply.raw.end(out.bytes);
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = misses.get(request);
    if (!miss) return payload;
    misses.delete(request);
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
    const entry: Entry = { headers: storedHeaders(reply, contentType, vary), body, encoded: {} };
    if (body.length <= MAX_BODY_BYTES) cache.set(miss.key, entry, miss.version);
    const out = encode(entry, preferredEncoding(request));
    for (const [name, value] of Object.entries(out.headers)) reply.header(name, value);
    return out.bytes;
  });

  return cache;
}
