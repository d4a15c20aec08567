import type {
  EntriesQuery,
  Entry,
  EntryStatus,
  entryCreateInput,
  entryUpdateInput,
  Presence,
  StartListEntry,
} from '@app/contract';
import type { Db } from '@app/db';
import type { z } from 'zod';
import { assertTouched, definedOnly } from '../../lib/crud';
import { conflict, notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { type ListWindow, listWindow, searchIn } from '../../lib/list-window';
import { isUniqueViolation } from '../../lib/sql-errors';
import * as repo from './entries.repository';
import { ALREADY_ENTERED, checkEntry } from './entries.rules';

export const toEntry = (row: repo.EntryRow): Entry => ({
  id: row.id,
  eventId: row.eventId,
  participantId: row.participantId,
  firstName: row.firstName,
  lastName: row.lastName,
  club: row.club,
  category: row.category,
  bib: row.bib,
  crewName: row.crewName,
  crewMemberIds: repo.parseIds(row.crewMemberIds),
  seedTime: row.seedTime,
  status: row.status as EntryStatus,
  lane: row.lane,
  presence: row.presence as Presence | null,
  fromEntryId: row.fromEntryId,
  createdAt: row.createdAt,
});

/**
 * An entry as every start list shows it (the draw's board, the public start lists); the seed shown is the
 * caller's: the public list prints the time as declared, the draw the time it seeds with.
 */
export const toStartListEntry = (
  row: Pick<
    repo.EntryRow,
    'id' | 'lane' | 'participantId' | 'firstName' | 'lastName' | 'club' | 'category' | 'crewName' | 'status'
  >,
  seedTime: string | null,
): StartListEntry => ({
  entryId: row.id,
  lane: row.lane,
  participantId: row.participantId,
  firstName: row.firstName,
  lastName: row.lastName,
  club: row.club,
  category: row.category,
  crewName: row.crewName,
  seedTime,
  status: row.status as EntryStatus,
});

const search = searchIn<Entry>((e) => [e.firstName, e.lastName, e.club, e.bib, e.crewName]);

/** Entries of an event and/or a participant (as entrant or crew member), searched and paged; by event, lane, name. */
export async function list(db: Db, query: EntriesQuery | undefined): Promise<ListWindow<Entry>> {
  const { eventId, participantId } = query ?? {};
  const rows = participantId
    ? (await repo.findByParticipant(db, participantId)).filter((r) => !eventId || r.eventId === eventId)
    : await repo.findAll(db, { eventId });
  return listWindow(rows.map(toEntry), query, { search });
}

export async function byId(db: Db, id: string): Promise<Entry> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Inscription introuvable');
  return toEntry(row);
}

/** Two writers racing past the checks meet the unique index (event, participant): the same 409. */
async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ALREADY_ENTERED);
    throw e;
  }
}

export async function create(db: Db, input: z.output<typeof entryCreateInput>): Promise<Entry> {
  const id = newId();
  const entry = {
    eventId: input.eventId,
    participantId: input.participantId,
    crewName: input.crewName ?? null,
    crewMemberIds: input.crewMemberIds ?? [],
    seedTime: input.seedTime ?? null,
    lane: input.lane ?? null,
  };
  await guardUnique(() =>
    db.transaction().execute(async (trx) => {
      await checkEntry(trx, entry);
      await repo.insert(trx, {
        id,
        ...entry,
        crewMemberIds: JSON.stringify(entry.crewMemberIds),
        status: 'entered',
        createdAt: nowIso(),
      });
    }),
  );
  return byId(db, id);
}

/** Seed time, lane, status (scratched / entered again), presence, crew; a move to another event is checked as a new entry. */
export async function update(db: Db, input: z.output<typeof entryUpdateInput>): Promise<Entry> {
  const { id, crewMemberIds, ...rest } = input;
  const patch = definedOnly({
    ...rest,
    crewMemberIds: crewMemberIds === undefined ? undefined : JSON.stringify(crewMemberIds),
  });
  await guardUnique(() =>
    db.transaction().execute(async (trx) => {
      const stored = await byId(trx, id);
      const who =
        patch.eventId !== undefined ||
        patch.participantId !== undefined ||
        crewMemberIds !== undefined ||
        patch.crewName !== undefined;
      if (who || patch.lane !== undefined) {
        const merged = { ...stored, ...definedOnly(rest), crewMemberIds: crewMemberIds ?? stored.crewMemberIds };
        await checkEntry(trx, merged, id);
      }
      if (Object.keys(patch).length > 0) assertTouched(await repo.update(trx, id, patch), 'Inscription');
    }),
  );
  return byId(db, id);
}

/** A real deletion, for an entry made by mistake; a withdrawal is `status: 'scratched'` and keeps the entry. */
export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Inscription');
  return { message: 'Inscription supprimée' };
}
