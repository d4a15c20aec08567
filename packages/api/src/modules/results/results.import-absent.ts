import type { ImportNote } from '@app/contract';
import type { CheckedRows } from './results.import-rows';
import { entrantName, entrantOf, type ImportRace, type RaceEntry } from './results.import-match';

const nameOf = (entry: RaceEntry) => entry.crewName?.trim() || entrantName(entry);

/**
 * Call room (issue 29, item 6): an entrant of this race marked absent and still entered is a non-starter.
 * Their row without a time (the race computer shows a name on an erg nobody rowed) becomes DNS; when
 * the file has no row for them, a DNS row is added. Either way the preview says so before anything is
 * published. A row with a time wins over the tick: they rowed, and the preview asks to check. When the
 * file carries our entry ids, an entrant of the start list it has no row for is named in a warning.
 * Mutates `out` (rows and results stay aligned).
 */
export function absentAsDns(out: CheckedRows, entries: readonly RaceEntry[], race: ImportRace): void {
  const notes: ImportNote[] = [];
  const rowOf = (entry: RaceEntry) => out.results.findIndex((r) => r.entryId === entry.entryId || (r.entryId === null && r.participantId === entry.id));
  for (const entry of entries) {
    if (entry.eventId !== race.id || entry.status !== 'entered') continue;
    if (entry.presence !== 'absent') {
      // A file of our boat ids that lacks an entrant of the start list: a lane lost on the race computer?
      if (out.linkedByEntry.size > 0 && rowOf(entry) < 0) notes.push({ line: null, message: `${nameOf(entry)}${entry.lane ? ` (couloir ${entry.lane})` : ''}, inscrit à cette épreuve, n’a pas de ligne dans le fichier : aucun résultat publié pour ${entry.crewName ? 'cet équipage' : 'ce participant'}` });
      continue;
    }
    const index = rowOf(entry);
    const result = out.results[index];
    const row = out.rows[index];
    if (result && row) {
      if (result.status === 'finished') {
        notes.push({ line: result.line, message: `${result.athlete}, marqué absent à la chambre d’appel, a un temps dans le fichier (${result.time}) : classé, à vérifier` });
      } else if (result.status !== 'dns') {
        result.status = 'dns';
        row.status = 'dns';
        notes.push({ line: result.line, message: `${result.athlete}, absent à la chambre d’appel : DNS` });
      }
      continue;
    }
    const dns = { status: 'dns' as const, rank: null, athlete: nameOf(entry), category: entry.category || race.category, club: entry.club, time: null, participantId: entry.id, entryId: entry.entryId };
    out.rows.push(dns);
    out.results.push({ line: null, ...dns, entrant: entrantOf({ linked: entry, linkedBy: 'entry', entry }) });
    notes.push({ line: null, message: `${dns.athlete}${entry.lane ? ` (couloir ${entry.lane})` : ''}, absent à la chambre d’appel et sans ligne dans le fichier : ajouté DNS` });
  }
  out.warnings.push(...notes);
}
