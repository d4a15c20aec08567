import type { Encoding } from '../plugins/accept-encoding';

export interface Entry {
  readonly key: string;
  /** The answer's headers as first sent (security headers, ETag included), without framing ones. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
  /** The status line's headers of a hit, built once per encoding sent (`identity` uncompressed). */
  readonly hitHeaders: Partial<Record<Encoding | 'identity', Record<string, string>>>;
  /** What this entry counts against the budget. */
  bytes: number;
  /** Read since eviction last looked at it (second chance). */
  used: boolean;
}

/**
 * 40 MB: about twice the whole public site at results-day size (the sitemap's 136 pages and the four
 * API lists, raw and brotli: 18.5 MB). The process retains a few MB more than its bodies (entries,
 * headers, the map), so the cache stays well within 64 MB of memory whatever visitors send.
 */
export const DEFAULT_MAX_BYTES = 40 * 1024 * 1024;
/** 3,000 results are 1.2 MB of JSON; nothing much larger is kept. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export function newEntry(key: string, headers: Record<string, string>, body: Buffer): Entry {
  let bytes = Buffer.byteLength(key) + body.length;
  for (const [name, value] of Object.entries(headers)) bytes += name.length + value.length;
  return { key, headers, body, encoded: {}, hitHeaders: {}, bytes, used: false };
}

/**
 * Whole public answers of one data version, least recently used dropped first, bounded by their bytes
 * (key, raw body, every stored encoding): query strings are the visitor's, so neither the number of keys
 * nor their size may grow with what visitors send. Recency is kept the "second chance" way: a hit only
 * marks its entry, and eviction moves marked entries to the back instead of dropping them, so the hit
 * path, run for nearly every public request, never reorders the map.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, Entry>();
  private version: number;
  private total = 0;

  constructor(
    private readonly source: { readonly version: number },
    private maxBytes = DEFAULT_MAX_BYTES,
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
    const entry = this.entries.get(key);
    if (entry) entry.used = true;
    return entry;
  }

  set(entry: Entry, startedAt: number): void {
    this.sync();
    if (startedAt !== this.version || entry.body.length > MAX_BODY_BYTES || entry.bytes > this.maxBytes) return;
    const previous = this.entries.get(entry.key);
    if (previous) this.total -= previous.bytes;
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
    this.total += entry.bytes;
    this.evict();
  }

  /** Keeps one more encoding of an entry; counted only while the entry is still held. */
  addEncoding(entry: Entry, encoding: Encoding, bytes: Buffer): void {
    if (entry.encoded[encoding]) return;
    entry.encoded[encoding] = bytes;
    entry.bytes += bytes.length;
    if (this.entries.get(entry.key) === entry) {
      this.total += bytes.length;
      this.evict();
    }
  }

  /** Another budget (tests use a small one); evicts at once to fit. */
  resize(maxBytes: number): void {
    this.maxBytes = maxBytes;
    this.evict();
  }

  get bytes(): number {
    this.sync();
    return this.total;
  }

  get size(): number {
    this.sync();
    return this.entries.size;
  }

  private evict(): void {
    // Each entry moves back at most once (its mark is cleared), so this ends.
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes) return;
      this.entries.delete(key);
      if (entry.used) {
        entry.used = false;
        this.entries.set(key, entry);
      } else {
        this.total -= entry.bytes;
      }
    }
  }

  private sync(): void {
    if (this.source.version !== this.version) {
      this.entries.clear();
      this.total = 0;
      this.version = this.source.version;
    }
  }
}
