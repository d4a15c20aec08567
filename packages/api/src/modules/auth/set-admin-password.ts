import type { Db } from '@app/db';
import { newId } from '../../lib/ids';
import * as audit from '../audit/audit.service';
import { hashPassword } from './auth.service';
import * as repo from './auth.repository';
import { turnOff } from './totp.repository';

export const MIN_ADMIN_PASSWORD_LENGTH = 8;
export const DEFAULT_ADMIN_EMAIL = 'admin@aviron-indoor-2026.fr';

export type SetAdminPasswordResult = { email: string; created: boolean; totpTurnedOff: boolean };
/** Who the trail names for what the command did: no account did it, whoever runs the server did. */
export const ADMIN_PASSWORD_COMMAND = 'pnpm admin:password';

/**
 * `pnpm admin:password`: the way back in when the generated password was lost, without deleting the
 * database. Targets the administrator named by `email`, else the only one; creates it when there is none.
 * Every open session of that administrator is closed, as after any password change. `totpOff` also turns
 * its second factor off (phone and recovery codes lost): the key and the codes go, and the trail says so.
 */
export async function setAdminPassword(
  db: Db,
  password: string,
  email?: string,
  options: { totpOff?: boolean } = {},
): Promise<SetAdminPasswordResult> {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`Le mot de passe doit compter au moins ${MIN_ADMIN_PASSWORD_LENGTH} caractères`);
  }
  if (password.length > 256) throw new Error('Le mot de passe doit compter au plus 256 caractères');
  const wanted = email?.trim().toLowerCase();
  const admins = await repo.listForCommand(db);
  const target = wanted ? admins.find((admin) => admin.email === wanted) : admins.length === 1 ? admins[0] : undefined;
  const passwordHash = await hashPassword(password);

  if (target) {
    const totpTurnedOff = options.totpOff === true && target.totpEnabledAt !== null;
    await db.transaction().execute(async (trx) => {
      await repo.setPasswordHash(trx, target.id, passwordHash);
      await repo.deleteSessionsOf(trx, target.id);
      if (options.totpOff) await turnOff(trx, target.id);
      if (totpTurnedOff) {
        const changes = [{ field: 'totp', before: 'true', after: 'false' }];
        await audit.record(
          trx,
          { id: null, email: ADMIN_PASSWORD_COMMAND },
          { entity: 'accounts', entityId: target.id, action: 'totpOff', changes },
        );
      }
    });
    return { email: target.email, created: false, totpTurnedOff };
  }
  if (admins.length === 0) {
    const created = wanted ?? DEFAULT_ADMIN_EMAIL;
    await repo.insertAdmin(db, { id: newId(), email: created, passwordHash, createdAt: new Date().toISOString() });
    return { email: created, created: true, totpTurnedOff: false };
  }
  const known = admins.map((admin) => admin.email).join(', ');
  throw new Error(
    wanted
      ? `Aucun administrateur ${wanted} dans cette base (administrateurs : ${known}) : corrigez ADMIN_EMAIL`
      : `Plusieurs administrateurs (${known}) : indiquez lequel avec ADMIN_EMAIL`,
  );
}
