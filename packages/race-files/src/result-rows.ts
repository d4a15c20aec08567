import { type ImportNote, type ResultFileFormat, type ResultStatus, resultStatusLabels } from '@app/contract';
import { normaliseAthleteName } from './athlete-name';
import { headerKey } from './csv-text';
import type { RaceTime } from './race-time';
import type { ParsedResultRow, ParsedResults } from './types';

/** A row as a format reader finds it, before names are normalised and missing places filled. */
export type DraftRow = {
  line: number | null;
  /** How messages point at the row: `Ligne 7` or, in a JSON file without line numbers, `Couloir 3`. */
  where: string;
  status: ResultStatus;
  rank: number | null;
  rawName: string;
  club: string;
  category: string;
  time: RaceTime | null;
  externalId: string | null;
  bib: string | null;
  lane: number | null;
};

/** Name changes are listed one by one up to this many, then counted, so the preview stays readable. */
const NAME_NOTES_SHOWN = 20;

const STATUS_WORDS = new Map<string, Exclude<ResultStatus, 'finished'>>([
  ...['dns', 'nonpartant', 'np', 'absent', 'forfait'].map((w) => [w, 'dns'] as const),
  ...['dnf', 'abandon', 'abd', 'ab'].map((w) => [w, 'dnf'] as const),
  ...['dsq', 'dq', 'disq', 'disqualifie', 'disqualifiee', 'disqualification'].map((w) => [w, 'dsq'] as const),
]);

/** `DNS`, `Non partant`, `Abandon`, `Disqualifié`… → the status; anything else → null. */
export function statusWord(text: string): Exclude<ResultStatus, 'finished'> | null {
  return STATUS_WORDS.get(headerKey(text)) ?? null;
}

/** A place as spreadsheets write it: `1`, `1.`, `1er`, `2e`, `3ème`. */
export function parsePlace(text: string): number | null {
  const match = /^(\d{1,5})\s*(?:\.|er|re|e|eme|ème|st|nd|rd|th)?$/i.exec(text.trim());
  const place = match ? Number(match[1]) : 0;
  return place >= 1 ? place : null;
}

/**
 * A place cell: its number; null when there is none (empty, `0` as ErgRace writes for a lane without a
 * result, or a status word such as `DNF`); undefined when it is no place at all (`five`, `-1`, `2.5`),
 * which the readers refuse with the line rather than ranking the row by its time.
 */
export function readPlace(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || /^0+$/.test(trimmed) || statusWord(trimmed)) return null;
  return parsePlace(trimmed) ?? undefined;
}

export const unreadablePlace = (where: string, raw: string): string => `${where} : place illisible « ${raw.trim()} » (nombre entier attendu)`;

export const noTimeWarning = (where: string, name: string): string =>
  `${where} : ${normaliseAthleteName(name).name || 'couloir sans nom'} sans temps, classé DNF (à vérifier : DNS, DNF ou DSQ)`;

/**
 * Ranks by time when the file gives no place to some finisher: ties share a place. When the file places
 * the others, their places are replaced too, and the preview says so.
 */
function fillRanks(rows: DraftRow[], warnings: ImportNote[]): void {
  const finishers = rows.filter((r) => r.status === 'finished' && r.time);
  const unplaced = finishers.filter((r) => r.rank === null).length;
  if (unplaced === 0) return;
  if (unplaced < finishers.length) {
    warnings.push({ line: null, message: `${unplaced} classé${unplaced > 1 ? 's' : ''} sans place dans le fichier : toutes les places sont calculées d’après les temps` });
  }
  finishers.sort((a, b) => (a.time?.seconds ?? 0) - (b.time?.seconds ?? 0));
  finishers.forEach((row, i) => {
    const previous = finishers[i - 1];
    row.rank = previous && previous.time?.seconds === row.time?.seconds ? previous.rank : i + 1;
  });
}

/** The note finishResults writes when it reorders or recases a name (`« DUPONT, Jean » lu « Jean Dupont »`). */
export const isNameNote = (message: string): boolean => / » lu « /.test(message);

/** Normalises names (noting each change), fills missing places, sorts by rank with non-finishers last. */
export function finishResults(format: ResultFileFormat, drafts: DraftRow[], warnings: ImportNote[], errors: ImportNote[]): ParsedResults {
  fillRanks(drafts, warnings);
  const nameNotes: ImportNote[] = [];
  const rows: ParsedResultRow[] = drafts.map((d) => {
    const { name, changed } = normaliseAthleteName(d.rawName);
    if (changed) nameNotes.push({ line: d.line, message: `${d.where} : « ${d.rawName.trim()} » lu « ${name} »` });
    // A non-finisher that the file also places: the two contradict, and the place is not published.
    if (d.status !== 'finished' && d.rank !== null) {
      warnings.push({ line: d.line, message: `${d.where} : ${name || 'couloir sans nom'} ${resultStatusLabels[d.status].short} avec la place ${d.rank} dans le fichier : publié ${resultStatusLabels[d.status].short}, sans place` });
    }
    return {
      line: d.line,
      status: d.status,
      rank: d.status === 'finished' ? d.rank : null,
      athlete: name,
      club: d.club.trim(),
      category: d.category.trim(),
      time: d.status === 'finished' ? (d.time?.time ?? null) : null,
      externalId: d.externalId,
      bib: d.bib,
      lane: d.lane,
    };
  });
  const shown = nameNotes.slice(0, NAME_NOTES_SHOWN);
  const hidden = nameNotes.length - shown.length;
  if (hidden > 0) shown.push({ line: null, message: `… et ${hidden} autre${hidden > 1 ? 's' : ''} nom${hidden > 1 ? 's' : ''} normalisé${hidden > 1 ? 's' : ''}` });
  // Stable sort: finishers by rank, then DNS/DNF/DSQ in file order.
  const order = (r: ParsedResultRow) => (r.rank ?? Number.MAX_SAFE_INTEGER);
  rows.sort((a, b) => order(a) - order(b));
  return { format, rows, warnings: [...warnings, ...shown], errors };
}
