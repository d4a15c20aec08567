import * as CFB from 'cfb';
import { unzipSync } from 'fflate';

// The detector trusts a few markers ([Content_Types].xml for zips, the CFB magic for old Office
// files); a file only counts as Word or Excel when its container holds that application's main part.

const ZIP_PARTS = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml' } as const;
const CFB_STREAMS = { doc: ['WordDocument'], xls: ['Workbook', 'Book'] } as const;
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Names listed in the zip's central directory; nothing is inflated (the filter refuses every entry). */
function zipEntryNames(bytes: Uint8Array): Set<string> | undefined {
  const names = new Set<string>();
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.add(file.name);
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return names;
}

/** The format a zip claims (docx or xlsx) when its central directory holds the main part and the content types. */
export function zipOfficeFormat(bytes: Uint8Array, claimed: 'docx' | 'xlsx'): 'docx' | 'xlsx' | undefined {
  const names = zipEntryNames(bytes);
  return names?.has('[Content_Types].xml') && names.has(ZIP_PARTS[claimed]) ? claimed : undefined;
}

/** 'doc' or 'xls' when a well-formed compound file (header, sectors, directory) has Word's or Excel's main stream at its root. */
export function cfbOfficeFormat(bytes: Buffer): 'doc' | 'xls' | undefined {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(CFB_MAGIC)) return undefined;
  let rootStreams: string[];
  try {
    const container = CFB.parse(bytes, { type: 'buffer' });
    rootStreams = container.FileIndex.filter((entry, i) => entry.type === 2 && /^[^/]+\/[^/]+$/.test(container.FullPaths[i] ?? '')).map((entry) => entry.name);
  } catch {
    return undefined;
  }
  if (CFB_STREAMS.doc.some((name) => rootStreams.includes(name))) return 'doc';
  if (CFB_STREAMS.xls.some((name) => rootStreams.includes(name))) return 'xls';
  return undefined;
}
