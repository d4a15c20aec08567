import type { ApiDeps } from '@app/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheKeyOf, changesTheAnswer, publicReads, varyOf } from '../public-cache/cache-key';
import { type Compress, SingleFlightCompressor } from '../public-cache/compress';
import { etagMaker, matchesIfNoneMatch } from '../public-cache/etag';
import { isReplayable, mergeVary, replayableHeaders } from '../public-cache/replay-headers';
import { type Entry, newEntry, PublicResponseCache } from '../public-cache/response-store';
import { type Encoding, preferredEncoding } from './accept-encoding';

export { cacheKeyOf, publicReads } from '../public-cache/cache-key';
export { PublicResponseCache } from '../public-cache/response-store';

/*
 * Whole answers of the public reads, kept serialised and compressed until the next admin write, and
 * revalidated by browsers with an ETag.
 *
 * On results day thousands of visitors ask for the same few lists; running tRPC, the output schema,
 * JSON.stringify and brotli for each of them costs ten times what sending the bytes does, and a page
 * refreshing an unchanged list needs only a 304. The data cache in @app/api (PublicCache) already holds
 * the rows and is dropped by every successful admin mutation; this cache and the tags key on its
 * version, so both change with the same writes, at the same moment (before the administrator's answer
 * leaves the server): a visitor never gets an answer older than an acknowledged write.
 *
 * What is cached: GET requests without an Authorization header, to procedures that are public queries
 * (the REST document marks them `protect: false`), over /trpc (single or batched, every procedure of the
 * batch public) or over /api (their literal REST path, any query string), answered 200, and only when
 * no request header changes the answer (see changesTheAnswer). Nothing an administrator asks for is
 * stored, served or revalidated from here.
 */

/** Below this size compression is not worth it (same threshold as @fastify/compress in create-server). */
const COMPRESS_THRESHOLD = 1024;

export interface PublicResponseCacheOptions {
  /** Byte budget of the stored answers (all encodings); 64 MB by default. */
  maxBytes?: number;
  compress?: Compress;
}

export interface PublicResponseCacheHandle {
  cache: PublicResponseCache;
  compressor: SingleFlightCompressor;
  /** Requests answered by another request's run of the same miss (tests check they are). */
  readonly joined: number;
}

interface Miss {
  key: string;
  version: number;
  etag: string;
  /** Set when this request runs the answer for others that arrived meanwhile. */
  flight?: Flight;
}

/** One answer being produced; concurrent misses of the same key and version wait for it. */
interface Flight {
  version: number;
  answer: Promise<Entry | undefined>;
  settle: (entry: Entry | undefined) => void;
}

interface Out {
  bytes: Buffer;
  encoding: Encoding | null;
}

const handles = new WeakMap<FastifyInstance, PublicResponseCacheHandle>();

/** The cache of a built server (tests read its size and budget, and count compressions). */
export const publicResponseCacheOf = (app: FastifyInstance): PublicResponseCacheHandle | undefined => handles.get(app);

/**
 * Registered first, before the security headers and the routes: a hit or a 304 is written out as is,
 * a hit with the headers the first answer carried (security headers included), and nothing else runs
 * for it. The onSend hook is instance-level, so on a miss it sees the answer before the route-level
 * compression of @fastify/compress, and compresses it itself once for the cache, off the event loop.
 */
