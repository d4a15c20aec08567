import type { Db, PartnerTable } from '@app/db';
import { type Insertable, sql, type Updateable } from 'kysely';

const columns = ['id', 'name', 'logo', 'website', 'description', 'descriptionEn', 'level', 'sortOrder'] as const;
const levelRank = sql<number>`case level when 'TITLE' then 0 when 'PREMIUM' then 1 when 'OFFICIAL' then 2 else 3 end`;

export const findAll = (db: Db) =>
  db.selectFrom('partners').select(columns).orderBy(levelRank).orderBy('sortOrder').orderBy('name').execute();
export const findById = (db: Db, id: string) =>
  db.selectFrom('partners').select(columns).where('id', '=', id).executeTakeFirst();
export const insert = (db: Db, row: Insertable<PartnerTable>) => db.insertInto('partners').values(row).execute();
export const update = (db: Db, id: string, patch: Omit<Updateable<PartnerTable>, 'id'>) =>
  db.updateTable('partners').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) => db.deleteFrom('partners').where('id', '=', id).executeTakeFirst();
