import { ANONYMOUS_ATHLETE, type PersonalData, type PersonalDataErase } from '@app/contract';
import type { Db } from '@app/db';
import * as audit from '../audit/audit.service';
import * as records from './personal-data.records';
import * as repo from './personal-data.repository';

/** The rows one address holds, by table, with the results linked to its registrations. */
async function rowsOf(db: Db, email: string) {
  const [participants, volunteers, messages, accreditations, subscriptions, accounts] = await Promise.all([
    repo.findParticipants(db, email),
    repo.findVolunteers(db, email),
    repo.findMessages(db, email),
    repo.findAccreditations(db, email),
    repo.findSubscriptions(db, email),
    repo.findAccounts(db, email),
  ]);
  const results = await repo.findResults(
    db,
    participants.map((p) => p.id),
  );
  return { participants, volunteers, messages, accreditations, subscriptions, accounts, results };
}

const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

/**
 * What the journal says of the person: the entries about their rows (entities as audit-targets.ts names
 * them), and any entry holding their address (a row deleted before erasure reached the journal). An
 * administrator account's entries stay with the account, closed on its own screen; a result's entries are
 * erased only with the result anonymised (otherwise they record a public result).
 */
function journalOf(rows: Awaited<ReturnType<typeof rowsOf>>, email: string, withResults: boolean): audit.AuditAbout {
  return {
    refs: [
      { entity: 'participants', ids: ids(rows.participants) },
      { entity: 'volunteers', ids: ids(rows.volunteers) },
      { entity: 'contactMessages', ids: ids(rows.messages) },
      { entity: 'accreditations', ids: ids(rows.accreditations) },
      { entity: 'newsletter', ids: ids(rows.subscriptions) },
      ...(withResults ? [{ entity: 'results', ids: ids(rows.results) }] : []),
    ],
    text: { value: email, except: ['accounts'] },
  };
}

/** Every record holding this address (any case), oldest first, each with all its stored fields in French. */
export async function find(db: Db, email: string): Promise<PersonalData> {
  const rows = await rowsOf(db, email);
  const journal = await audit.entriesAbout(db, journalOf(rows, email, true));
  const found = [
    ...rows.participants.map(records.participantRecord),
    ...rows.volunteers.map(records.volunteerRecord),
    ...rows.messages.map(records.messageRecord),
    ...rows.accreditations.map(records.accreditationRecord),
    ...rows.subscriptions.map(records.subscriptionRecord),
    ...rows.accounts.map(records.accountRecord),
    ...rows.results.map(records.resultRecord),
    ...journal.map(records.journalRecord),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return { email, records: found };
}

/**
 * Erases the address everywhere it may be erased (administrator accounts are closed on their own screen),
 * in one transaction: the records go, the journal's entries about them keep their fields but lose their
 * values, and the linked results are anonymised when asked (they are read before the registrations go,
 * which unlinks them).
 */
export async function removeAll(db: Db, { email, anonymiseResults }: PersonalDataErase) {
  return db.transaction().execute(async (trx) => {
    const rows = await rowsOf(trx, email);
    const resultsAnonymised = anonymiseResults
      ? await repo.anonymiseResults(trx, ids(rows.participants), ANONYMOUS_ATHLETE)
      : 0;
    const deleted = await repo.removeByEmail(trx, email);
    const journalErased = await audit.eraseAbout(trx, journalOf(rows, email, anonymiseResults));
    const parts = [
      deleted > 0 && `${deleted} enregistrement(s) supprimé(s)`,
      journalErased > 0 && `${journalErased} entrée(s) du journal effacée(s)`,
      resultsAnonymised > 0 && `${resultsAnonymised} résultat(s) anonymisé(s)`,
    ].filter(Boolean);
    const message = parts.length === 0 ? 'Aucune donnée à supprimer pour cette adresse' : parts.join(' ; ');
    return { message, deleted, journalErased, resultsAnonymised };
  });
}
