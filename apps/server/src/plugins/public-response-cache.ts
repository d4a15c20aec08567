import type { ApiDeps } from '@app/api';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheKeyOf, changesTheAnswer, publicReads, varyOf } from '../public-cache/cache-key';
import { type Compress, SingleFlightCompressor } from '../public-cache/compress';
import { MissGate } from '../public-cache/miss-gate';
import { etagMaker, matchesIfNoneMatch } from '../public-cache/etag';
import { isReplayable, mergeVary, replayableHeaders } from '../public-cache/replay-headers';
import { type Entry, newEntry, PublicResponseCache } from '../public-cache/response-store';
import { type Encoding, encodingFor, preferredEncoding } from './accept-encoding';

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
  /** Byte budget of the stored answers (all encodings); 40 MB by default. */
  maxBytes?: number;
  compress?: Compress;
  /** The ETag epoch shared by the processes of one site (etag.ts); a random one per process without. */
  etagSeed?: string;
  /** Misses computed at once (miss-gate.ts); 2 by default. */
  missConcurrency?: number;
}

export interface PublicResponseCacheHandle {
  cache: PublicResponseCache;
  compressor: SingleFlightCompressor;
  gate: MissGate;
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

/** Reads anyone may be given the same answer for (see changesTheAnswer); nothing an administrator asks. */
const mayBeShared = (method: string | undefined, headers: IncomingHttpHeaders): boolean =>
  (method === 'GET' || method === 'HEAD') && headers.authorization === undefined && !changesTheAnswer(headers);

/**
 * Hits written from Node's request event, before Fastify routes the request and builds its request,
 * reply and child logger: that work cost more than writing a small cached answer, and the cache is
 * there so that results day costs what a static file server would. Only when Fastify logs no request
 * (LOG_LEVEL above info, the production default), so no access log line is skipped, and not while
 * closing (Fastify then answers with `Connection: close`). app.inject() does not go through here: the
 * onRequest hook serves the same answers.
 */
function openFrontDoor(app: FastifyInstance, answer: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>): void {
  const server = app.server;
  const [fastifyHandler, ...others] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!fastifyHandler || others.length > 0 || ['trace', 'debug', 'info'].includes(app.log.level)) return;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.removeListener('request', fastifyHandler);
  const toFastify = (req: IncomingMessage, res: ServerResponse) => fastifyHandler.call(server, req, res);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (closing) return toFastify(req, res);
    const answered = answer(req, res);
    if (answered === false) toFastify(req, res);
    else if (answered !== true) answered.then((ok) => ok || toFastify(req, res), () => toFastify(req, res));
  });
}

/** The cache of a built server (tests read its size and budget, and count compressions). */
export const publicResponseCacheOf = (app: FastifyInstance): PublicResponseCacheHandle | undefined => handles.get(app);

/**
 * Registered first, before the security headers and the routes: a hit or a 304 is written out as is,
 * a hit with the headers the first answer carried (security headers included), and nothing else runs
 * for it; over a socket, most hits are written before Fastify even routes the request (openFrontDoor),
 * the onRequest hook serving the rest (an encoding still to compress, a key not held, inject()). The onSend hook is instance-level, so on a miss it sees the answer before the route-level
 * compression of @fastify/compress, and compresses it itself once for the cache, off the event loop.
 */
