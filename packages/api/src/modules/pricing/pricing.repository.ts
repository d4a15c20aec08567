import type { Db, PricingPeriodTable } from '@app/db';
import type { Insertable, Updateable } from 'kysely';
import { pricingColumns } from './pricing.mapper';

export const findAll = (db: Db) =>
  db
    .selectFrom('pricingPeriods')
    .select(pricingColumns)
    .orderBy('championshipId')
    .orderBy('startDate')
    .orderBy('name')
    .execute();
export const findById = (db: Db, id: string) =>
  db.selectFrom('pricingPeriods').select(pricingColumns).where('id', '=', id).executeTakeFirst();
export const insert = (db: Db, row: Insertable<PricingPeriodTable>) =>
  db.insertInto('pricingPeriods').values(row).execute();
export const update = (db: Db, id: string, patch: Omit<Updateable<PricingPeriodTable>, 'id'>) =>
  db.updateTable('pricingPeriods').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) => db.deleteFrom('pricingPeriods').where('id', '=', id).executeTakeFirst();
export const championshipExists = async (db: Db, id: string) =>
  !!(await db.selectFrom('championships').select('id').where('id', '=', id).executeTakeFirst());
export const eventTypeExists = async (db: Db, id: string) =>
  !!(await db.selectFrom('eventTypes').select('id').where('id', '=', id).executeTakeFirst());
