import { TOO_MANY_ATTEMPTS, WRONG_CURRENT_PASSWORD } from '@app/contract';
import { verify } from '@node-rs/argon2';
import type { ApiDeps } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { findAdminById } from './auth.repository';

/**
 * One check of an account's credentials (a login, or a password asked again) under the login limits.
 * Per address: `LOGIN_RATE_LIMIT` failures a minute, then 429 for every try, right password included,
 * until the minute ends. The attempt is counted before anything else, in one step of the store: checked
 * first and counted after, parallel requests (or one tRPC batch of many logins, or several processes)
 * would all pass the check. A blocked address adds nothing to any account.
 * Per account, whatever the address: a growing wait before the check (lib/login-delay.ts), never a
 * refusal, so that strangers guessing from many addresses cannot lock the administrator out.
 * Only failures count: a result that `passed` accepts gives both counts back.
 */
export async function checkUnderLoginLimits<T>(
  deps: ApiDeps,
  ip: string,
  email: string,
  check: () => Promise<T>,
  passed: (result: T) => boolean,
): Promise<T> {
  const byAddress = `ip:${ip}`;
  if (!(await deps.loginLimiter.hit(byAddress))) throw new DomainError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  await deps.loginDelay.attempt(email);
  const result = await check();
  if (passed(result)) {
    await deps.loginLimiter.undo(byAddress);
    await deps.loginDelay.succeeded(email);
  }
  return result;
}

/**
 * The signed-in account's password asked again before a change that matters (a new password, turning
 * the second factor off): checked like a login, so that a session left open cannot guess it faster than
 * the login form could. A wrong one is a 400.
 */
export async function requireOwnPassword(
  deps: ApiDeps,
  ip: string,
  account: { id: string; email: string },
  password: string,
): Promise<void> {
  const check = async () => {
    const row = await findAdminById(deps.db, account.id);
    return row !== undefined && (await verify(row.passwordHash, password));
  };
  if (!(await checkUnderLoginLimits(deps, ip, account.email, check, (ok) => ok)))
    throw new DomainError('BAD_REQUEST', WRONG_CURRENT_PASSWORD);
}
