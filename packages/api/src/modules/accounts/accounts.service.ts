import {
  ACCOUNT_EMAIL_TAKEN,
  type Account,
  type AccountCreateInput,
  type AccountUpdateInput,
  CANNOT_DELETE_LAST,
  CANNOT_DELETE_SELF,
  PASSWORD_CHANGED,
  type PasswordChangeInput,
} from '@app/contract';
import type { Db } from '@app/db';
import type { ApiDeps } from '../../context';
import { conflict, notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/sql-errors';
import * as authRepo from '../auth/auth.repository';
import { hashPassword } from '../auth/auth.service';
import { requireOwnPassword } from '../auth/login-guard';

/** The account making the request, with the session it came with. */
export interface CurrentAccount {
  id: string;
  email: string;
  tokenHash: string;
}

export async function list(db: Db, currentId: string): Promise<Account[]> {
  const rows = await authRepo.listAdmins(db);
  return rows.map(({ totpEnabledAt, notifySubmissions, ...row }) => ({
    ...row,
    totp: totpEnabledAt !== null,
    notifySubmissions: notifySubmissions === 1,
    current: row.id === currentId,
  }));
}

export async function byId(db: Db, currentId: string, id: string): Promise<Account> {
  const account = (await list(db, currentId)).find((row) => row.id === id);
  if (!account) throw notFound('Compte introuvable');
  return account;
}

export async function create(db: Db, currentId: string, input: AccountCreateInput): Promise<Account> {
  const account = { id: newId(), email: input.email, createdAt: nowIso() };
  try {
    await authRepo.insertAdmin(db, { ...account, passwordHash: await hashPassword(input.password) });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_EMAIL_TAKEN);
    throw error;
  }
  return { ...account, lastLoginAt: null, totp: false, notifySubmissions: true, current: account.id === currentId };
}

/** The account's switch « Recevoir les notifications par e-mail » (issue 32): on by default. */
export async function update(db: Db, currentId: string, input: AccountUpdateInput): Promise<Account> {
  const result = await db
    .updateTable('admins')
    .set({ notifySubmissions: input.notifySubmissions ? 1 : 0 })
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Compte introuvable');
  return byId(db, currentId, input.id);
}

/** One account fewer; never the caller's own, never the last one. Its sessions end with it. */
export async function remove(db: Db, currentId: string, id: string): Promise<{ message: string }> {
  // Counted and deleted in one transaction: two accounts deleting each other at once cannot leave none.
  return db.transaction().execute(async (trx) => {
    await authRepo.lockAdmins(trx);
    const accounts = await authRepo.listAdmins(trx);
    if (!accounts.some((account) => account.id === id)) throw notFound('Compte introuvable');
    if (accounts.length <= 1) throw conflict(CANNOT_DELETE_LAST);
    if (id === currentId) throw conflict(CANNOT_DELETE_SELF);
    await authRepo.deleteSessionsOf(trx, id);
    await authRepo.deleteAdmin(trx, id);
    return { message: 'Compte supprimé' };
  });
}

/**
 * The current password is checked like a login (same limits, so a stolen session cannot guess it
 * faster than the login form could); the account's other sessions end, the one asking stays open.
 */
export async function changePassword(
  deps: ApiDeps,
  ip: string,
  current: CurrentAccount,
  input: PasswordChangeInput,
): Promise<{ message: string }> {
  await requireOwnPassword(deps, ip, current, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await authRepo.setPasswordHash(trx, current.id, passwordHash);
    await authRepo.deleteSessionsOf(trx, current.id, current.tokenHash);
  });
  return { message: PASSWORD_CHANGED };
}
