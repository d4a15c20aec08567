import type { Db, OfficialDocumentTable } from '@app/db';

const columns = [
  'id',
  'title',
  'titleEn',
  'description',
  'descriptionEn',
  'fileName',
  'fileUrl',
  'fileSize',
  'fileType',
  'category',
  'icon',
  'color',
  'sortOrder',
] as const;

export const findAll = (db: Db) =>
  db.selectFrom('officialDocuments').select(columns).orderBy('sortOrder').orderBy('title').execute();
export const findById = (db: Db, id: string) =>
  db.selectFrom('officialDocuments').select(columns).where('id', '=', id).executeTakeFirst();
export const insert = (db: Db, row: OfficialDocumentTable) => db.insertInto('officialDocuments').values(row).execute();
export const update = (db: Db, id: string, patch: Partial<Omit<OfficialDocumentTable, 'id'>>) =>
  db.updateTable('officialDocuments').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) =>
  db.deleteFrom('officialDocuments').where('id', '=', id).executeTakeFirst();
