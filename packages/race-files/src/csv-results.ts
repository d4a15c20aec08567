import type { ImportNote } from '@app/contract';
import {
  type CsvReadOptions,
  type CsvRecord,
  detectSeparator,
  firstFilledLine,
  headerKey,
  joined,
  readCsv,
} from './csv-text';
import { quoted } from './notes';
import { parseRaceTime } from './race-time';
import { type DraftRow, finishResults, noTimeWarning, readPlace, statusWord, unreadablePlace } from './result-rows';
import type { ParsedResults } from './types';

type Column = 'place' | 'name' | 'firstName' | 'club' | 'category' | 'time' | 'status' | 'externalId' | 'bib' | 'lane';

const HEADERS: Record<Column, string[]> = {
  place: ['Place', 'Rang', 'Classement', 'Clt', 'Rank', 'Position', 'Pos'],
  name: [
    'Nom',
    'Athlète',
    'Athlete',
    'Rameur',
    'Rameuse',
    'Name',
    'Participant',
    'Concurrent',
    'Boat/Team Name',
    'Nom prénom',
    'Nom et prénom',
  ],
  firstName: ['Prénom', 'First name'],
  club: ['Club', 'Affiliation', 'Association', 'Équipe', 'Team'],
  category: ['Catégorie', 'Category', 'Class', 'Cat'],
  time: ['Temps', 'Time', 'Chrono', 'Temps final', 'Time Rowed', 'Résultat', 'Result'],
  status: ['Statut', 'Status', 'État'],
  externalId: ['ID', 'Identifiant', 'N° inscription', 'Registration id'],
  bib: ['Dossard', 'N° dossard', 'Bib', 'Bib number'],
  lane: ['Couloir', 'Lane'],
};
const COLUMN_BY_KEY = new Map<string, Column>(
  Object.entries(HEADERS).flatMap(([column, names]) => names.map((n) => [headerKey(n), column as Column] as const)),
);

type Columns = Partial<Record<Column, number>>;

function columnsOf(headers: string[]): Columns {
  const columns: Columns = {};
  headers.forEach((header, index) => {
    const column = COLUMN_BY_KEY.get(headerKey(header));
    if (column && columns[column] === undefined) columns[column] = index;
  });
  return columns;
}

/**
 * The header and records of a results CSV, or null when its first line does not name place, name and
 * time: `head` holds that line, `rest` the text after it (read only as far as the options allow).
 */
export async function readResultsCsv(
  head: string,
  rest: AsyncIterable<string>,
  options: CsvReadOptions = {},
): Promise<{ columns: Columns; records: CsvRecord[] } | null> {
  const first = firstFilledLine(head);
  if (!first) return null;
  const separator = detectSeparator(first.text, [';', ',', '\t']);
  const headerColumns = columnsOf(first.text.split(separator).map((h) => h.replace(/"/g, '').trim()));
  if (headerColumns.place === undefined || headerColumns.name === undefined || headerColumns.time === undefined)
    return null;
  const [header, ...records] = await readCsv(joined(head, rest), separator, options);
  if (!header) return null;
  return { columns: columnsOf(header.cells.map((h) => h.trim())), records };
}

/** Reads a results spreadsheet: columns by header, status words in the time, place or status column. */
export function parseCsvResults({ columns, records }: { columns: Columns; records: CsvRecord[] }): ParsedResults {
  const drafts: DraftRow[] = [];
  const warnings: ImportNote[] = [];
  const errors: ImportNote[] = [];
  const cell = (cells: string[], column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  for (const { line, cells } of records) {
    const where = `Ligne ${line}`;
    const lastName = cell(cells, 'name');
    const firstName = cell(cells, 'firstName');
    // A separate first-name column: `Prénom NOM`, which normalisation then recases.
    const name = firstName ? `${firstName} ${lastName}`.trim() : lastName;
    const rawTime = cell(cells, 'time');
    const rawPlace = cell(cells, 'place');
    if (!name) {
      errors.push({ line, message: `${where} : nom manquant` });
      continue;
    }
    const status = statusWord(cell(cells, 'status')) ?? statusWord(rawTime) ?? statusWord(rawPlace);
    const time = rawTime && !statusWord(rawTime) ? parseRaceTime(rawTime) : null;
    if (rawTime && !statusWord(rawTime) && !time) {
      errors.push({ line, message: `${where} : temps illisible ${quoted(rawTime)}` });
      continue;
    }
    const finished = !status && time !== null && time.seconds > 0;
    const rank = readPlace(rawPlace);
    if (rank === undefined) {
      errors.push({ line, message: unreadablePlace(where, rawPlace) });
      continue;
    }
    if (!finished && !status) warnings.push({ line, message: noTimeWarning(where, name) });
    const lane = Number(cell(cells, 'lane'));
    drafts.push({
      line,
      where,
      status: finished ? 'finished' : (status ?? 'dnf'),
      rank,
      rawName: name,
      club: cell(cells, 'club'),
      category: cell(cells, 'category'),
      time: finished ? time : null,
      externalId: cell(cells, 'externalId') || null,
      bib: cell(cells, 'bib') || null,
      lane: Number.isInteger(lane) && lane > 0 ? lane : null,
    });
  }
  return finishResults('csv', drafts, warnings, errors);
}
