import * as CFB from 'cfb';

// Files for the upload tests (rest/upload-hostile.rest.test.ts), built byte by byte: Office zips with their
// content types (right, macro-enabled or hiding an HTML page), compound files real and fake, image headers.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A stored (uncompressed) zip archive, enough for format detection. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}
const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/x.xml" ContentType="${main}.main+xml"/></Types>`;
export const DOCX = zip({
  '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  'word/document.xml': '<w:document/>',
});
export const XLSX = zip({
  '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  'xl/workbook.xml': '<workbook/>',
});
export const DOCM = zip({
  '[Content_Types].xml': contentTypes('application/vnd.ms-word.document.macroEnabled'),
  'word/document.xml': '<w:document/>',
});
export const PLAIN_ZIP = zip({ 'readme.txt': 'hello' });
// The content types say Word, but the main part is missing: an HTML page in a .docx wrapper.
export const HTML_DOCX = zip({
  '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  'index.html': '<html><script>alert(1)</script></html>',
});
export const HTML_XLSX = zip({
  '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  'word/document.xml': '<w:document/>',
});

/** A real compound file (Word/Excel 97-2003 container), written by SheetJS's cfb, holding these streams. */
export function cfb(...streams: string[]): Buffer {
  const container = CFB.utils.cfb_new();
  for (const stream of streams) CFB.utils.cfb_add(container, `/${stream}`, Buffer.alloc(4096, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
/** Only the CFB magic and the stream name somewhere: no valid header, no sectors, no directory. */
export function fakeCfb(stream: string): Buffer {
  const buf = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(buf, 0);
  buf.writeUInt16LE(0x3e, 24);
  buf.writeUInt16LE(3, 26);
  buf.writeUInt16LE(0xfffe, 28);
  buf.writeUInt16LE(9, 30);
  buf.writeUInt32LE(1, 48);
  Buffer.from('Root Entry\0', 'utf16le').copy(buf, 1024);
  Buffer.from(`${stream}\0`, 'utf16le').copy(buf, 1024 + 128);
  return buf;
}
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xd9]),
]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32, 0),
]);
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 0)]);
