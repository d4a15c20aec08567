import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const type = {
  id: '1000m',
  name: '1000 mètres',
  nameEn: '1000 metres',
  description: 'Course de vitesse',
  descriptionEn: 'Sprint race',
};

describe('event-types procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('creates with the defaults of spec section 3 (grey, active, order 0)', async () => {
    const created = await api.adminCaller.eventTypes.create(type);
    expect(created).toEqual({ ...type, icon: null, color: 'gray', active: true, order: 0 });
    expect((await api.publicCaller.eventTypes.list()).map((t) => t.id)).toContain('1000m');
  });

  it('leaves inactive types out of the public list, not of the admin list', async () => {
    await api.adminCaller.eventTypes.create({ ...type, active: false, icon: '🚣', color: 'cyan-blue', order: 4 });
    expect((await api.publicCaller.eventTypes.list()).map((t) => t.id)).not.toContain('1000m');
    expect(await api.adminCaller.eventTypes.adminList()).toContainEqual({
      ...type,
      icon: '🚣',
      color: 'cyan-blue',
      active: false,
      order: 4,
    });
  });

  it('keeps the id fixed and updates only the given fields', async () => {
    await api.adminCaller.eventTypes.create({ ...type, icon: '🚣' });
    const updated = await api.adminCaller.eventTypes.update({ id: '1000m', active: false });
    expect(updated).toEqual({ ...type, icon: '🚣', color: 'gray', active: false, order: 0 });
    expect((await api.adminCaller.eventTypes.adminList()).filter((t) => t.name === type.name)).toHaveLength(1);
  });

  it('refuses a duplicate id, an unknown id, and bad fields in French', async () => {
    await expect(api.adminCaller.eventTypes.create({ ...type, id: '500m' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('existe déjà'),
    });
    await expect(api.adminCaller.eventTypes.update({ id: 'nope', name: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(api.adminCaller.eventTypes.remove({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.adminCaller.eventTypes.create({ ...type, color: 'rainbow' as never })).rejects.toThrow(
      /Couleur invalide/,
    );
    await expect(api.adminCaller.eventTypes.create({ ...type, order: -1 })).rejects.toThrow(/positif ou nul/);
    await expect(api.adminCaller.eventTypes.create({ ...type, nameEn: '' })).rejects.toThrow(/obligatoire/);
    expect((await api.adminCaller.eventTypes.adminList()).map((t) => t.id)).not.toContain('1000m');
  });

  it('refuses to delete a type that pricing periods use, naming them, and changes no price', async () => {
    await api.adminCaller.eventTypes.create(type);
    const period = await api.adminCaller.pricing.create({
      championshipId: 'indoor',
      name: 'Normal',
      price: 17,
      eventType: '1000m',
      startDate: '2025-10-06',
      endDate: '2026-01-10',
    });
    expect(period.eventType).toBe('1000m');
    await expect(api.adminCaller.eventTypes.remove({ id: '1000m' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('1 période(s) tarifaire(s)'),
    });
    expect((await api.adminCaller.pricing.byId({ id: period.id })).eventType).toBe('1000m');
    expect((await api.adminCaller.eventTypes.adminList()).map((t) => t.id)).toContain('1000m');
    await api.adminCaller.pricing.remove({ id: period.id });
    expect(await api.adminCaller.eventTypes.remove({ id: '1000m' })).toEqual({ message: expect.any(String) });
  });

  it('refuses admin procedures without a token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.eventTypes.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.eventTypes.create(type)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.eventTypes.remove({ id: '500m' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
