import type { ApiDeps } from '@app/api';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheKeyOf, publicReads } from '../public-cache/cache-key';
import { type Compress, SingleFlightCompressor } from '../public-cache/compress';
import { etagMaker } from '../public-cache/etag';
import { frontDoorAnswer, mayBeShared, openFrontDoor } from '../public-cache/front-door';
import { HitWriter } from '../public-cache/hit-writer';
import { MissGate } from '../public-cache/miss-gate';
import { captureMiss, type Miss } from '../public-cache/miss-capture';
import { PublicResponseCache } from '../public-cache/response-store';
import { SingleFlight } from '../public-cache/single-flight';
import { preferredEncoding } from './accept-encoding';

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
 *
 * The jobs live in public-cache/: the front door on Node's request event (front-door.ts), single flight
 * (single-flight.ts), writing hits and 304s (hit-writer.ts), capturing and compressing misses
 * (miss-capture.ts). This file wires them to Fastify's hooks.
 */

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

const handles = new WeakMap<FastifyInstance, PublicResponseCacheHandle>();

/** The cache of a built server (tests read its size and budget, and count compressions). */
export const publicResponseCacheOf = (app: FastifyInstance): PublicResponseCacheHandle | undefined => handles.get(app);

/**
 * Registered first, before the security headers and the routes: a hit or a 304 is written out as is,
 * a hit with the headers the first answer carried (security headers included), and nothing else runs
 * for it; over a socket, most hits are written before Fastify even routes the request (openFrontDoor),
 * the onRequest hook serving the rest (an encoding still to compress, a key not held, inject()). The onSend hook is instance-level, so on a miss it sees the answer before the route-level
 * compression of @fastify/compress, and compresses it itself once for the cache, off the event loop.
 */
export function registerPublicResponseCache(
  app: FastifyInstance,
  deps: ApiDeps,
  options: PublicResponseCacheOptions = {},
): PublicResponseCacheHandle {
  const reads = publicReads();
  const cache = new PublicResponseCache(deps.publicCache, options.maxBytes);
  const compressor = new SingleFlightCompressor(options.compress);
  const gate = new MissGate(options.missConcurrency);
  const writer = new HitWriter(cache, compressor, app.log, etagMaker(options.etagSeed));
  const misses = new WeakMap<FastifyRequest, Miss>();
  const flights = new SingleFlight();

  // Requests whose version check already ran at the front door.
  const checked = new WeakSet<IncomingMessage>();

  app.addHook('onRequest', (request, reply, done) => {
    if (!mayBeShared(request.method, request.headers)) return done();
    if (checked.has(request.raw) || (cache.get(request.url) === undefined && cacheKeyOf(request.url, reads) === null))
      return lookup(request, reply, done);
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
    const etag = writer.currentTag(version);
    if (writer.notModified(headers, etag, entry !== undefined)) {
      reply.hijack();
      writer.writeNotModified(reply.raw, key, etag);
      return done();
    }
    const head = method === 'HEAD';
    if (entry) {
      writer.serve(reply, entry, preferredEncoding(request), head, done);
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
        flights.joined += 1;
        if (writer.notModified(headers, etag, true)) {
          reply.hijack();
          writer.writeNotModified(reply.raw, key, etag);
          return done();
        }
        writer.serve(reply, answer, preferredEncoding(request), head, done);
      });
      return;
    }
    if (head) return computeInTurn(request, reply, done);
    const started = flights.start(key, version);
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

  openFrontDoor(
    app,
    frontDoorAnswer(cache, writer, () => deps.publicCache.fresh(), checked),
  );

  // Callback style: every answer passes here, and only misses need a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const miss = misses.get(request);
    if (!miss) return done(null, payload);
    misses.delete(request);
    captureMiss(cache, writer, request, reply, payload, miss).then(
      (answer) => {
        miss.flight?.settle(answer?.entry);
        // `If-None-Match: *` is known to match only now, the answer having turned out a 200.
        if (answer?.entry && writer.notModified(request.headers, miss.etag, true)) {
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

  const handle: PublicResponseCacheHandle = {
    cache,
    compressor,
    gate,
    get joined() {
      return flights.joined;
    },
  };
  handles.set(app, handle);
  return handle;
}
