import type { Db } from '@app/db';

export const findTotp = (db: Db, adminId: string) =>
  db
    .selectFrom('admins')
    .select(['id', 'email', 'totpSecret', 'totpEnabledAt'])
    .where('id', '=', adminId)
    .executeTakeFirst();

/** A new key, not on yet (refused by the query while the account's is on). */
export const setPendingSecret = (db: Db, adminId: string, secret: string) =>
  db
    .updateTable('admins')
    .set({ totpSecret: secret, totpLastStep: null })
    .where('id', '=', adminId)
    .where('totpEnabledAt', 'is', null)
    .executeTakeFirst();

/**
 * Claims a time step for the account, in one conditional update: true when no code of this step or a
 * later one was accepted before. Two requests with the same code (one replayed while the other is in
 * flight, or on another process) cannot both get it.
 */
export async function claimStep(db: Db, adminId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totpLastStep: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns the pending key on, if it is still the one the code was checked against. */
export async function turnOn(db: Db, adminId: string, secret: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totpEnabledAt: at })
    .where('id', '=', adminId)
    .where('totpSecret', '=', secret)
    .where('totpEnabledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Off: the key, its last step and every recovery code go. */
export async function turnOff(db: Db, adminId: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where('id', '=', adminId)
    .execute();
  await db.deleteFrom('adminRecoveryCodes').where('adminId', '=', adminId).execute();
}

export async function replaceRecoveryCodes(db: Db, adminId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('adminRecoveryCodes').where('adminId', '=', adminId).execute();
  await db
    .insertInto('adminRecoveryCodes')
    .values(codeHashes.map((codeHash) => ({ codeHash, adminId })))
    .execute();
}

/** Marks the code used, in one conditional update: true only the first time. */
export async function useRecoveryCode(db: Db, adminId: string, codeHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('adminRecoveryCodes')
    .set({ usedAt: at })
    .where('codeHash', '=', codeHash)
    .where('adminId', '=', adminId)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, adminId: string): Promise<number> {
  const row = await db
    .selectFrom('adminRecoveryCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('adminId', '=', adminId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
