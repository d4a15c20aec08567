import { TextDecoder } from 'node:util';
import { type ByteSource, toSource } from './byte-source';
import { TimeSlice } from './time-slice';
import type { DecodedText } from './types';

// Windows-1252 bytes 0x80–0x9F (’ € œ …). Some Node versions decode them as ISO-8859-1 control
// characters (nodejs/node#56542), so they are mapped here; the five unassigned bytes stay as they are.
const C1_TO_WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const fromC1 = (text: string) =>
  text.replace(/[\u0080-\u009f]/g, (c) => C1_TO_WINDOWS_1252[c.charCodeAt(0) - 0x80] ?? c);

const isBom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/** Thrown by the UTF-8 reading when a byte sequence is not UTF-8: the file is then read as Windows-1252. */
class NotUtf8 extends Error {}

/** The file's text a slice at a time: UTF-8 (a BOM dropped, NotUtf8 at the first invalid byte) or Windows-1252. */
async function* textOf(source: ByteSource, utf8: boolean, slice: TimeSlice): AsyncGenerator<string> {
  // The BOM is dropped here, whatever the encoding the file is then read in.
  const decoder = utf8 ? new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }) : new TextDecoder('windows-1252');
  let first = true;
  try {
    for await (const read of source.slices(slice)) {
      const bytes = first && isBom(read) ? read.subarray(3) : read;
      first = false;
      // `stream` keeps a character cut between two slices for the next one.
      const text = decoder.decode(bytes, { stream: true });
      if (text) yield utf8 ? text : fromC1(text);
    }
    const rest = decoder.decode();
    if (rest) yield utf8 ? rest : fromC1(rest);
  } catch (error) {
    if (utf8 && error instanceof TypeError && (error as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA')
      throw new NotUtf8();
    throw error;
  }
}

const hasBom = async (source: ByteSource, slice: TimeSlice) => {
  for await (const bytes of source.slices(slice)) return isBom(bytes);
  return false;
};

/**
 * Spreadsheets and race computers write UTF-8 (with or without a BOM) or, from older Windows tools,
 * Windows-1252: a strict UTF-8 read tells them apart, since Windows-1252 accents are invalid UTF-8.
 * `read` gets the text a slice at a time and may stop early (a file past its row limit); when a byte
 * turns out not to be UTF-8, it starts again from the beginning on the Windows-1252 text.
 */
export async function readText<T>(
  file: Uint8Array | ByteSource,
  read: (texts: AsyncIterable<string>) => Promise<T>,
  slice = new TimeSlice(),
): Promise<{ value: T; encoding: string }> {
  const source = toSource(file);
  try {
    const value = await read(textOf(source, true, slice));
    return { value, encoding: (await hasBom(source, slice)) ? 'UTF-8 (BOM)' : 'UTF-8' };
  } catch (error) {
    if (!(error instanceof NotUtf8)) throw error;
    return { value: await read(textOf(source, false, slice)), encoding: 'Windows-1252' };
  }
}

/** Every slice of a text stream, joined. */
export async function wholeText(texts: AsyncIterable<string>): Promise<string> {
  const parts: string[] = [];
  for await (const text of texts) parts.push(text);
  return parts.join('');
}

/** The whole text of a file, and its encoding. */
export async function decodeText(file: Uint8Array | ByteSource, slice = new TimeSlice()): Promise<DecodedText> {
  const { value, encoding } = await readText(file, wholeText, slice);
  return { text: value, encoding };
}
