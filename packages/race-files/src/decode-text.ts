import { TextDecoder } from 'node:util';
import { TimeSlice } from './time-slice';
import type { DecodedText } from './types';

// Windows-1252 bytes 0x80–0x9F (’ € œ …). Some Node versions decode them as ISO-8859-1 control
// characters (nodejs/node#56542), so they are mapped here; the five unassigned bytes stay as they are.
const C1_TO_WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Bytes decoded per slice: a few milliseconds each, however large the file. */
const SLICE_BYTES = 256 * 1024;

const fromC1 = (text: string) => text.replace(/[\u0080-\u009f]/g, (c) => C1_TO_WINDOWS_1252[c.charCodeAt(0) - 0x80] ?? c);

async function decodeSliced(decoder: TextDecoder, bytes: Uint8Array, slice: TimeSlice, map = (part: string) => part): Promise<string> {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
    // `stream` keeps a character cut between two slices for the next one.
    parts.push(map(decoder.decode(bytes.subarray(at, at + SLICE_BYTES), { stream: at + SLICE_BYTES < bytes.length })));
    await slice.pause();
  }
  parts.push(map(decoder.decode()));
  return parts.join('');
}

/**
 * Spreadsheets and race computers write UTF-8 (with or without a BOM) or, from older Windows tools,
 * Windows-1252: a strict UTF-8 read tells them apart, since Windows-1252 accents are invalid UTF-8.
 * Decoded a slice at a time (8 MB at once held the event loop for some 50 ms).
 */
export async function decodeText(bytes: Uint8Array, slice = new TimeSlice()): Promise<DecodedText> {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: await decodeSliced(new TextDecoder('utf-8', { fatal: true }), body, slice), encoding: hasBom ? 'UTF-8 (BOM)' : 'UTF-8' };
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return { text: await decodeSliced(new TextDecoder('windows-1252'), body, slice, fromC1), encoding: 'Windows-1252' };
  }
}
