import { createHash, randomBytes } from 'node:crypto';
import { INVALID_CREDENTIALS, INVALID_TOTP_CODE, TOTP_REQUIRED } from '@app/contract';
import type { Db } from '@app/db';
import { hash, verify } from '@node-rs/argon2';
import type { ApiDeps } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import * as audit from '../audit/audit.service';
import * as repo from './auth.repository';
import { checkUnderLoginLimits } from './login-guard';
import * as totp from './totp.service';

// 2 = Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const ARGON2 = { algorithm: 2 } as const;
// Verified when the e-mail is unknown.
let dummyHash: Promise<string> | undefined;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export interface LoginInput {
  email: string;
  password: string;
  /** The second factor, for an account that has turned it on: the app's code or a recovery code. */
  code?: string | undefined;
}

type Credentials =
  | { outcome: 'bad-credentials' | 'bad-code' | 'code-required' }
  | { outcome: 'session'; admin: { id: string; email: string }; secondFactor: 'totp' | 'recoveryCode' | null };

async function checkCredentials(db: Db, { email, password, code }: LoginInput): Promise<Credentials> {
  const admin = await repo.findAdminByEmail(db, email);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  // Verified when the e-mail is unknown too, so both failures take the same time.
  const ok = admin ? await verify(admin.passwordHash, password) : (await verify(await dummyHash, password)) && false;
  if (!admin || !ok) return { outcome: 'bad-credentials' };
  if (!admin.totpEnabledAt || !admin.totpSecret) return { outcome: 'session', admin, secondFactor: null };
  // The right password without a code is the first step of the login, not a failure.
  if (!code) return { outcome: 'code-required' };
  const secondFactor = await totp.acceptLoginCode(
    db,
    { id: admin.id, email: admin.email, totpSecret: admin.totpSecret },
    code,
  );
  return secondFactor ? { outcome: 'session', admin, secondFactor } : { outcome: 'bad-code' };
}

const LOGIN_REFUSALS = {
  'bad-credentials': INVALID_CREDENTIALS,
  'bad-code': INVALID_TOTP_CODE,
  'code-required': TOTP_REQUIRED,
} as const;

/**
 * A session for the right password, and, once the account has turned on its second factor, the right
 * code: without one the answer is 401 `Code de vérification requis` and no session (the login screen
 * then asks for it and sends both again). Every failure, password or code, counts in the login limits.
 */
export async function login(deps: ApiDeps, ip: string, input: LoginInput): Promise<{ token: string; message: string }> {
  const checked = await checkUnderLoginLimits(
    deps,
    ip,
    input.email,
    () => checkCredentials(deps.db, input),
    (result) => result.outcome === 'session' || result.outcome === 'code-required',
  );
  if (checked.outcome !== 'session') throw new DomainError('UNAUTHORIZED', LOGIN_REFUSALS[checked.outcome]);
  const { admin, secondFactor } = checked;
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
  // A recovery code used is said there too: the account's owner can see it was theirs.
  const changes = secondFactor ? [{ field: 'secondFactor', before: null, after: secondFactor }] : [];
  await audit.record(deps.db, { id: admin.id, email: admin.email }, { entity: 'sessions', action: 'login', changes });
  return { token, message: 'Connexion réussie' };
}

export async function logout(db: Db, tokenHash: string): Promise<{ message: string }> {
  await repo.deleteSession(db, tokenHash);
  return { message: 'Déconnexion réussie' };
}

/** The administrator holding this token, or null when it is unknown, idle too long or past its lifetime. */
export async function findAdminByToken(deps: Pick<ApiDeps, 'db' | 'config'>, token: string) {
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
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
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
