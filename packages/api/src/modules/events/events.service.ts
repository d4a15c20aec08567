import {
  type eventCreateInput,
  type eventUpdateInput,
  newEventId,
  type ProgrammeEvent,
  progressionSchema,
  type RaceRound,
  type StartListState,
} from '@app/contract';
import { type Db, fromBool, readJson, toBool } from '@app/db';
import type { z } from 'zod';
import { assertTouched, boolColumn, definedOnly } from '../../lib/crud';
import { badRequest, conflict, notFound } from '../../lib/domain-error';
import { isUniqueViolation } from '../../lib/sql-errors';
import * as entries from '../entries/entries.repository';
import * as repo from './events.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

const toEvent = (row: Row): ProgrammeEvent => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  date: row.date,
  time: row.time,
  category: row.category,
  championshipId: row.championshipId,
  championship: { id: row.championshipId, name: row.championshipName, nameEn: row.championshipNameEn },
  active: toBool(row.active),
  round: row.round as RaceRound,
  raceGroup: row.raceGroup,
  lanes: row.lanes,
  progression: row.progression ? progressionSchema.nullable().catch(null).parse(readJson(row.progression, null)) : null,
  startList: row.startList as StartListState,
});

export const list = async (db: Db, opts: Parameters<typeof repo.findAll>[1]) =>
  (await repo.findAll(db, opts)).map(toEvent);

export async function byId(db: Db, id: string): Promise<ProgrammeEvent> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Épreuve introuvable');
  return toEvent(row);
}

const UNKNOWN_CHAMPIONSHIP = 'Championnat inconnu';

export async function create(db: Db, input: z.output<typeof eventCreateInput>): Promise<ProgrammeEvent> {
  const id = input.id ?? newEventId(input.championshipId);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.championshipExists(trx, input.championshipId))) throw badRequest(UNKNOWN_CHAMPIONSHIP);
    try {
      await repo.insert(trx, {
        ...input,
        id,
        active: fromBool(input.active),
        progression: progressionColumn(input.progression) ?? null,
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(`Une épreuve avec l'ID « ${id} » existe déjà`);
      throw e;
    }
  });
  return byId(db, id);
}

export async function update(db: Db, input: z.output<typeof eventUpdateInput>): Promise<ProgrammeEvent> {
  const { id, active, progression, ...rest } = input;
  const patch = definedOnly({ ...rest, active: boolColumn(active), progression: progressionColumn(progression) });
  await db.transaction().execute(async (trx) => {
    if (patch.championshipId && !(await repo.championshipExists(trx, patch.championshipId)))
      throw badRequest(UNKNOWN_CHAMPIONSHIP);
    if (Object.keys(patch).length > 0) assertTouched(await repo.update(trx, id, patch), 'Épreuve');
  });
  return byId(db, id);
}

const progressionColumn = (p: ProgrammeEvent['progression'] | undefined) =>
  p === undefined ? undefined : p === null ? null : JSON.stringify(p);

/** Refused while results point at the event: results are never lost by accident. */
export async function remove(db: Db, id: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.exists(trx, id))) throw notFound('Épreuve introuvable');
    const results = await repo.countResults(trx, id);
    if (results > 0) throw conflict(`Impossible de supprimer cette épreuve : ${results} résultat(s) y sont rattachés`);
    const entered = await entries.countByEvent(trx, id);
    if (entered > 0)
      throw conflict(`Impossible de supprimer cette épreuve : ${entered} inscription(s) y sont rattachées`);
    await repo.remove(trx, id);
    return { message: 'Épreuve supprimée' };
  });
}
