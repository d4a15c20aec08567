import { parse } from 'csv-parse';
import { TimeSlice } from './time-slice';
import { RaceFileError } from './types';

/** One record of a CSV text and the 1-based physical line where it starts. */
export type CsvRecord = { line: number; cells: string[] };

const SEPARATORS = [';', ',', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** The first line that holds anything, with its 1-based number (null for a blank text); the rest of the text is not read. */
export function firstFilledLine(text: string): { text: string; line: number } | null {
  const breaks = /\r\n|\n|\r/g;
  let from = 0;
  for (let line = 1; from <= text.length; line += 1) {
    const found = breaks.exec(text);
    const to = found ? found.index : text.length;
    const content = text.slice(from, to);
    if (content.trim() !== '') return { text: content, line };
    if (!found) return null;
    from = breaks.lastIndex;
  }
  return null;
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

/** Characters handed to the CSV parser at a time: well under a millisecond of work each on an idle machine. */
const CHUNK_CHARS = 8 * 1024;
/** Characters `peekText` reads at least (what `looksBinary` looks at), and at most: no header line is that long. */
const PEEK_CHARS = 8192;
const PEEK_MAX_CHARS = 1024 * 1024;

/** The start of a text stream, at least its first filled line (whole) and PEEK_CHARS, and the rest of it. */
export async function peekText(texts: AsyncIterable<string>): Promise<{ head: string; rest: AsyncIterable<string> }> {
  const iterator = texts[Symbol.asyncIterator]();
  let head = '';
  for (;;) {
    const first = firstFilledLine(head);
    const lineDone = first !== null && /[\r\n]/.test(head.slice(head.indexOf(first.text) + first.text.length));
    if ((lineDone && head.length >= PEEK_CHARS) || head.length >= PEEK_MAX_CHARS) break;
    const next = await iterator.next();
    if (next.done) break;
    head += next.value;
  }
  const rest = { [Symbol.asyncIterator]: () => iterator };
  return { head, rest };
}

/** A text stream: `head`, then what is left of `rest`. */
export async function* joined(head: string, rest: AsyncIterable<string>): AsyncGenerator<string> {
  if (head) yield head;
  yield* rest;
}

export type CsvReadOptions = {
  /** Records (the header included) read at most: the next one stops the reading with `tooMany(itsLine)`. */
  maxRecords?: number;
  tooMany?: (line: number) => RaceFileError;
  slice?: TimeSlice;
};

const unclosedQuote = (line: number) =>
  new RaceFileError(`Fichier CSV illisible : guillemet non fermé (ligne ${line})`, line);

/** The text cut into the parser's chunks, one kind of line break (csv-parse miscounts lines when a quoted cell holds a CRLF). */
async function* parserChunks(texts: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  let carried = '';
  for await (const text of texts) {
    for (let at = 0; at < text.length; at += CHUNK_CHARS) {
      let chunk = carried + text.slice(at, at + CHUNK_CHARS);
      // A CRLF cut between two chunks stays one line break.
      carried = chunk.endsWith('\r') ? '\r' : '';
      if (carried) chunk = chunk.slice(0, -1);
      if (chunk) yield chunk.replace(/\r\n?/g, '\n');
    }
  }
  if (carried) yield '\n';
}

/**
 * Reads a CSV text leniently: quoted fields with separators and line breaks, rows shorter or longer than
 * the header, blank lines and rows of empty cells left out. The text goes to the parser in chunks, the
 * event loop getting a turn between them, and the reading stops at `maxRecords`: a file far too long is
 * refused as soon as it is known to be, the rest of it neither decoded nor parsed.
 *
 * A quote left open swallows the lines after it into one cell; csv-parse's relaxed quotes would return
 * them as that cell's value (and a message would quote them). A cell that runs over a line break and
 * holds the separator is that, and so is a quote still open at the end: « guillemet non fermé (ligne N) »,
 * N the line where the row starts.
 */
export async function readCsv(
  texts: AsyncIterable<string> | string,
  separator: Separator,
  options: CsvReadOptions = {},
): Promise<CsvRecord[]> {
  const slice = options.slice ?? new TimeSlice();
  const parser = parse({
    delimiter: separator,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
    info: true,
  });
  const records: CsvRecord[] = [];
  let lastLine = 0;
  let refused: RaceFileError | null = null;
  let failed: unknown = null;
  // With `info`, csv-parse gives each record with its position; its stream typings do not say so.
  parser.on('data', ({ record, info }: { record: string[]; info: { lines: number } }) => {
    if (refused) return;
    lastLine = info.lines;
    if (record.every((cell) => cell.trim() === '')) return;
    // csv-parse counts the line where the record ends; a record starts earlier by its embedded line breaks.
    let breaks = 0;
    let swallowed = false;
    for (const cell of record) {
      if (!cell.includes('\n')) continue;
      breaks += cell.split('\n').length - 1;
      if (cell.includes(separator)) swallowed = true;
    }
    const line = info.lines - breaks;
    if (swallowed) refused = unclosedQuote(line);
    else if (options.maxRecords !== undefined && records.length >= options.maxRecords)
      refused = options.tooMany?.(line) ?? null;
    else records.push({ line, cells: record });
  });
  parser.on('error', (error) => {
    failed ??= error;
  });
  // The lines that hold anything, to name the one where a quote left open at the end starts.
  const filled: number[] = [];
  let lineCount = 0;
  let partial = '';
  const write = (chunk: string) => new Promise<void>((resolve) => parser.write(chunk, () => resolve()));
  for await (const chunk of parserChunks(typeof texts === 'string' ? [texts] : texts)) {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      lineCount += 1;
      if (line.trim() !== '') filled.push(lineCount);
    }
    await write(chunk);
    await slice.pause();
    // Past the limit the parser is left as it is: nothing more is decoded or written to it.
    if (refused || failed) break;
  }
  if (refused) throw refused;
  if (!failed) {
    await new Promise<void>((resolve) => {
      parser.once('end', resolve);
      parser.once('error', () => resolve());
      parser.end();
    });
  }
  if (refused) throw refused;
  if (failed) {
    const error = failed as { code?: unknown; lines?: unknown };
    if (partial.trim() !== '') filled.push(lineCount + 1);
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') throw unclosedQuote(filled.find((l) => l > lastLine) ?? lastLine + 1);
    const line = typeof error.lines === 'number' ? error.lines : null;
    throw new RaceFileError(`Fichier CSV illisible${line === null ? '' : ` (ligne ${line})`}`, line);
  }
  return records;
}
