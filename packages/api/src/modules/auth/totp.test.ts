import {
  INVALID_CREDENTIALS,
  INVALID_TOTP_CODE,
  TOTP_ALREADY_ON,
  TOTP_NOT_STARTED,
  TOTP_REQUIRED,
  WRONG_CURRENT_PASSWORD,
} from '@app/contract';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, TEST_ADMIN, type TestApi } from '../../testing/test-api';
import { setAdminPassword } from './set-admin-password';

/** The code an authenticator app shows for this key, `steps` periods of 30 s from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
/** Another 6 digits than the app's, for each of the steps a login accepts. */
const wrongCode = (secret: string) => {
  const valid = new Set([-1, 0, 1].map((s) => codeOf(secret, s)));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.has(c)) ?? '444444';
};

describe('second factor (TOTP) of the back-office', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(() => api.dispose());

  const sessions = async () => (await api.db.selectFrom('adminSessions').select('tokenHash').execute()).length;
  const audit = () => api.db.selectFrom('auditEntries').selectAll().where('entity', '=', 'accounts').execute();
  const login = (code?: string, ip = '127.0.0.1') =>
    api.callerFor(undefined, ip).then((c) => c.auth.login({ ...TEST_ADMIN, ...(code === undefined ? {} : { code }) }));

  /** Turns TOTP on for the test administrator; its key and recovery codes. */
  async function turnOn() {
    const { secret } = await api.adminCaller.account.totpSetup();
    const { recoveryCodes } = await api.adminCaller.account.totpEnable({ code: codeOf(secret) });
    return { secret, recoveryCodes };
  }

  it('turns on only with a first valid code: QR code and key shown, recovery codes given once, journaled', async () => {
    const setup = await api.adminCaller.account.totpSetup();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Aviron%20Indoor%202026:admin%40test\.fr\?/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1] ?? '', 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // Not on yet: the password alone still opens a session.
    expect((await api.adminCaller.accounts.list())[0]).toMatchObject({ totp: false });
    await expect(login()).resolves.toMatchObject({ token: expect.any(String) });

    await expect(api.adminCaller.account.totpEnable({ code: wrongCode(setup.secret) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: INVALID_TOTP_CODE,
    });
    await expect(api.adminCaller.account.totpEnable({ code: '12345' })).rejects.toThrow(/6 chiffres/);
    expect((await api.adminCaller.accounts.list())[0]).toMatchObject({ totp: false });

    const answer = await api.adminCaller.account.totpEnable({ code: codeOf(setup.secret).replace(/^(\d{3})/, '$1 ') });
    expect(answer.recoveryCodes).toHaveLength(10);
    expect(new Set(answer.recoveryCodes).size).toBe(10);
    for (const code of answer.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect((await api.adminCaller.accounts.list())[0]).toMatchObject({ totp: true });
    // Kept hashed: no recovery code, nor the key, is in the journal or readable as such.
    const stored = await api.db.selectFrom('adminRecoveryCodes').select('codeHash').execute();
    expect(stored).toHaveLength(10);
    for (const code of answer.recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
    const entries = await audit();
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'totpOn',
        accountEmail: TEST_ADMIN.email,
        changes: JSON.stringify([{ field: 'totp', before: 'false', after: 'true' }]),
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(setup.secret);

    await expect(api.adminCaller.account.totpSetup()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: TOTP_ALREADY_ON,
    });
    await expect(api.adminCaller.account.totpEnable({ code: codeOf(setup.secret, 1) })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: TOTP_ALREADY_ON,
    });
  });

  it('refuses to turn on without a QR code asked for first, or with the code of a key replaced since', async () => {
    await expect(api.adminCaller.account.totpEnable({ code: '123456' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: TOTP_NOT_STARTED,
    });
    const first = await api.adminCaller.account.totpSetup();
    const second = await api.adminCaller.account.totpSetup();
    expect(second.secret).not.toBe(first.secret);
    await expect(api.adminCaller.account.totpEnable({ code: codeOf(first.secret) })).rejects.toMatchObject({
      message: INVALID_TOTP_CODE,
    });
    await expect(api.adminCaller.account.totpEnable({ code: codeOf(second.secret) })).resolves.toMatchObject({
      recoveryCodes: expect.any(Array),
    });
  });

  it('asks for the code once on: the password alone opens no session, a wrong code is refused', async () => {
    const { secret } = await turnOn();
    const before = await sessions();
    await expect(login()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: TOTP_REQUIRED });
    await expect(login('')).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: TOTP_REQUIRED });
    // A wrong password says nothing of the second factor.
    await expect(api.publicCaller.auth.login({ ...TEST_ADMIN, password: 'mauvais' })).rejects.toMatchObject({
      message: INVALID_CREDENTIALS,
    });
    await expect(
      api.publicCaller.auth.login({ ...TEST_ADMIN, password: 'mauvais', code: codeOf(secret, 1) }),
    ).rejects.toMatchObject({ message: INVALID_CREDENTIALS });
    await expect(login(wrongCode(secret))).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: INVALID_TOTP_CODE });
    await expect(login('pas-un-code')).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: INVALID_TOTP_CODE });
    expect(await sessions()).toBe(before);

    // The enabling code used this step: the app's next one (a step ahead is accepted) opens a session.
    const { token } = await login(codeOf(secret, 1));
    await expect((await api.callerFor(`Bearer ${token}`)).stats.get()).resolves.toBeTruthy();
    expect(await sessions()).toBe(before + 1);
  });

  it('never takes the same code twice, even sent twice at once', async () => {
    const { secret } = await turnOn();
    const code = codeOf(secret, 1);
    const both = await Promise.allSettled([login(code), login(code, '10.0.0.9')]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(both.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toEqual(
      [INVALID_TOTP_CODE],
    );
    await expect(login(code)).rejects.toMatchObject({ message: INVALID_TOTP_CODE });
    // An older code is no better once a later one served.
    await expect(login(codeOf(secret))).rejects.toMatchObject({ message: INVALID_TOTP_CODE });
  });

  it('takes each recovery code once, however it is typed, and the journal says one was used', async () => {
    const { recoveryCodes } = await turnOn();
    const [first = '', second = ''] = recoveryCodes;
    await expect(login(first)).resolves.toMatchObject({ token: expect.any(String) });
    await expect(login(first)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: INVALID_TOTP_CODE });
    await expect(login(` ${second.replace(/-/g, '').toUpperCase()} `)).resolves.toMatchObject({
      token: expect.any(String),
    });
    await expect(login(second)).rejects.toMatchObject({ message: INVALID_TOTP_CODE });
    const used = await api.db
      .selectFrom('adminRecoveryCodes')
      .select('usedAt')
      .where('usedAt', 'is not', null)
      .execute();
    expect(used).toHaveLength(2);
    const logins = await api.db.selectFrom('auditEntries').select('changes').where('action', '=', 'login').execute();
    expect(logins.filter((e) => e.changes.includes('recoveryCode'))).toHaveLength(2);
  });

  it('turns off with the account password only (wrong one refused), journaled; the password alone then logs in', async () => {
    await turnOn();
    await expect(api.adminCaller.account.totpDisable({ password: 'mauvais' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: WRONG_CURRENT_PASSWORD,
    });
    expect((await api.adminCaller.accounts.list())[0]).toMatchObject({ totp: true });
    await api.adminCaller.account.totpDisable({ password: TEST_ADMIN.password });
    expect((await api.adminCaller.accounts.list())[0]).toMatchObject({ totp: false });
    expect(await api.db.selectFrom('adminRecoveryCodes').selectAll().execute()).toEqual([]);
    expect((await audit()).map((e) => e.action)).toEqual(['totpOn', 'totpOff']);
    await expect(login()).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('pnpm admin:password --totp-off turns it off for that account, and the journal names the command', async () => {
    await turnOn();
    expect(await setAdminPassword(api.db, 'tout-nouveau-1', undefined, { totpOff: true })).toEqual({
      email: TEST_ADMIN.email,
      created: false,
      totpTurnedOff: true,
    });
    await expect(
      api.publicCaller.auth.login({ email: TEST_ADMIN.email, password: 'tout-nouveau-1' }),
    ).resolves.toMatchObject({ token: expect.any(String) });
    expect((await audit()).at(-1)).toMatchObject({
      action: 'totpOff',
      accountEmail: 'pnpm admin:password',
      accountId: null,
    });
    // Without the flag, an account with TOTP keeps it.
    await turnOn();
    expect(await setAdminPassword(api.db, 'tout-nouveau-2')).toMatchObject({ totpTurnedOff: false });
    await expect(
      api.publicCaller.auth.login({ email: TEST_ADMIN.email, password: 'tout-nouveau-2' }),
    ).rejects.toMatchObject({ message: TOTP_REQUIRED });
  });
});
