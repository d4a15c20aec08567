import type { Db, RuleTable } from '@app/db';
import { type Insertable, sql, type Updateable } from 'kysely';

const columns = [
  'id',
  'section',
  'title',
  'titleEn',
  'subtitle',
  'subtitleEn',
  'content',
  'contentEn',
  'fileUrl',
  'fileName',
  'fileSize',
  'active',
  'sortOrder',
] as const;
const sectionRank = sql<number>`case section when 'general' then 0 when 'technical' then 1 when 'competition' then 2 when 'classification' then 3 when 'discipline' then 4 else 5 end`;

export const findAll = (db: Db, opts: { activeOnly: boolean }) => {
  let q = db.selectFrom('rules').select(columns);
  if (opts.activeOnly) q = q.where('active', '=', 1);
  return q.orderBy(sectionRank).orderBy('sortOrder').orderBy('title').execute();
};
export const findById = (db: Db, id: string) =>
  db.selectFrom('rules').select(columns).where('id', '=', id).executeTakeFirst();
export const insert = (db: Db, row: Insertable<RuleTable>) => db.insertInto('rules').values(row).execute();
export const update = (db: Db, id: string, patch: Omit<Updateable<RuleTable>, 'id'>) =>
  db.updateTable('rules').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) => db.deleteFrom('rules').where('id', '=', id).executeTakeFirst();
export const countFileUsers = async (db: Db, fileUrl: string) => {
  const rules = await db
    .selectFrom('rules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('fileUrl', '=', fileUrl)
    .executeTakeFirstOrThrow();
  const docs = await db
    .selectFrom('officialDocuments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('fileUrl', '=', fileUrl)
    .executeTakeFirstOrThrow();
  return Number(rules.n) + Number(docs.n);
};
/** The name a file was uploaded under, as its official document or rule recorded it (documents first: their name is required). */
export const findFileName = async (db: Db, fileUrl: string) => {
  const doc = await db
    .selectFrom('officialDocuments')
    .select('fileName')
    .where('fileUrl', '=', fileUrl)
    .executeTakeFirst();
  if (doc?.fileName) return doc.fileName;
  const rule = await db
    .selectFrom('rules')
    .select('fileName')
    .where('fileUrl', '=', fileUrl)
    .where('fileName', 'is not', null)
    .executeTakeFirst();
  return rule?.fileName ?? null;
};
