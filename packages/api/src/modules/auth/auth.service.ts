import { createHash, randomBytes } from 'node:crypto';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from '@app/contract';
import type { Db } from '@app/db';
import { hash, verify } from '@node-rs/argon2';
import type { ApiDeps } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import * as audit from '../audit/audit.service';
import * as repo from './auth.repository';

// 2 = Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const ARGON2 = { algorithm: 2 } as const;
// Verified when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function login(deps: ApiDeps, ip: string, email: string, password: string): Promise<{ token: string; message: string }> {
  const limiter = deps.loginLimiter;
  const byAddress = `ip:${ip}`;
  const byAccount = `account:${email}`;
  // The address first, and alone: a blocked address adds no key, whatever e-mails it sends. The attempt
  // is counted before anything else, in one step of the store: checked first and counted after, parallel
  // requests (or one tRPC batch of many logins, or several processes) would all pass the check.
  if (!(await limiter.hit(byAddress))) throw new DomainError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  // An account under attack is slowed, never locked (ASVS 6.3): once its failures from every address
  // reach the limit, an address that has been failing (a count above this attempt's) gets no further
  // try on it, but an address with no recent failure (the administrator's own) has its password checked.
  if ((await limiter.isBlocked(byAccount)) && (await limiter.count(byAddress)) > 1) {
    await limiter.undo(byAddress);
    throw new DomainError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  }
  await limiter.hit(byAccount);
  const admin = await repo.findAdminByEmail(deps.db, email);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  let ok = false;
  if (admin) ok = await verify(admin.passwordHash, password);
  else await verify(await dummyHash, password);
  if (!admin || !ok) throw new DomainError('UNAUTHORIZED', INVALID_CREDENTIALS);
  // Only failures count against the limits; the account keeps the others' failures (still under attack).
  await limiter.undo(byAddress);
  await limiter.undo(byAccount);
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await repo.deleteExpiredSessions(deps.db, new Date(now).toISOString());
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    adminId: admin.id,
    createdAt: new Date(now).toISOString(),
    lastUsedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + deps.config.sessionMaxMs).toISOString(),
  });
  await repo.setLastLogin(deps.db, admin.id, new Date(now).toISOString());
  // Logins are in the audit trail (who opened the back-office when); failures are not, the limits see them.
  await audit.record(deps.db, { id: admin.id, email: admin.email }, { entity: 'sessions', action: 'login' });
  return { token, message: 'Connexion réussie' };
}

export async function logout(db: Db, tokenHash: string): Promise<{ message: string }> {
  await repo.deleteSession(db, tokenHash);
  return { message: 'Déconnexion réussie' };
}

/** The administrator holding this token, or null when it is unknown, idle too long or past its lifetime. */
export async function findAdminByToken(deps: ApiDeps, token: string) {
  if (token.length > 200) return null;
  const tokenHash = hashToken(token);
  const session = await repo.findSession(deps.db, tokenHash);
  if (!session) return null;
  const now = Date.now();
  const lastUsed = Date.parse(session.lastUsedAt);
  if (Date.parse(session.expiresAt) <= now || lastUsed + deps.config.sessionIdleMs <= now) {
    await repo.deleteSession(deps.db, tokenHash);
    return null;
  }
  // Touch at most once a minute: enough for the idle expiry, without a write on every call.
  if (now - lastUsed > 60_000) await repo.touchSession(deps.db, tokenHash, new Date(now).toISOString());
  return { id: session.id, email: session.email, tokenHash };
}

/** Creates the administrator at start when none exists; returns the generated password if one was made. */
export async function ensureAdmin(db: Db, email: string, password: string | undefined): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await repo.countAdmins(db)) > 0) return { created: false };
  const generated = password ? undefined : randomBytes(12).toString('base64url');
  await repo.insertAdmin(db, {
    id: newId(),
    email: email.trim().toLowerCase(),
    passwordHash: await hashPassword(password ?? generated!),
    createdAt: new Date().toISOString(),
  });
  return generated ? { created: true, generatedPassword: generated } : { created: true };
}
