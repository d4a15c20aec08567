import type { ImportNote } from '@app/contract';
import { quoted } from './notes';
import { parseRaceTime } from './race-time';
import { type DraftRow, finishResults, noTimeWarning, readPlace, statusWord, unreadablePlace } from './result-rows';
import { type ParsedResults, RaceFileError } from './types';

type Lane = Record<string, unknown>;

const LANE_ID = /^Lane\s*(\d+)$/i;

const emptyLaneNote = (lane: number) => `Couloir ${lane} vide ignoré`;
/** The lane an « empty lane skipped » note is about, or null for any other note. */
export const emptyLaneOf = (message: string): number | null => {
  const match = /^Couloir (\d+) vide ignoré$/.exec(message);
  return match ? Number(match[1]) : null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** 1-based line of a character offset. */
function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/** The JSON error's line: V8 names a position (or a line), or says the text ended early. */
function jsonErrorLine(source: string, error: unknown): number | null {
  const message = error instanceof Error ? error.message : '';
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  if (position) return lineAt(source, Number(position[1]));
  if (/end of (JSON|data)/i.test(message)) return lineAt(source, source.trimEnd().length);
  return null;
}

/** The ErgRace race object: `{ results: { participants } }` or the race itself. */
export function ergRaceLanes(value: unknown): Lane[] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const race = 'results' in value && typeof value.results === 'object' && value.results !== null ? value.results : value;
  const lanes = 'participants' in race ? race.participants : undefined;
  return Array.isArray(lanes) ? lanes.filter((l): l is Lane => typeof l === 'object' && l !== null) : null;
}

/** Parses the text as JSON, or says where it stops (a copy interrupted mid-file is the usual cause). */
export function parseJson(source: string): unknown {
  try {
    return JSON.parse(source);
  } catch (error) {
    const line = jsonErrorLine(source, error);
    throw new RaceFileError(`Fichier JSON illisible${line === null ? '' : ` (ligne ${line})`} : fichier tronqué ?`, line);
  }
}

/**
 * Lines where each object of the `participants` array opens, found by one scan of the text that
 * skips strings; null when the scan does not find as many objects as the parsed array holds.
 */
function laneLines(source: string, count: number): (number | null)[] {
  const none = () => Array.from({ length: count }, () => null);
  const key = /"participants"\s*:\s*\[/.exec(source);
  if (!key) return none();
  const lines: number[] = [];
  let line = lineAt(source, key.index);
  let depth = 0;
  let inString = false;
  for (let i = key.index + key[0].length - 1; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      if (ch === '{' && depth === 1) lines.push(line);
      depth++;
    } else if (ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) break;
    }
  }
  // Minified JSON puts every lane on one line: `Couloir N` then says more than `Ligne 1`.
  const distinct = new Set(lines).size === lines.length;
  return lines.length === count && distinct ? lines : none();
}

/** Reads an ErgRace results file (race-files.md): one object per lane, empty lanes skipped. */
export function parseErgRaceResults(source: string, lanes: Lane[]): ParsedResults {
  const lines = laneLines(source, lanes.length);
  const drafts: DraftRow[] = [];
  const warnings: ImportNote[] = [];
  const errors: ImportNote[] = [];
  lanes.forEach((lane, index) => {
    const id = text(lane.id);
    const laneFromId = LANE_ID.exec(id);
    const laneNumber = typeof lane.lane === 'number' ? lane.lane : laneFromId ? Number(laneFromId[1]) : index + 1;
    const line = lines[index] ?? null;
    const where = line === null ? `Couloir ${laneNumber}` : `Ligne ${line}`;
    let name = text(lane.participant);
    const category = text(lane.class);
    const rawTime = text(lane.time);
    const distance = Number(lane.distance) || 0;
    // ErgRace fills a lane nobody rows with EMPTY, or leaves its default name `Lane N`.
    if (LANE_ID.test(name)) name = '';
    if (name.toUpperCase() === 'EMPTY' || category.toUpperCase() === 'EMPTY' || (!name && !rawTime && !distance)) {
      warnings.push({ line, message: emptyLaneNote(laneNumber) });
      return;
    }
    const status = statusWord(rawTime);
    const time = rawTime && !status ? parseRaceTime(rawTime) : null;
    if (rawTime && !status && !time) {
      errors.push({ line, message: `${where} : temps illisible ${quoted(rawTime)}` });
      return;
    }
    const rawPlace = lane.place === undefined || lane.place === null ? '' : text(lane.place) || String(lane.place);
    const place = readPlace(rawPlace);
    if (place === undefined) {
      errors.push({ line, message: unreadablePlace(where, rawPlace) });
      return;
    }
    // A time of zero is what a machine shows when the rower never started.
    const finished = time !== null && time.seconds > 0;
    const draft: DraftRow = {
      line,
      where,
      status: finished ? 'finished' : (status ?? 'dnf'),
      rank: place,
      rawName: name,
      club: text(lane.affiliation),
      category,
      time: finished ? time : null,
      externalId: id && !laneFromId ? id : null,
      bib: null,
      lane: laneNumber,
    };
    if (!finished && !status) warnings.push({ line, message: noTimeWarning(where, name) });
    drafts.push(draft);
  });
  return finishResults('ergrace', drafts, warnings, errors);
}
