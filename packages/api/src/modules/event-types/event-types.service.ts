import type { EventType, eventTypeCreateInput, eventTypeUpdateInput } from '@app/contract';
import { type Db, type EventTypeTable, fromBool, toBool } from '@app/db';
import type { z } from 'zod';
import { assertTouched, boolColumn, definedOnly } from '../../lib/crud';
import { conflict, notFound } from '../../lib/domain-error';
import { isUniqueViolation } from '../../lib/sql-errors';
import * as repo from './event-types.repository';

const toEventType = (row: EventTypeTable): EventType => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  description: row.description,
  descriptionEn: row.descriptionEn,
  icon: row.icon,
  color: row.color as EventType['color'],
  active: toBool(row.active),
  order: row.sortOrder,
});

export const list = async (db: Db, opts: { activeOnly: boolean }) => (await repo.findAll(db, opts)).map(toEventType);

export async function byId(db: Db, id: string): Promise<EventType> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound("Type d'épreuve introuvable");
  return toEventType(row);
}

export async function create(db: Db, input: z.output<typeof eventTypeCreateInput>): Promise<EventType> {
  const { order, active, ...rest } = input;
  try {
    await repo.insert(db, { ...rest, active: fromBool(active), sortOrder: order });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(`Un type d'épreuve avec l'ID « ${input.id} » existe déjà`);
    throw e;
  }
  return byId(db, input.id);
}

export async function update(db: Db, input: z.output<typeof eventTypeUpdateInput>): Promise<EventType> {
  const { id, order, active, ...rest } = input;
  const patch = definedOnly({ ...rest, active: boolColumn(active), sortOrder: order });
  if (Object.keys(patch).length > 0) assertTouched(await repo.update(db, id, patch), "Type d'épreuve");
  return byId(db, id);
}

/**
 * Refused while pricing periods still name it: the foreign key's `set null` would silently turn those
 * prices into the championship's general price (a 68 € relay shown at 22 €), and re-creating the type
 * would not undo it.
 */
export async function remove(db: Db, id: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.findById(trx, id))) throw notFound("Type d'épreuve introuvable");
    const periods = await repo.countPricingPeriods(trx, id);
    if (periods > 0) {
      throw conflict(
        `Impossible de supprimer ce type d'épreuve : ${periods} période(s) tarifaire(s) l'utilisent. Modifiez-les ou supprimez-les d'abord.`,
      );
    }
    await repo.remove(trx, id);
    return { message: "Type d'épreuve supprimé" };
  });
}
