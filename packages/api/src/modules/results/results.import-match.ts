import { foldText, type ImportedEntrant } from '@app/contract';
import type { ParsedResultRow } from '@app/race-files';
import type { findInRaceGroup } from '../entries/entries.repository';
import type { matchableParticipants } from './results.repository';

/** A participant an import row can be linked to. */
export type Matchable = Awaited<ReturnType<typeof matchableParticipants>>[number];
/** An entry of the race (or of its race group), with its entrant: what a boat id of our race files names. */
export type RaceEntry = Awaited<ReturnType<typeof findInRaceGroup>>[number];

/** The facts of the race the file is imported into. */
export interface ImportRace {
  id: string;
  category: string;
  championshipId: string;
}

/** What the file's row leads to: an entrant it is credited to, or the holder of its bib whose name disagrees. */
export type RowMatch =
  | { linked: Matchable; linkedBy: ImportedEntrant['linkedBy']; entry?: RaceEntry }
  | { bibHolder: Matchable; bib: string }
  | null;

// Entry ids (and participant ids) are v4 UUIDs (lib/ids): a boat id of that shape came from our race files.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const looksLikeEntryId = (id: string): boolean => UUID.test(id);

// Words without accents, case or punctuation; `J.-P.` gives `j`, `p`, so initials compare letter by letter.
const words = (text: string): string[] =>
  foldText(text)
    .replace(/[’‘]/g, "'")
    .split(/[\s,.\-‐–]+/)
    .filter(Boolean);

/** The file's first names agree when each one is the entrant's (in order), or its initial. */
function givenNamesAgree(fromFile: readonly string[], registered: readonly string[]): boolean {
  if (fromFile.length > registered.length) return false;
  return fromFile.every((word, i) => {
    const name = registered[i] ?? '';
    return word === name || (word.length === 1 && name.startsWith(word));
  });
}

const startsWith = (all: readonly string[], part: readonly string[]) => part.every((w, i) => all[i] === w);

/**
 * Whether the name a results file printed designates this entrant: the surname in full, before or after
 * the first names, which may be written in full or as initials (`Mercier  A.`, `MERCIER, Alix`,
 * `Alix Mercier`), accents and case ignored. A surname alone agrees; another surname or another
 * initial does not.
 */
export function nameAgrees(printed: string, entrant: { firstName: string; lastName: string }): boolean {
  const file = words(printed);
  const surname = words(entrant.lastName);
  const given = words(entrant.firstName);
  if (surname.length === 0 || file.length < surname.length) return false;
  const rest = file.length - surname.length;
  if (startsWith(file, surname) && givenNamesAgree(file.slice(surname.length), given)) return true;
  return startsWith(file.slice(rest), surname) && givenNamesAgree(file.slice(0, rest), given);
}

export const entrantName = (p: Pick<Matchable, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

export const entrantOf = (match: Extract<RowMatch, { linked: Matchable }>): ImportedEntrant => ({
  id: match.linked.id,
  name: entrantName(match.linked),
  club: match.linked.club,
  category: match.linked.category,
  bib: match.linked.bib,
  linkedBy: match.linkedBy,
});

/**
 * The entry id our race definition gave the boat (rac2-writer) is the surest key: the row is the entry's,
 * with no name compared at all. Then the registration id the race software carried (race-files.md). A bib links the row
 * only within the race's championship and when the printed name agrees with the bib's holder: bibs are
 * reused from one event to the next, and a result credited to the wrong entrant shows on their athlete
 * page and in the medal table. Otherwise the result stands on the file's name and club.
 */
export function matcher(participants: readonly Matchable[], race: ImportRace, entries: readonly RaceEntry[] = []) {
  const byEntry = new Map(entries.map((e) => [e.entryId, e]));
  const byId = new Map(participants.map((p) => [p.id, p]));
  const byBib = new Map(
    participants
      .filter((p) => p.bib && p.championshipId === race.championshipId)
      .map((p) => [(p.bib as string).trim(), p]),
  );
  return (row: ParsedResultRow): RowMatch => {
    const id = row.externalId?.trim();
    const entry = id ? byEntry.get(id) : undefined;
    if (entry) return { linked: entry, linkedBy: 'entry', entry };
    const byFileId = id ? byId.get(id) : undefined;
    if (byFileId) return { linked: byFileId, linkedBy: 'id' };
    const bib = row.bib?.trim();
    const holder = bib ? byBib.get(bib) : undefined;
    if (!bib || !holder) return null;
    return nameAgrees(row.athlete, holder) ? { linked: holder, linkedBy: 'bib' } : { bibHolder: holder, bib };
  };
}