export function registerPublicResponseCache(app: FastifyInstance, deps: ApiDeps, options: PublicResponseCacheOptions = {}): PublicResponseCacheHandle {
  const reads = publicReads();
  const cache = new PublicResponseCache(deps.publicCache, options.maxBytes);
  const compressor = new SingleFlightCompressor(options.compress);
  const etagOf = etagMaker();
  const misses = new WeakMap<FastifyRequest, Miss>();
  const hitHeaders = new WeakMap<Buffer, Record<string, string>>();
  const flights = new Map<string, Flight>();
  let joined = 0;

  const startFlight = (key: string, version: number): Flight => {
    let settle: (entry: Entry | undefined) => void = () => undefined;
    const answer = new Promise<Entry | undefined>((resolve) => {
      settle = resolve;
    });
    const flight: Flight = {
      version,
      answer,
      settle: (entry) => {
        if (flights.get(key) === flight) flights.delete(key);
        settle(entry);
      },
    };
    flights.set(key, flight);
    return flight;
  };

  const ready = (entry: Entry, wanted: Encoding | null): Out | undefined => {
    if (wanted === null || entry.body.length < COMPRESS_THRESHOLD) return { bytes: entry.body, encoding: null };
    const bytes = entry.encoded[wanted];
    return bytes ? { bytes, encoding: wanted } : undefined;
  };

  const compressed = async (entry: Entry, wanted: Encoding): Promise<Out> => {
    try {
      const bytes = await compressor.run(entry.key, entry.body, wanted);
      cache.addEncoding(entry, wanted, bytes);
      return { bytes, encoding: wanted };
    } catch (error) {
      app.log.error(error);
      return { bytes: entry.body, encoding: null };
    }
  };

  const writeHit = (reply: FastifyReply, entry: Entry, out: Out, head: boolean): void => {
    let headers = hitHeaders.get(out.bytes);
    if (!headers) {
      headers = { ...entry.headers, 'content-length': String(out.bytes.length) };
      if (out.encoding) headers['content-encoding'] = out.encoding;
      hitHeaders.set(out.bytes, headers);
    }
    reply.raw.writeHead(200, headers);
    if (head) reply.raw.end();
    else reply.raw.end(out.bytes);
  };

  app.addHook('onRequest', (request, reply, done) => {
    const { method, headers } = request;
    if ((method !== 'GET' && method !== 'HEAD') || headers.authorization !== undefined || changesTheAnswer(headers)) return done();
    const key = cacheKeyOf(request.url, reads);
    if (key === null) return done();
    const version = cache.current();
    const etag = etagOf(version);
    if (matchesIfNoneMatch(headers['if-none-match'], etag)) {
      // Only the version is needed: the answer may be long gone from the byte cache.
      reply.hijack();
      reply.raw.writeHead(304, { etag, vary: mergeVary(null, varyOf(key)), 'cache-control': 'no-cache' });
      reply.raw.end();
      return done();
    }
    const head = method === 'HEAD';
    const entry = cache.get(key);
    if (entry) {
      serve(reply, entry, preferredEncoding(request), head, done);
      return;
    }
    const flight = flights.get(key);
    if (flight?.version === version) {
      // Right after a write every visitor misses at once: one runs tRPC, the others take its answer.
      // It started under the same version, so it is no older than any write acknowledged before this one.
      void flight.answer.then((answer) => {
        if (!answer) {
          if (!head) misses.set(request, { key, version, etag });
          return done();
        }
        joined += 1;
        serve(reply, answer, preferredEncoding(request), head, done);
      });
      return;
    }
    if (!head) misses.set(request, { key, version, etag, flight: startFlight(key, version) });
    done();
  });

  /** Writes a stored answer as a static file server would, skipping the remaining hooks. */
  const serve = (reply: FastifyReply, entry: Entry, wanted: Encoding | null, head: boolean, done: () => void): void => {
    reply.hijack();
    const out = ready(entry, wanted);
    if (out) {
      writeHit(reply, entry, out, head);
      done();
      return;
    }
    void compressed(entry, wanted as Encoding).then((later) => {
      writeHit(reply, entry, later, head);
      done();
    });
  };

  // Whatever happens to the request running a miss, the ones waiting for it go on.
  const abandon = (request: FastifyRequest): void => {
    const miss = misses.get(request);
    if (miss?.flight) miss.flight.settle(undefined);
    misses.delete(request);
  };
  app.addHook('onResponse', (request, _reply, done) => {
    abandon(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    abandon(request);
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = misses.get(request);
    if (!miss) return payload;
    misses.delete(request);
    let answer: Awaited<ReturnType<typeof answerOf>>;
    try {
      answer = await answerOf(request, reply, payload, miss);
    } finally {
      miss.flight?.settle(answer?.entry);
    }
    return answer ? answer.bytes : payload;
  });

  /** The answer of a miss, stored if it may be, in the encoding this request wants; undefined to leave it. */
  const answerOf = async (request: FastifyRequest, reply: FastifyReply, payload: unknown, miss: Miss): Promise<{ entry?: Entry; bytes: unknown } | undefined> => {
    let body: Buffer;
    let contentType: string;
    let vary: string | null | undefined;
    if (payload instanceof Response) {
      // The tRPC adapter sends a fetch Response; Fastify would copy its status and headers.
      if (payload.status !== 200 || payload.bodyUsed) return undefined;
      for (const [name, value] of payload.headers) if (isReplayable(name)) reply.header(name, value);
      body = Buffer.from(await payload.arrayBuffer());
      contentType = payload.headers.get('content-type') ?? 'application/json';
      vary = payload.headers.get('vary');
    } else if ((typeof payload === 'string' || Buffer.isBuffer(payload)) && reply.statusCode === 200) {
      body = Buffer.from(payload);
      contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      vary = reply.getHeader('vary') as string | undefined;
    } else {
      return undefined;
    }
    if (reply.getHeader('content-encoding') !== undefined || reply.getHeader('cache-control') !== undefined) {
      // Something chose to encode this answer or to restrict its caching: respect it, keep nothing.
      return { bytes: body };
    }
    for (const name of ['content-length', 'transfer-encoding']) reply.removeHeader(name);
    reply.header('content-type', contentType);
    reply.header('vary', mergeVary(vary, varyOf(miss.key)));
    reply.header('etag', miss.etag);
    reply.header('cache-control', 'no-cache');
    const fresh = newEntry(miss.key, replayableHeaders(reply.getHeaders()), body);
    // Concurrent misses of one key: the first stored answer, if the same bytes, brings its compression.
    const held = cache.get(miss.key);
    const entry = held?.body.equals(body) ? held : fresh;
    if (entry === fresh) cache.set(fresh, miss.version);
    const wanted = preferredEncoding(request);
    const out = ready(entry, wanted) ?? (await compressed(entry, wanted as Encoding));
    if (out.encoding) reply.header('content-encoding', out.encoding);
    return { entry, bytes: out.bytes };
  };

  const handle: PublicResponseCacheHandle = {
    cache,
    compressor,
    get joined() {
      return joined;
    },
  };
  handles.set(app, handle);
  return handle;
}
