import { formatIssues } from '../../lib/format-issues';
import { type ImportedResult, type ImportNote, rankingRowInput, type RankingRow } from '@app/contract';
import type { ParsedResultRow } from '@app/race-files';

/** A participant an import row can be matched to. */
export interface Matchable {
  id: string;
  bib: string | null;
  championshipId: string;
  club: string;
  category: string;
}

/** The facts of the race the file is imported into. */
export interface ImportRace {
  category: string;
  championshipId: string;
}

/** Shown when neither the file nor the matched participant names a club. */
export const NO_CLUB = '—';

const at = (line: number | null, message: string) => (line === null ? message : `Ligne ${line} : ${message}`);
/** `Ligne 12 : message`, as the parsers write their notes; a message that already names its line is kept. */
export const withLine = (line: number | null, message: string) => (line === null || /\bligne \d+|^couloir \d+/i.test(message) ? message : at(line, message));

/**
 * The registration id the race software carried is the surest key (race-files.md), then the bib within
 * the race's championship (bibs are unique there); otherwise the result stands on the name alone.
 */
function matcher(participants: readonly Matchable[], race: ImportRace) {
  const byId = new Map(participants.map((p) => [p.id, p]));
  const byBib = new Map(participants.filter((p) => p.bib && p.championshipId === race.championshipId).map((p) => [(p.bib as string).trim(), p]));
  return (row: ParsedResultRow): Matchable | undefined => (row.externalId ? byId.get(row.externalId.trim()) : undefined) ?? (row.bib ? byBib.get(row.bib.trim()) : undefined);
}

export interface CheckedRows {
  results: ImportedResult[];
  rows: RankingRow[];
  warnings: ImportNote[];
  errors: ImportNote[];
}

/**
 * Turns the parsed rows into the rows to publish: matched to participants, gaps filled (the club and
 * category a file leaves out come from the participant, else the race), each checked as a manual entry
 * would be. A participant appearing twice in one race is an error: the file is wrong somewhere.
 */
export function checkRows(parsed: readonly ParsedResultRow[], participants: readonly Matchable[], race: ImportRace): CheckedRows {
  const match = matcher(participants, race);
  const out: CheckedRows = { results: [], rows: [], warnings: [], errors: [] };
  const seen = new Map<string, number | null>();
  let withoutClub = 0;
  for (const row of parsed) {
    const participant = match(row);
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
    });
    if (!checked.success) {
      out.errors.push({ line: row.line, message: at(row.line, formatIssues(checked.error.issues)) });
      continue;
    }
    if (club === NO_CLUB) withoutClub += 1;
    out.rows.push(checked.data);
    out.results.push({ line: row.line, ...checked.data });
  }
  // Venue Racing files carry no club at all: one note, not one per line.
  if (withoutClub > 0) out.warnings.push({ line: null, message: `Club absent du fichier pour ${withoutClub} résultat${withoutClub > 1 ? 's' : ''} sans participant reconnu : publié${withoutClub > 1 ? 's' : ''} avec « ${NO_CLUB} »` });
  return out;
}
