import type { Db } from '@app/db';

export const findAdminByEmail = (db: Db, email: string) =>
  db
    .selectFrom('admins')
    .select(['id', 'email', 'passwordHash', 'totpSecret', 'totpEnabledAt'])
    .where('email', '=', email)
    .executeTakeFirst();

export const countAdmins = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const insertAdmin = (db: Db, admin: { id: string; email: string; passwordHash: string; createdAt: string }) =>
  db.insertInto('admins').values(admin).execute();

export const insertSession = (
  db: Db,
  session: { tokenHash: string; adminId: string; createdAt: string; lastUsedAt: string; expiresAt: string },
) => db.insertInto('adminSessions').values(session).execute();

export const findSession = (db: Db, tokenHash: string) =>
  db
    .selectFrom('adminSessions')
    .innerJoin('admins', 'admins.id', 'adminSessions.adminId')
    .select([
      'adminSessions.tokenHash',
      'adminSessions.lastUsedAt',
      'adminSessions.expiresAt',
      'admins.id',
      'admins.email',
    ])
    .where('adminSessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();

export const touchSession = (db: Db, tokenHash: string, lastUsedAt: string) =>
  db.updateTable('adminSessions').set({ lastUsedAt }).where('tokenHash', '=', tokenHash).execute();

export const deleteSession = (db: Db, tokenHash: string) =>
  db.deleteFrom('adminSessions').where('tokenHash', '=', tokenHash).execute();

export const deleteExpiredSessions = (db: Db, nowIso: string) =>
  db.deleteFrom('adminSessions').where('expiresAt', '<=', nowIso).execute();

export const findAdminById = (db: Db, id: string) =>
  db.selectFrom('admins').select(['id', 'email', 'passwordHash']).where('id', '=', id).executeTakeFirst();

/** What the password command needs of each account, oldest first. */
export const listForCommand = (db: Db) =>
  db.selectFrom('admins').select(['id', 'email', 'totpEnabledAt']).orderBy('createdAt').execute();

export const listAdmins = (db: Db) =>
  db
    .selectFrom('admins')
    .select(['id', 'email', 'createdAt', 'lastLoginAt', 'totpEnabledAt', 'notifySubmissions'])
    .orderBy('createdAt')
    .orderBy('email')
    .execute();

export const deleteAdmin = (db: Db, id: string) => db.deleteFrom('admins').where('id', '=', id).executeTakeFirst();

/**
 * Holds every account row until the transaction ends. On PostgreSQL (read committed) two transactions
 * could otherwise both count two accounts and each delete the other; the second now waits, then counts
 * again what the first left. SQLite's writer runs one transaction at a time already. A no-op update, not
 * SELECT ... FOR UPDATE, which SQLite does not parse.
 */
export const lockAdmins = (db: Db) =>
  db
    .updateTable('admins')
    .set((eb) => ({ email: eb.ref('email') }))
    .execute();

export const setPasswordHash = (db: Db, id: string, passwordHash: string) =>
  db.updateTable('admins').set({ passwordHash }).where('id', '=', id).execute();

export const setLastLogin = (db: Db, id: string, at: string) =>
  db.updateTable('admins').set({ lastLoginAt: at }).where('id', '=', id).execute();

/** Ends every session of the account but `keepTokenHash` (the one changing its password). */
export const deleteSessionsOf = (db: Db, adminId: string, keepTokenHash?: string) =>
  db
    .deleteFrom('adminSessions')
    .where('adminId', '=', adminId)
    .$if(keepTokenHash !== undefined, (q) => q.where('tokenHash', '!=', keepTokenHash ?? ''))
    .execute();