export function registerPublicResponseCache(app: FastifyInstance, deps: ApiDeps, options: PublicResponseCacheOptions = {}): PublicResponseCacheHandle {
  const reads = publicReads();
  const cache = new PublicResponseCache(deps.publicCache, options.maxBytes);
  const compressor = new SingleFlightCompressor(options.compress);
  const gate = new MissGate(options.missConcurrency);
  const etagOf = etagMaker(options.etagSeed);
  const misses = new WeakMap<FastifyRequest, Miss>();
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

  /** Written with headers built once per entry and encoding, as a static file server would. */
  const writeHit = (res: ServerResponse, entry: Entry, out: Out, head: boolean): void => {
    const encoding = out.encoding ?? 'identity';
    let headers = entry.hitHeaders[encoding];
    if (!headers) {
      headers = { ...entry.headers, 'content-length': String(out.bytes.length) };
      if (out.encoding) headers['content-encoding'] = out.encoding;
      entry.hitHeaders[encoding] = headers;
    }
    res.writeHead(200, headers);
    if (head) res.end();
    else res.end(out.bytes);
  };

  /** Only the version is needed for a 304: the answer may be long gone from the byte cache. */
  const writeNotModified = (res: ServerResponse, key: string, etag: string): void => {
    res.writeHead(304, { etag, vary: mergeVary(null, varyOf(key)), 'cache-control': 'no-cache' });
    res.end();
  };

  /** `exists`: the answer is known to be a 200 (held, or just made); until then `*` matches nothing. */
  const notModified = (headers: IncomingHttpHeaders, etag: string, exists: boolean): boolean => {
    const ifNoneMatch = headers['if-none-match'];
    return ifNoneMatch !== undefined && matchesIfNoneMatch(ifNoneMatch, etag, exists);
  };

  // The tag of the current version, made again only when the version changes.
  let tagged = { version: -1, etag: '' };
  const currentTag = (version: number): string => {
    if (tagged.version !== version) tagged = { version, etag: etagOf(version) };
    return tagged.etag;
  };

  // Requests whose version check already ran at the front door.
  const checked = new WeakSet<IncomingMessage>();

  app.addHook('onRequest', (request, reply, done) => {
    if (!mayBeShared(request.method, request.headers)) return done();
    if (checked.has(request.raw) || (cache.get(request.url) === undefined && cacheKeyOf(request.url, reads) === null)) return lookup(request, reply, done);
    // Several processes: nothing is served or stored before the version is known to include every write
    // acknowledged before this request arrived, wherever it was made (one process: always the case).
    const checking = deps.publicCache.fresh();
    if (checking === undefined) return lookup(request, reply, done);
    checking.then(
      () => lookup(request, reply, done),
      (error: Error) => done(error),
    );
  });

  const lookup = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const { method, headers, url } = request;
    // Keys are URLs, stored only when cacheKeyOf accepted them: a held entry needs no parsing.
    const entry = cache.get(url);
    const key = entry ? url : cacheKeyOf(url, reads);
    if (key === null) return done();
    const version = cache.current();
    const etag = currentTag(version);
    if (notModified(headers, etag, entry !== undefined)) {
      reply.hijack();
      writeNotModified(reply.raw, key, etag);
      return done();
    }
    const head = method === 'HEAD';
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
        if (notModified(headers, etag, true)) {
          reply.hijack();
          writeNotModified(reply.raw, key, etag);
          return done();
        }
        serve(reply, answer, preferredEncoding(request), head, done);
      });
      return;
    }
    if (head) return computeInTurn(request, reply, done);
    const started = startFlight(key, version);
    misses.set(request, { key, version, etag, flight: started });
    // Whatever happens to the request running a miss (an error, a client gone), the ones waiting go on;
    // settling twice is harmless. Only misses pay for this listener.
    reply.raw.once('close', () => {
      misses.delete(request);
      started.settle(undefined);
    });
    computeInTurn(request, reply, done);
  };

  /**
   * Lets Fastify compute an answer when the gate gives this client its turn. The turn is given back when
   * the request ends, whatever ended it: until its answer is written, a miss still has main-thread work
   * to do (the answer turned into bytes, stored, then written out).
   */
  const computeInTurn = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    let turn: 'waiting' | 'running' | 'over' = 'waiting';
    reply.raw.once('close', () => {
      if (turn === 'running') gate.leave();
      turn = 'over';
    });
    gate.enter(request.ip, () => {
      // A client gone while it waited: its turn is given back at once, nothing computed.
      if (turn === 'over') return gate.leave();
      turn = 'running';
      done();
    });
  };

  /** Writes a stored answer as a static file server would, skipping the remaining hooks. */
  const serve = (reply: FastifyReply, entry: Entry, wanted: Encoding | null, head: boolean, done: () => void): void => {
    reply.hijack();
    const out = ready(entry, wanted);
    if (out) {
      writeHit(reply.raw, entry, out, head);
      done();
      return;
    }
    void compressed(entry, wanted as Encoding).then((later) => {
      writeHit(reply.raw, entry, later, head);
      done();
    });
  };

  /**
   * What can be answered before Fastify sees the request: a 304, or a held answer already in the
   * wanted encoding. False when Fastify must go on (not held, to compress, not a shared read).
   */
  const answerAtTheDoor = (req: IncomingMessage, res: ServerResponse): boolean => {
    const { method, headers, url } = req;
    if (url === undefined || !mayBeShared(method, headers)) return false;
    const entry = cache.get(url);
    if (!entry) return false;
    const etag = currentTag(cache.current());
    if (notModified(headers, etag, true)) {
      writeNotModified(res, url, etag);
      return true;
    }
    const out = ready(entry, encodingFor(headers));
    if (!out) return false;
    writeHit(res, entry, out, method === 'HEAD');
    return true;
  };
  /** With several processes, a held answer waits for the version check first; anything else goes to Fastify. */
  const frontDoor = (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    if (req.url === undefined || !mayBeShared(req.method, req.headers) || cache.get(req.url) === undefined) return false;
    const checking = deps.publicCache.fresh();
    if (checking === undefined) return answerAtTheDoor(req, res);
    return checking.then(() => {
      checked.add(req);
      return answerAtTheDoor(req, res);
    });
  };
  openFrontDoor(app, frontDoor);

  // Callback style: every answer passes here, and only misses need a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const miss = misses.get(request);
    if (!miss) return done(null, payload);
    misses.delete(request);
    answerOf(request, reply, payload, miss).then(
      (answer) => {
        miss.flight?.settle(answer?.entry);
        // `If-None-Match: *` is known to match only now, the answer having turned out a 200.
        if (answer?.entry && notModified(request.headers, miss.etag, true)) {
          reply.code(304);
          for (const name of ['content-type', 'content-encoding', 'content-length']) reply.removeHeader(name);
          return done(null, null);
        }
        done(null, answer ? answer.bytes : payload);
      },
      (error: Error) => {
        miss.flight?.settle(undefined);
        done(error);
      },
    );
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
    gate,
    get joined() {
      return joined;
    },
  };
  handles.set(app, handle);
  return handle;
}
