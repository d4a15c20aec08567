import type { Db, ParticipantTable } from '@app/db';

const select = (db: Db) =>
  db
    .selectFrom('participants')
    .innerJoin('championships', 'championships.id', 'participants.championshipId')
    .select([
      'participants.id',
      'participants.firstName',
      'participants.lastName',
      'participants.email',
      'participants.phone',
      'participants.club',
      'participants.category',
      'participants.championshipId',
      'participants.bib',
      'participants.personalBest',
      'participants.registrationDate',
      'participants.confirmed',
      'participants.paid',
      'championships.name as championshipName',
      'championships.nameEn as championshipNameEn',
    ]);

export const findAll = (db: Db, opts: { activeOnly: boolean } = { activeOnly: false }) => {
  let q = select(db);
  // Public: participants of a hidden championship are not listed.
  if (opts.activeOnly) q = q.where('championships.active', '=', 1);
  return q.orderBy('participants.lastName').orderBy('participants.firstName').execute();
};
export const findById = (db: Db, id: string) => select(db).where('participants.id', '=', id).executeTakeFirst();
export const insert = (db: Db, row: ParticipantTable) => db.insertInto('participants').values(row).execute();
export const update = (db: Db, id: string, patch: Partial<Omit<ParticipantTable, 'id'>>) =>
  db.updateTable('participants').set(patch).where('id', '=', id).executeTakeFirst();
export const remove = (db: Db, id: string) => db.deleteFrom('participants').where('id', '=', id).executeTakeFirst();
export const championshipExists = async (db: Db, id: string) =>
  !!(await db.selectFrom('championships').select('id').where('id', '=', id).executeTakeFirst());
/** The participant holding this bib in this championship, other than `exceptId` (the one being edited). */
export const findBibHolder = (db: Db, championshipId: string, bib: string, exceptId?: string) => {
  let q = db
    .selectFrom('participants')
    .select('id')
    .where('championshipId', '=', championshipId)
    .where('bib', '=', bib);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
};
export const findStoredById = (db: Db, id: string) =>
  db.selectFrom('participants').selectAll().where('id', '=', id).executeTakeFirst();
export const findAllStored = (db: Db) => db.selectFrom('participants').selectAll().execute();
export const championshipNames = (db: Db) => db.selectFrom('championships').select(['id', 'name', 'nameEn']).execute();

// 13 columns a row: 500 rows stay far below SQLite's limit of bound parameters per statement.
const INSERT_CHUNK = 500;
export async function insertMany(db: Db, rows: ParticipantTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db
      .insertInto('participants')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
}
export const activeChampionshipIds = async (db: Db) =>
  (
    await db
      .selectFrom('championships')
      .select('id')
      .where('active', '=', 1)
      .orderBy('sortOrder')
      .orderBy('name')
      .execute()
  ).map((c) => c.id);
