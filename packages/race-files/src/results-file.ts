import { looksBinary } from './csv-text';
import { decodeText } from './decode-text';
import { ergRaceLanes, parseErgRaceResults, parseJson } from './ergrace-results';
import { parseCsvResults, readResultsCsv } from './csv-results';
import { type ParsedResults, RaceFileError } from './types';
import { parseVraResults, VRA_SIGNATURE } from './vra-results';

const UNKNOWN =
  'Fichier non reconnu : ni résultats ErgRace (.json), ni Venue Racing (Results.txt), ni CSV avec les colonnes place, nom et temps';

/**
 * Reads a race's results file, whatever wrote it: the format comes from the content (the name only
 * helps to say that a `.json` file is damaged), since organisers rename files freely.
 */
export function parseResultsFile(bytes: Uint8Array, fileName?: string): ParsedResults {
  const { text } = decodeText(bytes);
  if (looksBinary(text)) throw new RaceFileError(UNKNOWN, null);
  const start = text.trimStart();
  if (start.startsWith('{') || (start === '' && fileName?.toLowerCase().endsWith('.json'))) {
    const lanes = ergRaceLanes(parseJson(text));
    if (!lanes) throw new RaceFileError(UNKNOWN, null);
    return parseErgRaceResults(text, lanes);
  }
  if (start.split(/\r\n|\n|\r/, 1)[0]?.trim() === VRA_SIGNATURE) return parseVraResults(text);
  const csv = readResultsCsv(text);
  if (csv) return parseCsvResults(csv);
  throw new RaceFileError(UNKNOWN, null);
}
