import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const valid = {
  id: 'masters-indoor',
  name: 'Championnat Masters',
  nameEn: 'Masters Championship',
  dates: '30 janvier 2026',
  description: 'Pour les rameurs de plus de 27 ans',
  descriptionEn: 'For rowers over 27',
  categories: ['Masters A', '', 'Masters B'],
  requirements: ['Licence'],
};

describe('championships procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('lists the seeded defaults publicly, in order', async () => {
    const list = await api.publicCaller.championships.list();
    expect(list.map((c) => c.id)).toEqual(
      expect.arrayContaining(['elite', 'youth', 'school', 'para', 'avirose', 'indoor']),
    );
    const elite = list.find((c) => c.id === 'elite');
    expect(elite?.categories).toContain('Masters A');
    expect(elite?.pricingPeriods[0]?.price).toBe(25);
  });

  it('creates, updates and deletes as the admin; blank category lines are dropped', async () => {
    const created = await api.adminCaller.championships.create(valid);
    expect(created.categories).toEqual(['Masters A', 'Masters B']);
    expect(created.active).toBe(true);
    const updated = await api.adminCaller.championships.update({ id: valid.id, active: false, order: 9 });
    expect(updated).toMatchObject({ active: false, order: 9, name: valid.name });
    expect((await api.publicCaller.championships.list()).some((c) => c.id === valid.id)).toBe(false);
    await api.adminCaller.championships.remove({ id: valid.id });
    await expect(api.adminCaller.championships.byId({ id: valid.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a duplicate id, a bad id and missing fields, in French', async () => {
    await expect(api.adminCaller.championships.create({ ...valid, id: 'elite' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(api.adminCaller.championships.create({ ...valid, id: 'Bad ID' })).rejects.toThrow(
      /lettres minuscules/,
    );
    await expect(api.adminCaller.championships.create({ ...valid, name: ' ' })).rejects.toThrow(/obligatoire/);
  });

  it('refuses to delete a championship that still has pricing periods', async () => {
    await expect(api.adminCaller.championships.remove({ id: 'elite' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await api.adminCaller.championships.byId({ id: 'elite' })).toMatchObject({ id: 'elite' });
  });

  it('refuses every admin procedure without a valid token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.championships.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const forged = await api.callerFor('Bearer forged-token');
    await expect(forged.championships.create(valid)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
