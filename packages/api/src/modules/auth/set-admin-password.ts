import type { Db } from '@app/db';
import { newId } from '../../lib/ids';
import { hashPassword } from './auth.service';
import * as repo from './auth.repository';

export const MIN_ADMIN_PASSWORD_LENGTH = 8;
export const DEFAULT_ADMIN_EMAIL = 'admin@aviron-indoor-2026.fr';

export type SetAdminPasswordResult = { email: string; created: boolean };

/**
 * `pnpm admin:password`: the way back in when the generated password was lost, without deleting the
 * database. Targets the administrator named by `email`, else the only one; creates it when there is none.
 * Every open session of that administrator is closed, as after any password change.
 */
export async function setAdminPassword(db: Db, password: string, email?: string): Promise<SetAdminPasswordResult> {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`Le mot de passe doit compter au moins ${MIN_ADMIN_PASSWORD_LENGTH} caractères`);
  }
  if (password.length > 256) throw new Error('Le mot de passe doit compter au plus 256 caractères');
  const wanted = email?.trim().toLowerCase();
  const admins = await db.selectFrom('admins').select(['id', 'email']).orderBy('createdAt').execute();
  const target = wanted ? admins.find((admin) => admin.email === wanted) : admins.length === 1 ? admins[0] : undefined;
  const passwordHash = await hashPassword(password);

  if (target) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('admins').set({ passwordHash }).where('id', '=', target.id).execute();
      await trx.deleteFrom('adminSessions').where('adminId', '=', target.id).execute();
    });
    return { email: target.email, created: false };
  }
  if (admins.length === 0) {
    const created = wanted ?? DEFAULT_ADMIN_EMAIL;
    await repo.insertAdmin(db, { id: newId(), email: created, passwordHash, createdAt: new Date().toISOString() });
    return { email: created, created: true };
  }
  const known = admins.map((admin) => admin.email).join(', ');
  throw new Error(
    wanted
      ? `Aucun administrateur ${wanted} dans cette base (administrateurs : ${known}) : corrigez ADMIN_EMAIL`
      : `Plusieurs administrateurs (${known}) : indiquez lequel avec ADMIN_EMAIL`,
  );
}
