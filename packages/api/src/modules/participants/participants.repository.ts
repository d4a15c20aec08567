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
export const championshipExists = async (db: Db, id: string) => !!(await db.selectFrom('championships').select('id').where('id', '=', id).executeTakeFirst());
export const activeChampionshipIds = async (db: Db) =>
  (await db.selectFrom('championships').select('id').where('active', '=', 1).orderBy('sortOrder').orderBy('name').execute()).map((c) => c.id);
