import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, preferredEncoding } from '../plugins/accept-encoding';
import { varyOf } from './cache-key';
import type { HitWriter } from './hit-writer';
import { isReplayable, mergeVary, replayableHeaders } from './replay-headers';
import { type Entry, newEntry, type PublicResponseCache } from './response-store';
import type { Flight } from './single-flight';

/** A request running a miss: what its answer is stored under, once captured. */
export interface Miss {
  key: string;
  version: number;
  etag: string;
  /** Set when this request runs the answer for others that arrived meanwhile. */
  flight?: Flight;
}

/**
 * The answer of a miss, captured as it is sent, stored if it may be, and returned in the encoding this
 * request wants (compressed once for the cache, off the event loop); undefined to leave it as it is.
 */
export async function captureMiss(
  cache: PublicResponseCache,
  writer: HitWriter,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  miss: Miss,
): Promise<{ entry?: Entry; bytes: unknown } | undefined> {
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
  const out = writer.ready(entry, wanted) ?? (await writer.compressed(entry, wanted as Encoding));
  if (out.encoding) reply.header('content-encoding', out.encoding);
  return { entry, bytes: out.bytes };
}
