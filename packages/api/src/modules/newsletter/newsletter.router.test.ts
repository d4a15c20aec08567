import { NEWSLETTER_SUBSCRIBED } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

describe('newsletter procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('stores an address once: subscribing again (any case) is a success with the same id', async () => {
    const first = await api.publicCaller.newsletter.subscribe({ email: 'fan@exemple.fr' });
    expect(first).toEqual({ id: expect.any(String), message: NEWSLETTER_SUBSCRIBED });
    const again = await api.publicCaller.newsletter.subscribe({ email: ' FAN@Exemple.fr ' });
    expect(again).toEqual(first);
    const list = await api.adminCaller.newsletter.adminList();
    expect(list).toEqual([{ id: first.id, email: 'fan@exemple.fr', createdAt: expect.any(String) }]);
  });

  it('refuses an invalid address in French and stores nothing', async () => {
    await expect(api.publicCaller.newsletter.subscribe({ email: 'pas une adresse' })).rejects.toThrow(/Adresse e-mail invalide/);
    await expect(api.publicCaller.newsletter.subscribe({ email: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await api.adminCaller.newsletter.adminList()).toEqual([]);
  });

  it('lets the admin delete a subscription; unknown ids are NOT_FOUND', async () => {
    const { id } = await api.publicCaller.newsletter.subscribe({ email: 'a@exemple.fr' });
    await api.publicCaller.newsletter.subscribe({ email: 'b@exemple.fr' });
    expect(await api.adminCaller.newsletter.remove({ id })).toEqual({ message: expect.any(String) });
    expect((await api.adminCaller.newsletter.adminList()).map((s) => s.email)).toEqual(['b@exemple.fr']);
    await expect(api.adminCaller.newsletter.remove({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Unsubscribed, the address may come back.
    expect((await api.publicCaller.newsletter.subscribe({ email: 'a@exemple.fr' })).id).not.toBe(id);
  });

  it('refuses the admin procedures without a token', async () => {
    const { id } = await api.publicCaller.newsletter.subscribe({ email: 'a@exemple.fr' });
    await expect(api.publicCaller.newsletter.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(api.publicCaller.newsletter.remove({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await api.adminCaller.newsletter.adminList()).toHaveLength(1);
  });
});
