import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, TEST_ADMIN, type TestApi } from '../../testing/test-api';

describe('accounts procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(() => api.dispose());

  // On PostgreSQL the race is real but not every time: several rounds, each with a new second account.
  it('never lets two accounts deleting each other at once leave none', async () => {
    for (let round = 0; round < 12; round += 1) {
      const second = { email: `second-${round}@test.fr`, password: 'Deuxieme-Compte-2026' };
      await api.adminCaller.accounts.create(second);
      const other = await api.callerFor(`Bearer ${(await api.publicCaller.auth.login(second)).token}`);
      const [first, secondId] = (await api.adminCaller.accounts.list()).map((a) => a.id);
      const outcomes = await Promise.allSettled([
        api.adminCaller.accounts.remove({ id: secondId ?? '' }),
        other.accounts.remove({ id: first ?? '' }),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const left = await api.db.selectFrom('admins').select('id').execute();
      expect(left).toHaveLength(1);
      // Go on with the administrator of the test only; if the second account won, this round ends it.
      if (left[0]?.id !== first) return;
    }
  }, 60_000);

  it('records its logins and answers the account of the caller as current', async () => {
    const list = await api.adminCaller.accounts.list();
    expect(list).toEqual([
      {
        id: expect.any(String),
        email: TEST_ADMIN.email,
        createdAt: expect.any(String),
        lastLoginAt: expect.any(String),
        totp: false,
        notifySubmissions: true,
        current: true,
      },
    ]);
  });
});
