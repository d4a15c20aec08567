import { createHash } from 'node:crypto';
import {
  INVALID_TOTP_CODE,
  RECOVERY_CODE_COUNT,
  TOTP_ALREADY_ON,
  TOTP_DIGITS,
  TOTP_DISABLED,
  TOTP_ENABLED,
  TOTP_NOT_ON,
  TOTP_NOT_STARTED,
  type TotpEnableAnswer,
  type TotpSetup,
} from '@app/contract';
import type { Db } from '@app/db';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { ApiDeps } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/domain-error';
import { nowIso } from '../../lib/ids';
import { requireOwnPassword } from './login-guard';
import * as repo from './totp.repository';

// What every authenticator app reads (Google Authenticator ignores other algorithms and lengths).
const ALGORITHM = 'SHA1';
const PERIOD_S = 30;
const ISSUER = 'Aviron Indoor 2026';
// A code of the step before or after is taken too: a phone's clock a little off, a code typed as it changed.
const WINDOW = 1;
// 80 bits each, written as 16 base32 letters in groups of 4: out of reach of guessing, so a plain SHA-256 of
// them is enough (as for the session tokens), and the login can find one by its hash.
const RECOVERY_BYTES = 10;

export interface CurrentAccount {
  id: string;
  email: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const totpOf = (email: string, secret: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A recovery code as typed (any case, with or without its dashes), as hashed; null when it cannot be one. */
const recoveryCodeKey = (code: string): string | null => {
  const bare = code.toLowerCase().replace(/-/g, '');
  return /^[a-z2-7]{16}$/.test(bare) ? bare : null;
};

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    new Secret({ size: RECOVERY_BYTES }).base32.toLowerCase().match(/.{4}/g)!.join('-'),
  );
}

/** A new key for the account, not on until a first code proves the app holds it; any earlier pending one is replaced. */
export async function setup(db: Db, account: CurrentAccount): Promise<TotpSetup> {
  const secret = new Secret({ size: 20 }).base32;
  const updated = await repo.setPendingSecret(db, account.id, secret);
  if (Number(updated.numUpdatedRows) !== 1) {
    if (await repo.findTotp(db, account.id)) throw conflict(TOTP_ALREADY_ON);
    throw notFound('Compte introuvable');
  }
  const otpauthUri = totpOf(account.email, secret).toString();
  // An SVG in a data: address: no script, nothing inline for the CSP to refuse, sharp at any size.
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** An app's code, accepted once: its time step is claimed, so it (or an older one) cannot serve again. */
export async function acceptAppCode(
  db: Db,
  account: CurrentAccount,
  secret: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const delta = totpOf(account.email, secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return false;
  return repo.claimStep(db, account.id, TOTP.counter({ period: PERIOD_S, timestamp: now }) + delta);
}

/** The second step of a login: the app's 6 digits, or one of the recovery codes (used up by this login). */
export async function acceptLoginCode(
  db: Db,
  account: CurrentAccount & { totpSecret: string },
  code: string,
): Promise<'totp' | 'recoveryCode' | null> {
  if (/^\d+$/.test(code)) return (await acceptAppCode(db, account, account.totpSecret, code)) ? 'totp' : null;
  const key = recoveryCodeKey(code);
  if (key && (await repo.useRecoveryCode(db, account.id, sha256(key), nowIso()))) return 'recoveryCode';
  return null;
}

/** On, once a first code proves the app holds the key; the recovery codes are answered this once. */
export async function enable(db: Db, account: CurrentAccount, code: string): Promise<TotpEnableAnswer> {
  const row = await repo.findTotp(db, account.id);
  if (row?.totpEnabledAt) throw conflict(TOTP_ALREADY_ON);
  if (!row?.totpSecret) throw conflict(TOTP_NOT_STARTED);
  if (!(await acceptAppCode(db, account, row.totpSecret, code))) throw badRequest(INVALID_TOTP_CODE);
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    // A QR code asked for again in another tab since has replaced the key: this code was for the old one.
    if (!(await repo.turnOn(trx, account.id, row.totpSecret!, nowIso()))) throw conflict(TOTP_NOT_STARTED);
    await repo.replaceRecoveryCodes(
      trx,
      account.id,
      codes.map((c) => sha256(recoveryCodeKey(c)!)),
    );
  });
  return { message: TOTP_ENABLED, recoveryCodes: codes };
}

/**
 * Off, by the account itself: its password is asked again (a session left open is not enough), checked
 * under the login limits like a login.
 */
export async function disable(
  deps: ApiDeps,
  ip: string,
  account: CurrentAccount,
  password: string,
): Promise<{ message: string }> {
  const row = await repo.findTotp(deps.db, account.id);
  if (!row?.totpEnabledAt) throw conflict(TOTP_NOT_ON);
  await requireOwnPassword(deps, ip, account, password);
  await deps.db.transaction().execute((trx) => repo.turnOff(trx, account.id));
  return { message: TOTP_DISABLED };
}
