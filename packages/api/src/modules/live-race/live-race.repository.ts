import type { Db } from '@app/db';

// The race-computer keys and the screens' pin. Only the key's hash is ever read or written here.

const keyColumns = ['id', 'label', 'createdAt', 'revokedAt', 'lastUsedAt'] as const;

export const listKeys = (db: Db) =>
  db.selectFrom('raceComputerKeys').select(keyColumns).orderBy('createdAt', 'desc').execute();

export const findKey = (db: Db, id: string) =>
  db.selectFrom('raceComputerKeys').select(keyColumns).where('id', '=', id).executeTakeFirst();

export const findKeyByHash = (db: Db, keyHash: string) =>
  db.selectFrom('raceComputerKeys').select(keyColumns).where('keyHash', '=', keyHash).executeTakeFirst();

export const insertKey = (db: Db, row: { id: string; label: string; keyHash: string; createdAt: string }) =>
  db
    .insertInto('raceComputerKeys')
    .values({ ...row, revokedAt: null, lastUsedAt: null })
    .execute();

export const setRevoked = (db: Db, id: string, at: string) =>
  db
    .updateTable('raceComputerKeys')
    .set({ revokedAt: at })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .execute();

export const setLastUsed = (db: Db, id: string, at: string) =>
  db.updateTable('raceComputerKeys').set({ lastUsedAt: at }).where('id', '=', id).execute();

export const findPin = (db: Db) =>
  db.selectFrom('screenPins').select(['kind', 'eventId', 'message']).where('id', '=', 'screen').executeTakeFirst();

export async function savePin(db: Db, pin: { kind: string; eventId: string | null; message: string | null }) {
  await db.deleteFrom('screenPins').where('id', '=', 'screen').execute();
  await db
    .insertInto('screenPins')
    .values({ id: 'screen', ...pin })
    .execute();
}

/** The programme round a race definition's `name_long` names (the site's `.rac2` writes the round's name). */
export const findRoundIdByName = (db: Db, name: string) =>
  db.selectFrom('events').select('id').where('name', '=', name).orderBy('date', 'desc').executeTakeFirst();

export const countResults = async (db: Db, eventId: string) =>
  Number(
    (
      await db
        .selectFrom('results')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('eventId', '=', eventId)
        .executeTakeFirst()
    )?.n ?? 0,
  );
