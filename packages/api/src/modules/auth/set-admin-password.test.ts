import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, TEST_ADMIN, type TestApi } from '../../testing/test-api';
import { setAdminPassword } from './set-admin-password';

describe('setAdminPassword (pnpm admin:password)', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(() => api.dispose());

  it('changes the only administrator’s password and closes its sessions', async () => {
    await expect((await api.callerFor(`Bearer ${api.token}`)).stats.get()).resolves.toBeTruthy();
    expect(await setAdminPassword(api.db, 'tout-nouveau-1')).toEqual({
      email: TEST_ADMIN.email,
      created: false,
      totpTurnedOff: false,
    });
    await expect(api.publicCaller.auth.login(TEST_ADMIN)).rejects.toThrow();
    await expect(
      api.publicCaller.auth.login({ email: TEST_ADMIN.email, password: 'tout-nouveau-1' }),
    ).resolves.toMatchObject({ token: expect.any(String) });
    // The token issued before the change no longer opens the back-office.
    const withOldToken = await api.callerFor(`Bearer ${api.token}`);
    await expect(withOldToken.stats.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('names the administrator to change once there are several, and refuses an unknown one', async () => {
    await api.db
      .insertInto('admins')
      .values({ id: 'second', email: 'second@test.fr', passwordHash: 'x', createdAt: new Date().toISOString() })
      .execute();
    await expect(setAdminPassword(api.db, 'tout-nouveau-1')).rejects.toThrow('indiquez lequel avec ADMIN_EMAIL');
    await expect(setAdminPassword(api.db, 'tout-nouveau-1', 'nobody@test.fr')).rejects.toThrow('corrigez ADMIN_EMAIL');
    expect(await setAdminPassword(api.db, 'tout-nouveau-1', 'SECOND@test.fr')).toEqual({
      email: 'second@test.fr',
      created: false,
      totpTurnedOff: false,
    });
  });

  it('creates the administrator on a database that has none', async () => {
    await api.db.deleteFrom('adminSessions').execute();
    await api.db.deleteFrom('admins').execute();
    expect(await setAdminPassword(api.db, 'tout-nouveau-1', 'chef@test.fr')).toEqual({
      email: 'chef@test.fr',
      created: true,
      totpTurnedOff: false,
    });
    await expect(
      api.publicCaller.auth.login({ email: 'chef@test.fr', password: 'tout-nouveau-1' }),
    ).resolves.toBeTruthy();
  });
});
