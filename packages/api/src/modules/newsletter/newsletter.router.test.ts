import { NEWSLETTER_CHECK_MAIL, NEWSLETTER_UNSUBSCRIBED, UNSUBSCRIBE_UNKNOWN } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headerCaller } from '../../testing/header-caller';
import { createTestApi, type TestApi } from '../../testing/test-api';

/** Signs up and reads the row, as the admin list does: the public answer carries no id nor link. */
async function signUp(api: TestApi, email: string) {
  await api.publicCaller.newsletter.subscribe({ email });
  return api.db
    .selectFrom('newsletterSubscriptions')
    .select(['id', 'unsubscribeToken'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}
const tokenOf = async (api: TestApi, email: string) => (await signUp(api, email)).unsubscribeToken ?? '';

describe('newsletter procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('stores an address once: signing up again (any case) answers the same, with no link in the answer', async () => {
    const first = await api.publicCaller.newsletter.subscribe({ email: 'fan@exemple.fr' });
    expect(first).toEqual({ message: NEWSLETTER_CHECK_MAIL });
    const again = await api.publicCaller.newsletter.subscribe({ email: ' FAN@Exemple.fr ' });
    expect(again).toEqual(first);
    const list = await api.adminCaller.newsletter.adminList();
    expect(list).toEqual([
      {
        id: expect.any(String),
        email: 'fan@exemple.fr',
        createdAt: expect.any(String),
        unsubscribeToken: expect.stringMatching(/^[\w-]{43}$/),
        confirmedAt: null,
      },
    ]);
  });

  it('unsubscribes with the link’s token, without a login, once; another subscriber stays', async () => {
    const unsubscribeToken = await tokenOf(api, 'a@exemple.fr');
    const other = await tokenOf(api, 'b@exemple.fr');
    expect(unsubscribeToken).not.toBe(other);
    expect(await api.publicCaller.newsletter.unsubscribe({ token: unsubscribeToken })).toEqual({
      message: NEWSLETTER_UNSUBSCRIBED,
    });
    expect((await api.adminCaller.newsletter.adminList()).map((s) => s.email)).toEqual(['b@exemple.fr']);
    await expect(api.publicCaller.newsletter.unsubscribe({ token: unsubscribeToken })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: UNSUBSCRIBE_UNKNOWN,
    });
    await expect(api.publicCaller.newsletter.unsubscribe({ token: 'inconnu' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(api.publicCaller.newsletter.unsubscribe({ token: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses an invalid address in French and stores nothing', async () => {
    await expect(api.publicCaller.newsletter.subscribe({ email: 'pas une adresse' })).rejects.toThrow(
      /Adresse e-mail invalide/,
    );
    await expect(api.publicCaller.newsletter.subscribe({ email: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await api.adminCaller.newsletter.adminList()).toEqual([]);
  });

  it('lets the admin delete a subscription; unknown ids are NOT_FOUND', async () => {
    const { id } = await signUp(api, 'a@exemple.fr');
    await api.publicCaller.newsletter.subscribe({ email: 'b@exemple.fr' });
    expect(await api.adminCaller.newsletter.remove({ id })).toEqual({ message: expect.any(String) });
    expect((await api.adminCaller.newsletter.adminList()).map((s) => s.email)).toEqual(['b@exemple.fr']);
    await expect(api.adminCaller.newsletter.remove({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Unsubscribed, the address may come back.
    expect((await signUp(api, 'a@exemple.fr')).id).not.toBe(id);
  });

  it('refuses the admin procedures without a token', async () => {
    const { id } = await signUp(api, 'a@exemple.fr');
    await expect(api.publicCaller.newsletter.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(api.publicCaller.newsletter.remove({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await api.adminCaller.newsletter.adminList()).toHaveLength(1);
  });
});

describe('newsletter admin list at size', () => {
  let api: TestApi;
  const emails = ['anne@exemple.fr', 'bruno@club.fr', 'chloe@exemple.fr'];

  beforeEach(async () => {
    api = await createTestApi();
    for (const [i, email] of emails.entries()) {
      const { id } = await signUp(api, email);
      await api.db
        .updateTable('newsletterSubscriptions')
        .set({ createdAt: `2026-01-0${i + 1}T10:00:00.000Z` })
        .where('id', '=', id)
        .execute();
    }
  });
  afterEach(async () => api.dispose());

  it('answers every subscription, newest first, without input; searches and windows with X-Total-Count', async () => {
    expect((await api.adminCaller.newsletter.adminList()).map((s) => s.email)).toEqual([
      'chloe@exemple.fr',
      'bruno@club.fr',
      'anne@exemple.fr',
    ]);
    const { caller, headers } = await headerCaller(api, { admin: true });
    expect((await caller.newsletter.adminList({ search: 'EXEMPLE', limit: 1, offset: 1 })).map((s) => s.email)).toEqual(
      ['anne@exemple.fr'],
    );
    expect(headers['x-total-count']).toBe('2');
    expect(await caller.newsletter.adminPage({ search: 'club' })).toEqual({
      items: [expect.objectContaining({ email: 'bruno@club.fr' })],
      total: 1,
    });
    await expect(api.publicCaller.newsletter.adminPage()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
