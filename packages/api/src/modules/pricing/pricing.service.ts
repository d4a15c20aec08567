import { type PricingPeriod, type pricingCreateInput, type pricingUpdateInput, site } from '@app/contract';
import { type Db, fromBool } from '@app/db';
import type { z } from 'zod';
import { assertTouched, boolColumn, definedOnly } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import { toPricingPeriod } from './pricing.mapper';
import * as repo from './pricing.repository';

export const list = async (db: Db) => (await repo.findAll(db)).map(toPricingPeriod);

export async function byId(db: Db, id: string): Promise<PricingPeriod> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Période tarifaire introuvable');
  return toPricingPeriod(row);
}

async function checkReferences(db: Db, championshipId: string | undefined, eventType: string | null | undefined) {
  if (championshipId !== undefined && !(await repo.championshipExists(db, championshipId)))
    throw badRequest('Championnat inconnu');
  if (eventType && !(await repo.eventTypeExists(db, eventType))) throw badRequest("Type d'épreuve inconnu");
}

// Event types exist only for the product championship (spec section 4): a period of another one is a
// general price, whatever the form or the script sends.
const EVENT_TYPE_ELSEWHERE = `Un type d'épreuve ne s'applique qu'aux périodes du championnat ${site.productChampionshipId}`;
function checkEventTypeScope(championshipId: string, eventType: string | null | undefined) {
  if (eventType && championshipId !== site.productChampionshipId) throw badRequest(EVENT_TYPE_ELSEWHERE);
}

const cents = (price: number | undefined) => (price === undefined ? undefined : Math.round(price * 100));

export async function create(db: Db, input: z.output<typeof pricingCreateInput>): Promise<PricingPeriod> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await checkReferences(trx, input.championshipId, input.eventType);
    checkEventTypeScope(input.championshipId, input.eventType);
    const { price, active, ...rest } = input;
    await repo.insert(trx, { id, ...rest, priceCents: Math.round(price * 100), active: fromBool(active) });
  });
  return byId(db, id);
}

export async function update(db: Db, input: z.output<typeof pricingUpdateInput>): Promise<PricingPeriod> {
  const { id, price, active, ...rest } = input;
  const patch = definedOnly({ ...rest, priceCents: cents(price), active: boolColumn(active) });
  await db.transaction().execute(async (trx) => {
    const current = await repo.findById(trx, id);
    if (!current) throw notFound('Période tarifaire introuvable');
    await checkReferences(trx, patch.championshipId, patch.eventType);
    checkEventTypeScope(
      patch.championshipId ?? current.championshipId,
      patch.eventType === undefined ? current.eventType : patch.eventType,
    );
    const start = patch.startDate ?? current.startDate;
    const end = patch.endDate ?? current.endDate;
    if (start > end) throw badRequest('La date de fin doit être postérieure à la date de début');
    if (Object.keys(patch).length > 0) assertTouched(await repo.update(trx, id, patch), 'Période tarifaire');
  });
  return byId(db, id);
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Période tarifaire');
  return { message: 'Période tarifaire supprimée' };
}
