import { formatIssues } from '../../lib/format-issues';
import { type ImportedResult, type ImportNote, rankingRowInput, type RankingRow } from '@app/contract';
import type { ParsedResultRow } from '@app/race-files';
import { absentAsDns } from './results.import-absent';
import { rankingWarnings } from './results.import-checks';
import { entrantName, entrantOf, type ImportRace, looksLikeEntryId, type Matchable, matcher, type RaceEntry } from './results.import-match';

export type { ImportRace, Matchable, RaceEntry } from './results.import-match';


/** Shown when neither the file nor the matched participant names a club. */
export const NO_CLUB = '—';

/** `de Louise`, `d’Anna`. */
const of = (name: string) => (/^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? `d’${name}` : `de ${name}`);
const at = (line: number | null, message: string) => (line === null ? message : `Ligne ${line} : ${message}`);
/** `Ligne 12 : message`, as the parsers write their notes; a message that already names its line is kept. */
export const withLine = (line: number | null, message: string) => (line === null || /\bligne \d+|^couloir \d+/i.test(message) ? message : at(line, message));

export interface CheckedRows {
  results: ImportedResult[];
  /** Aligned with `results`: the same row, as stored (with its entryId). */
  rows: RankingRow[];
  /** Lines of the file whose row was linked by its entry id. */
  linkedByEntry: Set<number>;
  warnings: ImportNote[];
  errors: ImportNote[];
}

/**
 * Turns the parsed rows into the rows to publish: linked to entrants (results.import-match), gaps filled
 * (the club and category a file leaves out come from the entrant, else the race), each checked as a
 * manual entry would be, then the ranking as a whole (results.import-checks). A participant appearing
 * twice in one race is an error: the file is wrong somewhere. A bib whose holder has another name is a
 * warning naming both, and the row keeps the file's name and club. A row linked by its entry id is
 * published under the entrant's registered name (or the relay crew's); an id shaped like ours that
 * names no entry of the race is a warning naming it. Entrants marked absent at the call room become
 * DNS (results.import-absent).
 */
export function checkRows(parsed: readonly ParsedResultRow[], participants: readonly Matchable[], race: ImportRace, entries: readonly RaceEntry[] = []): CheckedRows {
  const match = matcher(participants, race, entries);
  const out: CheckedRows = { results: [], rows: [], linkedByEntry: new Set(), warnings: [], errors: [] };
  const seen = new Map<string, number | null>();
  let withoutClub = 0;
  for (const parsedRow of parsed) {
    const found = match(parsedRow);
    const entry = found && 'linked' in found ? found.entry : undefined;
    // Linked by its entry: the name is the one registered, whatever the race computer's screen showed.
    const row = entry ? { ...parsedRow, athlete: entry.crewName?.trim() || entrantName(entry) } : parsedRow;
    const id = parsedRow.externalId?.trim();
    if (id && looksLikeEntryId(id) && !(found && 'linked' in found && found.linkedBy !== 'bib')) {
      out.warnings.push({
        line: row.line,
        message: at(row.line, `identifiant « ${id} » inconnu : ce n’est ni une inscription de cette épreuve ni un participant (fichier d’une autre épreuve ?) ; ${found && 'linked' in found ? 'résultat rattaché par le dossard' : 'résultat publié sous le nom et le club du fichier'}`),
      });
    }
    if (found && 'bibHolder' in found) {
      out.warnings.push({
        line: row.line,
        message: at(row.line, `le dossard ${found.bib} est celui ${of(entrantName(found.bibHolder))} (${found.bibHolder.category}), pas de « ${row.athlete} » : résultat non rattaché, publié sous le nom et le club du fichier`),
      });
    }
    const link = found && 'linked' in found ? found : null;
    const participant = link?.linked;
    if (participant && seen.has(participant.id)) {
      const first = seen.get(participant.id);
      out.errors.push({ line: row.line, message: at(row.line, `${row.athlete || 'Participant'} figure deux fois${first ? ` (déjà en ligne ${first})` : ''}`) });
      continue;
    }
    if (participant) seen.set(participant.id, row.line);
    const club = row.club.trim() || participant?.club || NO_CLUB;
    const checked = rankingRowInput.safeParse({
      status: row.status,
      rank: row.rank,
      athlete: row.athlete,
      category: row.category.trim() || participant?.category || race.category,
      club,
      time: row.time,
      participantId: participant?.id ?? null,
      entryId: entry?.entryId ?? null,
    });
    if (!checked.success) {
      out.errors.push({ line: row.line, message: at(row.line, formatIssues(checked.error.issues)) });
      continue;
    }
    if (club === NO_CLUB) withoutClub += 1;
    if (checked.data.entryId && row.line !== null) out.linkedByEntry.add(row.line);
    out.rows.push(checked.data);
    out.results.push({ line: row.line, ...checked.data, entrant: link ? entrantOf(link) : null });
  }
  absentAsDns(out, entries, race);
  out.warnings.push(...rankingWarnings(out.results));
  // Venue Racing files carry no club at all: one note, not one per line.
  if (withoutClub > 0) out.warnings.push({ line: null, message: `Club absent du fichier pour ${withoutClub} résultat${withoutClub > 1 ? 's' : ''} sans participant reconnu : publié${withoutClub > 1 ? 's' : ''} avec « ${NO_CLUB} »` });
  return out;
}
