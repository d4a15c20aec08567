import type { Result, resultCreateInput, resultUpdateInput, setRankingInput } from '@app/contract';
import type { Db } from '@app/db';
import type { z } from 'zod';
import { assertTouched, definedOnly } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import * as repo from './results.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

const toResult = (row: Row): Result => ({
  id: row.id,
  eventId: row.eventId,
  event: {
    id: row.eventId,
    name: row.eventName,
    nameEn: row.eventNameEn,
    date: row.eventDate,
    time: row.eventTime,
    championship: { id: row.championshipId, name: row.championshipName, nameEn: row.championshipNameEn },
  },
  rank: row.rank,
  athlete: row.athlete,
  category: row.category,
  club: row.club,
  time: row.time,
});

export const UNKNOWN_EVENT = 'Épreuve inconnue';
export const RESULT_NOT_FOUND = 'Résultat introuvable';

export const list = async (db: Db, opts: { activeOnly: boolean }) => (await repo.findAll(db, opts)).map(toResult);
export const activeRaces = (db: Db) => repo.findActiveRaces(db);

export async function byId(db: Db, id: string): Promise<Result> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(RESULT_NOT_FOUND);
  return toResult(row);
}

export async function create(db: Db, input: z.output<typeof resultCreateInput>): Promise<Result> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.eventExists(trx, input.eventId))) throw badRequest(UNKNOWN_EVENT);
    await repo.insert(trx, { id, ...input });
  });
  return byId(db, id);
}

export async function update(db: Db, input: z.output<typeof resultUpdateInput>): Promise<Result> {
  const { id, ...rest } = input;
  const patch = definedOnly(rest);
  await db.transaction().execute(async (trx) => {
    if (patch.eventId && !(await repo.eventExists(trx, patch.eventId))) throw badRequest(UNKNOWN_EVENT);
    if (Object.keys(patch).length > 0) assertTouched(await repo.update(trx, id, patch), 'Résultat');
  });
  return byId(db, id);
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Résultat');
  return { message: 'Résultat supprimé' };
}

/**
 * Replaces a race's whole ranking at once (an empty list clears it): readers see the old ranking or the
 * new one, never a mix, and a refused row leaves the race as it was.
 */
export async function setRanking(db: Db, input: z.output<typeof setRankingInput>): Promise<Result[]> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.eventExists(trx, input.eventId))) throw badRequest(UNKNOWN_EVENT);
    await repo.removeByEvent(trx, input.eventId);
    await repo.insertMany(
      trx,
      input.rows.map((row) => ({ id: newId(), eventId: input.eventId, ...row })),
    );
  });
  return (await repo.findByEvent(db, input.eventId)).map(toResult);
}
