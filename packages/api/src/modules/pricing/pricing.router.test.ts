import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const period = { championshipId: 'youth', name: 'Tardif', price: 22.5, startDate: '2025-01-16', endDate: '2025-01-25' };

describe('pricing procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('creates a period with cents kept exact and shows it in the public championship', async () => {
    const created = await api.adminCaller.pricing.create({ ...period, price: 19.99 });
    expect(created).toMatchObject({ ...period, price: 19.99, active: true, eventType: null, description: null });
    const youth = (await api.publicCaller.championships.list()).find((c) => c.id === 'youth');
    expect(youth?.pricingPeriods.map((p) => p.id)).toContain(created.id);
  });

  it('leaves inactive periods out of the public championships, not out of the admin list', async () => {
    const hidden = await api.adminCaller.pricing.create({ ...period, active: false });
    const youth = (await api.publicCaller.championships.list()).find((c) => c.id === 'youth');
    expect(youth?.pricingPeriods.map((p) => p.id)).not.toContain(hidden.id);
    expect((await api.adminCaller.pricing.adminList()).map((p) => p.id)).toContain(hidden.id);
  });

  it('updates a single field and keeps the others', async () => {
    const created = await api.adminCaller.pricing.create({
      ...period,
      championshipId: 'indoor',
      eventType: '500m',
      description: 'Après le 15',
    });
    const updated = await api.adminCaller.pricing.update({ id: created.id, price: 30 });
    expect(updated).toEqual({ ...created, price: 30 });
  });

  it('refuses bad prices, dates out of order and unknown references, in French, storing nothing', async () => {
    const before = (await api.adminCaller.pricing.adminList()).length;
    await expect(api.adminCaller.pricing.create({ ...period, price: -1 })).rejects.toThrow(/positif ou nul/);
    await expect(api.adminCaller.pricing.create({ ...period, price: 1.234 })).rejects.toThrow(/deux décimales/);
    await expect(api.adminCaller.pricing.create({ ...period, endDate: '2025-01-01' })).rejects.toThrow(/date de fin/);
    await expect(api.adminCaller.pricing.create({ ...period, startDate: '16/01/2025' })).rejects.toThrow(
      /Date invalide/,
    );
    await expect(api.adminCaller.pricing.create({ ...period, championshipId: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Championnat inconnu',
    });
    await expect(
      api.adminCaller.pricing.create({ ...period, championshipId: 'indoor', eventType: 'nope' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await api.adminCaller.pricing.adminList()).length).toBe(before);
  });

  it('keeps event types to the periods of the product championship', async () => {
    const indoor = await api.adminCaller.pricing.create({ ...period, championshipId: 'indoor', eventType: '2000m' });
    expect(indoor.eventType).toBe('2000m');
    const before = (await api.adminCaller.pricing.adminList()).length;
    await expect(api.adminCaller.pricing.create({ ...period, eventType: '2000m' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/championnat indoor/),
    });
    expect((await api.adminCaller.pricing.adminList()).length).toBe(before);
    // Moving a typed period to another championship, or typing a general one, is refused too.
    await expect(api.adminCaller.pricing.update({ id: indoor.id, championshipId: 'youth' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const general = await api.adminCaller.pricing.create(period);
    await expect(api.adminCaller.pricing.update({ id: general.id, eventType: '500m' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    // Moved without its type, it becomes a general price of the other championship.
    expect(
      await api.adminCaller.pricing.update({ id: indoor.id, championshipId: 'youth', eventType: null }),
    ).toMatchObject({ championshipId: 'youth', eventType: null });
  });

  it('refuses an update whose end date falls before the stored start date', async () => {
    const created = await api.adminCaller.pricing.create(period);
    await expect(api.adminCaller.pricing.update({ id: created.id, endDate: '2024-12-31' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await api.adminCaller.pricing.byId({ id: created.id })).endDate).toBe(period.endDate);
  });

  it('answers NOT_FOUND for an unknown id and deletes with a message', async () => {
    await expect(api.adminCaller.pricing.update({ id: 'nope', price: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.adminCaller.pricing.remove({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.adminCaller.pricing.byId({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const created = await api.adminCaller.pricing.create(period);
    expect(await api.adminCaller.pricing.remove({ id: created.id })).toEqual({ message: expect.any(String) });
    await expect(api.adminCaller.pricing.byId({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses admin procedures without a token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.pricing.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.pricing.create(period)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
