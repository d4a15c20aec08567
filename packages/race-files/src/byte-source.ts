import type { TimeSlice } from './time-slice';
import { RaceFileError } from './types';

// A file is read a slice at a time, from its bytes or from the base64 the tRPC imports carry: the
// reading can stop at the first slices (a file past its row limit is refused without decoding the
// rest), and start again from the beginning when its encoding turns out not to be UTF-8.

/** A file's bytes, by slices, as many times as asked. */
export type ByteSource = {
  /** Bytes in all (for base64, what it decodes to). */
  size: number;
  slices: (slice: TimeSlice) => AsyncIterable<Uint8Array>;
};

/** Bytes per slice: well under a millisecond of decoding each. */
const SLICE_BYTES = 256 * 1024;

/** Bytes in memory: one buffer, or the chunks a stream gave (not joined: that would copy them all once more). */
export function bytesSource(bytes: Uint8Array | readonly Uint8Array[]): ByteSource {
  const chunks = bytes instanceof Uint8Array ? [bytes] : bytes;
  return {
    size: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
    async *slices(slice) {
      for (const chunk of chunks) {
        for (let at = 0; at < chunk.length; at += SLICE_BYTES) {
          yield chunk.subarray(at, at + SLICE_BYTES);
          await slice.pause();
        }
      }
    },
  };
}

export const NOT_BASE64 = 'Contenu du fichier invalide (base64 attendu)';
const BODY = /^[A-Za-z0-9+/]*$/;
const END = /^[A-Za-z0-9+/]*={0,2}\s*$/;

/**
 * A file sent as base64, checked and decoded a slice at a time (a schema's regular expression and one
 * `Buffer.from` over 8 MB held the event loop for some 30 ms, and kept a second copy). MIME's line
 * breaks are allowed.
 */
export function base64Source(text: string): ByteSource {
  const compact = text.includes('\n') || text.includes('\r') ? text.replace(/[\r\n]/g, '') : text;
  // Whole groups of four characters (three bytes): each slice decodes on its own.
  const chars = 4 * Math.floor(SLICE_BYTES / 3);
  // The end looked at from the end: a regular expression anchored at `$` still tries every position.
  const trimmed = compact.trimEnd();
  const padding = trimmed.endsWith('==') ? 2 : trimmed.endsWith('=') ? 1 : 0;
  return {
    size: Math.floor(((trimmed.length - padding) * 3) / 4),
    async *slices(slice) {
      for (let at = 0; at < compact.length; at += chars) {
        const part = compact.slice(at, at + chars);
        if (!(at + chars >= compact.length ? END : BODY).test(part)) throw new RaceFileError(NOT_BASE64, null);
        yield Buffer.from(part, 'base64');
        await slice.pause();
      }
    },
  };
}

export const toSource = (file: Uint8Array | ByteSource): ByteSource =>
  file instanceof Uint8Array ? bytesSource(file) : file;
