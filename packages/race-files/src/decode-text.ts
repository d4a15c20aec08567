import type { DecodedText } from './types';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

// Windows-1252 bytes 0x80–0x9F (’ € œ …). Some Node versions decode them as ISO-8859-1 control
// characters (nodejs/node#56542), so they are mapped here; the five unassigned bytes stay as they are.
const C1_TO_WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  return windows1252.decode(bytes).replace(/[\u0080-\u009f]/g, (c) => C1_TO_WINDOWS_1252[c.charCodeAt(0) - 0x80] ?? c);
}

/**
 * Spreadsheets and race computers write UTF-8 (with or without a BOM) or, from older Windows tools,
 * Windows-1252: a strict UTF-8 read tells them apart, since Windows-1252 accents are invalid UTF-8.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: strictUtf8.decode(body), encoding: hasBom ? 'UTF-8 (BOM)' : 'UTF-8' };
  } catch {
    return { text: decodeWindows1252(body), encoding: 'Windows-1252' };
  }
}
