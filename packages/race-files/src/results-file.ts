import { RACE_MAX_RESULTS } from '@app/contract';
import { type ByteSource, toSource } from './byte-source';
import { firstFilledLine, looksBinary, peekText } from './csv-text';
import { readText, wholeText } from './decode-text';
import { ergRaceLanes, parseErgRaceResults, parseJson } from './ergrace-results';
import { parseCsvResults, readResultsCsv } from './csv-results';
import { count } from './notes';
import { TimeSlice } from './time-slice';
import { type ParsedResults, RaceFileError } from './types';
import { parseVraResults, VRA_SIGNATURE } from './vra-results';

const UNKNOWN =
  'Fichier non reconnu : ni résultats ErgRace (.json), ni Venue Racing (Results.txt), ni CSV avec les colonnes place, nom et temps';

/**
 * Largest ErgRace file read. JSON is parsed in one go (it cannot be cut into slices), so its size bounds
 * how long the parse holds the event loop: 2 MB takes some 10 ms, and a race's file, splits included, is
 * under 100 KB for the largest venues (a few dozen ergometers).
 */
export const ERGRACE_MAX_BYTES = 2 * 1024 * 1024;

export type ResultsReadLimits = {
  /** Results a race may hold: the reading stops at the next row (default RACE_MAX_RESULTS). */
  maxRows?: number;
};

/** The refusal of a file with more rows than a race holds, naming the limit and the line where reading stopped. */
export const tooManyResults = (max: number) => (line: number | null) =>
  new RaceFileError(
    `Trop de lignes : plus de ${count(max)} résultats, le maximum d’une épreuve (lecture arrêtée${line === null ? '' : ` ligne ${line}`})`,
    line,
  );

/**
 * Reads a race's results file, whatever wrote it: the format comes from the content (the name only
 * helps to say that a `.json` file is damaged), since organisers rename files freely. The file is
 * decoded and read a slice at a time (the event loop gets a turn between them), and a CSV no further
 * than `maxRows` rows: a file far longer is refused without the rest of it being decoded.
 */
export async function parseResultsFile(
  file: Uint8Array | ByteSource,
  fileName?: string,
  limits: ResultsReadLimits = {},
): Promise<ParsedResults> {
  const maxRows = limits.maxRows ?? RACE_MAX_RESULTS;
  const source = toSource(file);
  const slice = new TimeSlice();
  const read = async (texts: AsyncIterable<string>): Promise<ParsedResults> => {
    const { head, rest } = await peekText(texts);
    if (looksBinary(head)) throw new RaceFileError(UNKNOWN, null);
    const first = firstFilledLine(head);
    if (first?.text.trimStart().startsWith('{') || (!first && fileName?.toLowerCase().endsWith('.json'))) {
      if (source.size > ERGRACE_MAX_BYTES) {
        throw new RaceFileError(
          `Fichier ErgRace trop volumineux : ${ERGRACE_MAX_BYTES / 1024 / 1024} Mo au plus pour les résultats d’une épreuve`,
          null,
        );
      }
      const text = head + (await wholeText(rest));
      const lanes = ergRaceLanes(parseJson(text));
      if (!lanes) throw new RaceFileError(UNKNOWN, null);
      if (lanes.length > maxRows) throw tooManyResults(maxRows)(null);
      return parseErgRaceResults(text, lanes);
    }
    if (first?.text.trim() === VRA_SIGNATURE)
      return parseVraResults(head + (await wholeText(rest)), { maxRows, tooMany: tooManyResults(maxRows) });
    const csv = await readResultsCsv(head, rest, { maxRecords: maxRows + 1, tooMany: tooManyResults(maxRows), slice });
    if (csv) return parseCsvResults(csv);
    throw new RaceFileError(UNKNOWN, null);
  };
  return (await readText(source, read, slice)).value;
}
