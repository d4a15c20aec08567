import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Encoding } from '../plugins/accept-encoding';
import { varyOf } from './cache-key';
import type { SingleFlightCompressor } from './compress';
import { matchesIfNoneMatch } from './etag';
import { mergeVary } from './replay-headers';
import type { Entry, PublicResponseCache } from './response-store';

/** Below this size compression is not worth it (same threshold as @fastify/compress in create-server). */
const COMPRESS_THRESHOLD = 1024;

export interface Out {
  bytes: Buffer;
  encoding: Encoding | null;
}

/** Writes hits and 304s: the stored bytes in the wanted encoding (compressed once, then held), or a 304. */
export class HitWriter {
  // The tag of the current version, made again only when the version changes.
  private tagged = { version: -1, etag: '' };

  constructor(
    private readonly cache: PublicResponseCache,
    private readonly compressor: SingleFlightCompressor,
    private readonly log: FastifyBaseLogger,
    private readonly etagOf: (version: number) => string,
  ) {}

  currentTag(version: number): string {
    if (this.tagged.version !== version) this.tagged = { version, etag: this.etagOf(version) };
    return this.tagged.etag;
  }

  /** The bytes to send when already held in the wanted encoding (or not worth compressing); else undefined. */
  ready(entry: Entry, wanted: Encoding | null): Out | undefined {
    if (wanted === null || entry.body.length < COMPRESS_THRESHOLD) return { bytes: entry.body, encoding: null };
    const bytes = entry.encoded[wanted];
    return bytes ? { bytes, encoding: wanted } : undefined;
  }

  async compressed(entry: Entry, wanted: Encoding): Promise<Out> {
    try {
      const bytes = await this.compressor.run(entry.key, entry.body, wanted);
      this.cache.addEncoding(entry, wanted, bytes);
      return { bytes, encoding: wanted };
    } catch (error) {
      this.log.error(error);
      return { bytes: entry.body, encoding: null };
    }
  }

  /** Written with headers built once per entry and encoding, as a static file server would. */
  writeHit(res: ServerResponse, entry: Entry, out: Out, head: boolean): void {
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
  }

  /** Only the version is needed for a 304: the answer may be long gone from the byte cache. */
  writeNotModified(res: ServerResponse, key: string, etag: string): void {
    res.writeHead(304, { etag, vary: mergeVary(null, varyOf(key)), 'cache-control': 'no-cache' });
    res.end();
  }

  /** `exists`: the answer is known to be a 200 (held, or just made); until then `*` matches nothing. */
  notModified(headers: IncomingHttpHeaders, etag: string, exists: boolean): boolean {
    const ifNoneMatch = headers['if-none-match'];
    return ifNoneMatch !== undefined && matchesIfNoneMatch(ifNoneMatch, etag, exists);
  }

  /** Writes a stored answer as a static file server would, skipping the remaining hooks. */
  serve(reply: FastifyReply, entry: Entry, wanted: Encoding | null, head: boolean, done: () => void): void {
    reply.hijack();
    const out = this.ready(entry, wanted);
    if (out) {
      this.writeHit(reply.raw, entry, out, head);
      done();
      return;
    }
    void this.compressed(entry, wanted as Encoding).then((later) => {
      this.writeHit(reply.raw, entry, later, head);
      done();
    });
  }
}
