import { readFileSync } from 'node:fs';

/** A sample file of this folder, as the upload would give it. */
export const readFixture = (name: string): Uint8Array => readFileSync(new URL(name, import.meta.url));

/** Bytes of a text as a program would write it: UTF-8 (optionally with a BOM) or Windows-1252. */
export function bytesOf(text: string, encoding: 'utf8' | 'utf8-bom' | 'windows-1252' = 'utf8'): Uint8Array {
  // Latin-1 and Windows-1252 agree on every accented letter of French; the texts here avoid 0x80–0x9F.
  if (encoding === 'windows-1252') return Buffer.from(text, 'latin1');
  const utf8 = Buffer.from(text, 'utf8');
  return encoding === 'utf8-bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]) : utf8;
}

/** The bytes of a PNG image's start: what a wrong file picked in the upload dialog looks like. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0, 1, 0, 8, 6,
  0, 0, 0,
]);
