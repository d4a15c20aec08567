import type { ImportNote } from '@app/contract';
import { quoted } from './notes';
import { parseRaceTime } from './race-time';
import { type DraftRow, finishResults, noTimeWarning, readPlace, statusWord, unreadablePlace } from './result-rows';
import { type ParsedResults, RaceFileError } from './types';

const SUMMARY_HEADER = [
  'Place',
  'Time Rowed',
  'Meters Rowed',
  'Boat/Team Name',
  'Avg. Pace',
  'ID',
  'Bib Number',
  'Class',
];
const NAME_COLUMN = SUMMARY_HEADER.indexOf('Boat/Team Name');

const sameName = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

/** First line of a Venue Racing results file. */
export const VRA_SIGNATURE = 'Race Results';

/**
 * Splits a summary row (no quoting in VRA files). A name typed with a comma (`DUPONT, Jean`) gives extra
 * fields: they are joined back into the name when the field after it still reads as a pace. Trailing
 * empty fields beyond the header are dropped only when that explains the count.
 */
function summaryFields(line: string): string[] | null {
  const all = line.split(',');
  for (let length = all.length; length >= SUMMARY_HEADER.length; length--) {
    const fields = all.slice(0, length);
    const extra = length - SUMMARY_HEADER.length;
    if (extra === 0) return fields;
    if (parseRaceTime(fields[NAME_COLUMN + extra + 1] ?? '')) {
      const name = fields.slice(NAME_COLUMN, NAME_COLUMN + extra + 1).join(',');
      return [...fields.slice(0, NAME_COLUMN), name, ...fields.slice(NAME_COLUMN + extra + 1)];
    }
    if (all[length - 1]?.trim() !== '') return null;
  }
  return null;
}

/** The lines of a text one at a time, without splitting the whole text first. */
function* linesOf(text: string): Generator<string> {
  const breaks = /\r\n|\n|\r/g;
  let from = 0;
  for (;;) {
    const found = breaks.exec(text);
    yield text.slice(from, found ? found.index : text.length);
    if (!found) return;
    from = breaks.lastIndex;
  }
}

/** Lines before the summary's header looked at: it is the fourth in every known file. */
const HEADER_WITHIN = 50;

/**
 * Lanes from the Detailed Results table (`Place,Lane,Rower Name,,Time,…`), by place and name: one row per
 * lane, so no more than `rows` rows are read (and blank lines, at most as many).
 */
function detailedLanes(lines: Iterator<string>, rows: number): Map<string, number> {
  const lanes = new Map<string, number>();
  let read = 0;
  for (let next = lines.next(); !next.done && read < 2 * rows + 10; next = lines.next()) {
    read += 1;
    if (next.value.trim() === 'Detailed Results') break;
  }
  for (let next = lines.next(), left = 2 * rows + 10; !next.done && left > 0; next = lines.next(), left -= 1) {
    const [place = '', lane = '', name = ''] = next.value.split(',');
    const laneNumber = Number(lane.trim());
    if (!name.trim() || !Number.isInteger(laneNumber) || laneNumber <= 0) continue;
    lanes.set(`${place.trim()}|${sameName(name)}`, laneNumber);
    if (!lanes.has(sameName(name))) lanes.set(sameName(name), laneNumber);
  }
  return lanes;
}

/**
 * Reads a Concept2 Venue Racing `Results.txt` (race-files.md): the summary table, lanes from the detail.
 * Line by line, the summary stopped past `maxRows` rows: a race's file is a few kilobytes, and what lies
 * beyond the tables is not read.
 */
export function parseVraResults(
  source: string,
  limits: { maxRows: number; tooMany: (line: number) => RaceFileError },
): ParsedResults {
  const lines = linesOf(source);
  let headerLine = 0;
  let lineCount = 0;
  for (let next = lines.next(); !next.done && lineCount < HEADER_WITHIN; next = lines.next()) {
    lineCount += 1;
    if (lineCount >= 3 && next.value.trim().startsWith('Place,Time Rowed')) {
      headerLine = lineCount;
      break;
    }
  }
  if (headerLine === 0) {
    const ended = lineCount < HEADER_WITHIN;
    // A file ending with a line break has one more, empty, line: the text stops on the one before.
    const last = ended && /(\r\n|\n|\r)\s*$/.test(source) ? lineCount - 1 : lineCount;
    throw new RaceFileError(
      ended
        ? `Fichier Venue Racing incomplet : il s’arrête à la ligne ${last} sans le tableau des résultats (Place,Time Rowed,…)`
        : `Fichier Venue Racing illisible : pas de tableau des résultats (Place,Time Rowed,…) dans ses ${HEADER_WITHIN} premières lignes`,
      ended ? last : null,
    );
  }
  const summary: { line: number; text: string }[] = [];
  for (
    let next = lines.next(), line = headerLine + 1;
    !next.done && next.value.trim() !== '';
    next = lines.next(), line += 1
  ) {
    if (summary.length === limits.maxRows) throw limits.tooMany(line);
    summary.push({ line, text: next.value });
  }
  const lanes = detailedLanes(lines, summary.length);

  const drafts: DraftRow[] = [];
  const warnings: ImportNote[] = [];
  const errors: ImportNote[] = [];
  for (const { line, text } of summary) {
    const where = `Ligne ${line}`;
    const fields = summaryFields(text);
    if (!fields) {
      errors.push({
        line,
        message: `${where} : ligne illisible (${SUMMARY_HEADER.length} champs attendus séparés par des virgules)`,
      });
      continue;
    }
    const [place = '', rawTime = '', , name = '', , id = '', bib = '', category = ''] = fields.map((f) => f.trim());
    const status = statusWord(rawTime) ?? statusWord(place);
    const time = rawTime && !statusWord(rawTime) ? parseRaceTime(rawTime) : null;
    if (rawTime && !statusWord(rawTime) && !time) {
      errors.push({ line, message: `${where} : temps illisible ${quoted(rawTime)}` });
      continue;
    }
    const rank = readPlace(place);
    if (rank === undefined) {
      errors.push({ line, message: unreadablePlace(where, place) });
      continue;
    }
    const finished = !status && time !== null && time.seconds > 0;
    if (!finished && !status) warnings.push({ line, message: noTimeWarning(where, name) });
    drafts.push({
      line,
      where,
      status: finished ? 'finished' : (status ?? 'dnf'),
      rank,
      rawName: name,
      club: '',
      category,
      time: finished ? time : null,
      externalId: id || null,
      bib: bib || null,
      lane: lanes.get(`${place}|${sameName(name)}`) ?? lanes.get(sameName(name)) ?? null,
    });
  }
  return finishResults('vra', drafts, warnings, errors);
}
