import type { ImportNote } from '@app/contract';
import { parseRaceTime } from './race-time';
import { type DraftRow, finishResults, noTimeWarning, readPlace, statusWord, unreadablePlace } from './result-rows';
import { type ParsedResults, RaceFileError } from './types';

const SUMMARY_HEADER = ['Place', 'Time Rowed', 'Meters Rowed', 'Boat/Team Name', 'Avg. Pace', 'ID', 'Bib Number', 'Class'];
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

/** Lanes from the Detailed Results table (`Place,Lane,Rower Name,,Time,…`), by place and name. */
function detailedLanes(lines: string[], from: number): Map<string, number> {
  const lanes = new Map<string, number>();
  const start = lines.findIndex((l, i) => i >= from && l.trim() === 'Detailed Results');
  if (start < 0) return lanes;
  for (const line of lines.slice(start + 1)) {
    const [place = '', lane = '', name = ''] = line.split(',');
    const laneNumber = Number(lane.trim());
    if (!name.trim() || !Number.isInteger(laneNumber) || laneNumber <= 0) continue;
    lanes.set(`${place.trim()}|${sameName(name)}`, laneNumber);
    if (!lanes.has(sameName(name))) lanes.set(sameName(name), laneNumber);
  }
  return lanes;
}

/** Reads a Concept2 Venue Racing `Results.txt` (race-files.md): the summary table, lanes from the detail. */
export function parseVraResults(source: string): ParsedResults {
  const lines = source.split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((l, i) => i >= 2 && l.trim().startsWith('Place,Time Rowed'));
  if (headerIndex < 0) {
    const last = lines.length - (lines[lines.length - 1]?.trim() === '' ? 1 : 0);
    throw new RaceFileError(
      `Fichier Venue Racing incomplet : il s’arrête à la ligne ${last} sans le tableau des résultats (Place,Time Rowed,…)`,
      last,
    );
  }
  let end = lines.findIndex((l, i) => i > headerIndex && l.trim() === '');
  if (end < 0) end = lines.length;
  const lanes = detailedLanes(lines, end);

  const drafts: DraftRow[] = [];
  const warnings: ImportNote[] = [];
  const errors: ImportNote[] = [];
  for (let i = headerIndex + 1; i < end; i++) {
    const line = i + 1;
    const where = `Ligne ${line}`;
    const fields = summaryFields(lines[i] ?? '');
    if (!fields) {
      errors.push({ line, message: `${where} : ligne illisible (${SUMMARY_HEADER.length} champs attendus séparés par des virgules)` });
      continue;
    }
    const [place = '', rawTime = '', , name = '', , id = '', bib = '', category = ''] = fields.map((f) => f.trim());
    const status = statusWord(rawTime) ?? statusWord(place);
    const time = rawTime && !statusWord(rawTime) ? parseRaceTime(rawTime) : null;
    if (rawTime && !statusWord(rawTime) && !time) {
      errors.push({ line, message: `${where} : temps illisible « ${rawTime} »` });
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
