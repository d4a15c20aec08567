import type { ChampionshipTable, Db } from '@app/db';
import type { Insertable, Updateable } from 'kysely';
import { pricingColumns } from '../pricing/pricing.mapper';

const columns = [
  'id',
  'name',
  'nameEn',
  'dates',
  'description',
  'descriptionEn',
  'categories',
  'requirements',
  'categoriesEn',
  'requirementsEn',
  'registrationButtons',
  'active',
  'sortOrder',
] as const;

export const findAll = (db: Db, opts: { activeOnly: boolean }) => {
  let q = db.selectFrom('championships').select(columns);
  if (opts.activeOnly) q = q.where('active', '=', 1);
  return q.orderBy('sortOrder').orderBy('name').execute();
};

export const findById = (db: Db, id: string) =>
  db.selectFrom('championships').select(columns).where('id', '=', id).executeTakeFirst();

export const findPricingPeriods = (db: Db, opts: { activeOnly: boolean; championshipId?: string }) => {
  let q = db.selectFrom('pricingPeriods').select(pricingColumns);
  if (opts.activeOnly) q = q.where('active', '=', 1);
  if (opts.championshipId) q = q.where('championshipId', '=', opts.championshipId);
  return q.orderBy('startDate').orderBy('name').execute();
};

export const insert = (db: Db, row: Insertable<ChampionshipTable>) =>
  db.insertInto('championships').values(row).execute();

export const update = (db: Db, id: string, patch: Omit<Updateable<ChampionshipTable>, 'id'>) =>
  db.updateTable('championships').set(patch).where('id', '=', id).executeTakeFirst();

export const remove = (db: Db, id: string) => db.deleteFrom('championships').where('id', '=', id).executeTakeFirst();

export const countDependents = async (db: Db, id: string) => {
  const count = async (table: 'events' | 'pricingPeriods' | 'participants') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('championshipId', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    events: await count('events'),
    pricingPeriods: await count('pricingPeriods'),
    participants: await count('participants'),
  };
};
