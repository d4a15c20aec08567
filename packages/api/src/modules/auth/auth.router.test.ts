import { createHash } from 'node:crypto';
import { INVALID_CREDENTIALS, INVALID_TOTP_CODE, TOO_MANY_ATTEMPTS } from '@app/contract';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, TEST_ADMIN, type TestApi } from '../../testing/test-api';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('auth procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  const sessions = () => api.db.selectFrom('adminSessions').select(['tokenHash', 'expiresAt', 'createdAt']).execute();

  it('returns an opaque random token and keeps only its hash, with an expiry', async () => {
    const answer = await api.publicCaller.auth.login({ email: ' Admin@Test.fr ', password: TEST_ADMIN.password });
    expect(answer).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/), message: expect.any(String) });
    const rows = await sessions();
    expect(rows.some((r) => r.tokenHash === answer.token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === sha256(answer.token));
    expect(row).toBeDefined();
    expect(Date.parse(row?.expiresAt ?? '') - Date.parse(row?.createdAt ?? '')).toBe(api.deps.config.sessionMaxMs);
    const admin = await api.callerFor(`Bearer ${answer.token}`);
    expect(await admin.stats.get()).toMatchObject({ participants: expect.any(Number) });
  });

  it('names the administrator a token belongs to (auth.session, asked first by the server plain routes), and refuses without one', async () => {
    const { token } = await api.publicCaller.auth.login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(await (await api.callerFor(`Bearer ${token}`)).auth.session()).toEqual({
      id: expect.any(String),
      email: TEST_ADMIN.email,
    });
    for (const header of [undefined, 'Bearer forged', `Bearer ${token}x`]) {
      expect(await (await api.callerFor(header)).auth.session().catch((e: unknown) => e)).toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('stores the password as an argon2id hash', async () => {
    const row = await api.db.selectFrom('admins').select('passwordHash').executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(TEST_ADMIN.password);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await api.publicCaller.auth
      .login({ email: 'personne@test.fr', password: TEST_ADMIN.password })
      .catch((e: unknown) => e);
    const wrong = await api.publicCaller.auth
      .login({ email: TEST_ADMIN.email, password: 'mauvais' })
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    expect(wrong).toMatchObject({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
  });

  it('validates the login form in French', async () => {
    await expect(api.publicCaller.auth.login({ email: 'pas-un-mail', password: 'x' })).rejects.toThrow(
      /Adresse e-mail invalide/,
    );
    await expect(api.publicCaller.auth.login({ email: TEST_ADMIN.email, password: '' })).rejects.toThrow(/obligatoire/);
  });

  it('rate-limits failed logins per address: even the right password is refused once blocked', async () => {
    const limit = api.deps.config.loginRateLimit;
    for (let i = 0; i < limit; i++) {
      await expect(api.publicCaller.auth.login({ email: `x${i}@test.fr`, password: 'bad' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(api.publicCaller.auth.login(TEST_ADMIN)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: TOO_MANY_ATTEMPTS,
    });
    // Another address is not blocked.
    const other = await api.callerFor(undefined, '10.0.0.2');
    expect((await other.auth.login(TEST_ADMIN)).token).toBeTruthy();
  });

  it('counts parallel attempts too: a burst gets no more guesses than the limit', async () => {
    const limit = api.deps.config.loginRateLimit;
    const burst = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        api.publicCaller.auth.login({ email: TEST_ADMIN.email, password: `guess-${i}` }),
      ),
    );
    const codes = burst.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'OK'));
    expect(codes.filter((c) => c === 'UNAUTHORIZED')).toHaveLength(limit);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(20 - limit);
  });

  it('does not count successful logins against the address', async () => {
    const limit = api.deps.config.loginRateLimit;
    for (let i = 0; i < limit + 2; i++) expect((await api.publicCaller.auth.login(TEST_ADMIN)).token).toBeTruthy();
    for (let i = 0; i < limit; i++) {
      await expect(api.publicCaller.auth.login({ email: `x${i}@test.fr`, password: 'bad' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(api.publicCaller.auth.login({ email: 'y@test.fr', password: 'bad' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('slows one account’s failures from every address with a growing wait, and still lets the right password in', async () => {
    const limit = api.deps.config.loginRateLimit;
    const failFrom = async (ip: string) => {
      const caller = await api.callerFor(undefined, ip);
      await expect(caller.auth.login({ email: TEST_ADMIN.email, password: 'bad' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        message: INVALID_CREDENTIALS,
      });
    };
    api.sleeps.length = 0;
    // Each guess from a new address: the address limit never sees more than one.
    for (let i = 0; i < limit + 7; i++) await failFrom(`10.0.1.${i}`);
    // The first `limit` failures are free; then 1 s doubling, up to 10 s, whatever the address.
    expect(api.sleeps).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    // Another account is not slowed by them.
    await expect(api.publicCaller.auth.login({ email: 'autre@test.fr', password: 'bad' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(api.sleeps).toHaveLength(7);
    // Never a lockout: the right password, from a fresh address or from one that has failed, gets in after the wait.
    expect((await (await api.callerFor(undefined, '10.0.3.1')).auth.login(TEST_ADMIN)).token).toBeTruthy();
    expect((await (await api.callerFor(undefined, '10.0.1.0')).auth.login(TEST_ADMIN)).token).toBeTruthy();
    expect(api.sleeps.slice(7)).toEqual([10_000, 10_000]);
    // A parallel burst waits as if it came one by one: each attempt is counted as it arrives.
    api.sleeps.length = 0;
    await Promise.allSettled(Array.from({ length: 3 }, (_, i) => failFrom(`10.0.4.${i}`)));
    expect(api.sleeps).toEqual([10_000, 10_000, 10_000]);
  });

  it('slows wrong codes too, and lets the right password and code in after the wait', async () => {
    const limit = api.deps.config.loginRateLimit;
    const { secret } = await api.adminCaller.account.totpSetup();
    const app = (steps: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
    await api.adminCaller.account.totpEnable({ code: app(0) });
    const valid = new Set([-1, 0, 1, 2].map(app));
    const wrong = ['000000', '111111', '222222', '333333', '444444'].find((c) => !valid.has(c)) ?? '555555';
    api.sleeps.length = 0;
    for (let i = 0; i < limit + 2; i++) {
      const caller = await api.callerFor(undefined, `10.0.5.${i}`);
      await expect(caller.auth.login({ ...TEST_ADMIN, code: wrong })).rejects.toMatchObject({
        message: INVALID_TOTP_CODE,
      });
    }
    expect(api.sleeps).toEqual([1000, 2000]);
    const own = await api.callerFor(undefined, '10.0.6.1');
    expect((await own.auth.login({ ...TEST_ADMIN, code: app(1) })).token).toBeTruthy();
    expect(api.sleeps).toEqual([1000, 2000, 4000]);
  });

  it('revokes the token at logout', async () => {
    const { token } = await api.publicCaller.auth.login(TEST_ADMIN);
    const admin = await api.callerFor(`Bearer ${token}`);
    expect(await admin.auth.logout()).toEqual({ message: expect.any(String) });
    expect((await sessions()).some((r) => r.tokenHash === sha256(token))).toBe(false);
    const after = await api.callerFor(`Bearer ${token}`);
    await expect(after.stats.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // The other sessions live on.
    expect(await api.adminCaller.stats.get()).toBeDefined();
  });

  it('refuses an expired token and an idle one, and forgets them', async () => {
    const expired = (await api.publicCaller.auth.login(TEST_ADMIN)).token;
    await api.db
      .updateTable('adminSessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', sha256(expired))
      .execute();
    await expect((await api.callerFor(`Bearer ${expired}`)).stats.get()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect((await sessions()).some((r) => r.tokenHash === sha256(expired))).toBe(false);

    const idle = (await api.publicCaller.auth.login(TEST_ADMIN)).token;
    const longAgo = new Date(Date.now() - api.deps.config.sessionIdleMs - 1000).toISOString();
    await api.db
      .updateTable('adminSessions')
      .set({ lastUsedAt: longAgo })
      .where('tokenHash', '=', sha256(idle))
      .execute();
    await expect((await api.callerFor(`Bearer ${idle}`)).stats.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses forged, malformed and hash-as-token credentials', async () => {
    for (const header of [
      'Bearer forged',
      'Bearer ',
      `Basic ${api.token}`,
      api.token,
      `Bearer ${sha256(api.token)}`,
      `Bearer ${'a'.repeat(5000)}`,
    ]) {
      await expect((await api.callerFor(header)).stats.get(), header.slice(0, 20)).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(api.publicCaller.auth.logout()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
