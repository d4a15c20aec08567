import { parse } from 'csv-parse/sync';
import { RaceFileError } from './types';

/** One record of a CSV text and the 1-based physical line where it starts. */
export type CsvRecord = { line: number; cells: string[] };

const SEPARATORS = [';', ',', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** The first line that holds anything, with its 1-based number (null for a blank text). */
export function firstFilledLine(text: string): { text: string; line: number } | null {
  const lines = text.split(/\r\n|\n|\r/);
  const index = lines.findIndex((l) => l.trim() !== '');
  const found = lines[index];
  return found === undefined ? null : { text: found, line: index + 1 };
}

/** The separator used most often in the header line outside quotes; `;` first on a tie (French Excel). */
export function detectSeparator(headerLine: string, candidates: readonly Separator[] = SEPARATORS): Separator {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: Separator = candidates[0] ?? ';';
  for (const sep of candidates) if ((counts.get(sep) ?? 0) > (counts.get(best) ?? 0)) best = sep;
  return best;
}

/** `N° dossard` → `ndossard`, `E-mail` → `email`: headers compared without case, accents or punctuation. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** Control characters other than tab and line breaks: a spreadsheet never holds them, an image does. */
export function looksBinary(text: string): boolean {
  const end = Math.min(text.length, 8192);
  let controls = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) controls++;
  }
  return controls > Math.max(2, end / 100);
}

/**
 * Reads a whole CSV text leniently: quoted fields with separators and line breaks, rows shorter or
 * longer than the header, blank lines and rows of empty cells left out.
 */
export function readCsv(text: string, separator: Separator): CsvRecord[] {
  // With `info`, csv-parse returns each record with its position; its typings do not say so.
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    // One kind of line break: csv-parse miscounts lines when a quoted cell holds a CRLF.
    parsed = parse(text.replace(/\r\n?/g, '\n'), {
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
      info: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    const line = typeof error === 'object' && error !== null && 'lines' in error && typeof error.lines === 'number' ? error.lines : null;
    throw new RaceFileError(`Fichier CSV illisible${line === null ? '' : ` (ligne ${line})`} : guillemet non fermé ?`, line);
  }
  const records: CsvRecord[] = [];
  for (const { record, info } of parsed) {
    if (record.every((cell) => cell.trim() === '')) continue;
    // csv-parse counts the line where the record ends; a record starts earlier by its embedded line breaks.
    let breaks = 0;
    for (const cell of record) if (cell.includes('\n')) breaks += cell.split('\n').length - 1;
    records.push({ line: info.lines - breaks, cells: record });
  }
  return records;
}
