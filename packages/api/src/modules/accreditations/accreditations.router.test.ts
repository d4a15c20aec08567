import { ACCREDITATION_SENT } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headerCaller } from '../../testing/header-caller';
import { createTestApi, type TestApi } from '../../testing/test-api';

const request = {
  media: 'L’Équipe',
  journalist: 'Marie Leroy',
  email: 'marie@lequipe.fr',
  type: 'presse-ecrite' as const,
  needs: 'Place en tribune',
};

describe('press accreditation procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('stores the request (not only logs it) as PENDING, ignoring id, status and createdAt', async () => {
    const answer = await api.publicCaller.accreditations.submit({
      ...request,
      id: 'x',
      status: 'APPROVED',
      createdAt: '2000-01-01',
    } as typeof request);
    expect(answer).toEqual({ id: expect.any(String), message: ACCREDITATION_SENT });
    expect(await api.adminCaller.accreditations.adminList()).toEqual([
      {
        id: answer.id,
        ...request,
        phone: null,
        status: 'PENDING',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect((await api.adminCaller.accreditations.adminList())[0]?.createdAt).not.toBe('2000-01-01');
  });

  it('validates spec section 5 in French and stores nothing refused', async () => {
    await expect(api.publicCaller.accreditations.submit({ ...request, type: 'blog' as never })).rejects.toThrow(
      /Type de média invalide/,
    );
    await expect(api.publicCaller.accreditations.submit({ ...request, media: '' })).rejects.toThrow(/obligatoire/);
    await expect(
      api.publicCaller.accreditations.submit({ ...request, journalist: undefined as never }),
    ).rejects.toThrow(/obligatoire/);
    await expect(api.publicCaller.accreditations.submit({ ...request, email: 'non' })).rejects.toThrow(
      /Adresse e-mail invalide/,
    );
    expect(await api.adminCaller.accreditations.adminList()).toEqual([]);
  });

  for (const target of ['APPROVED', 'REJECTED'] as const) {
    it(`moves PENDING to ${target} once, then refuses any change`, async () => {
      const { id } = await api.publicCaller.accreditations.submit(request);
      expect(await api.adminCaller.accreditations.setStatus({ id, status: target })).toMatchObject({
        id,
        status: target,
      });
      for (const next of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
        await expect(api.adminCaller.accreditations.setStatus({ id, status: next })).rejects.toMatchObject({
          code: 'CONFLICT',
        });
      }
      expect((await api.adminCaller.accreditations.adminList())[0]?.status).toBe(target);
    });
  }

  it('answers NOT_FOUND for an unknown id and UNAUTHORIZED without a token', async () => {
    await expect(api.adminCaller.accreditations.setStatus({ id: 'nope', status: 'APPROVED' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(api.publicCaller.accreditations.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(api.publicCaller.accreditations.setStatus({ id: 'nope', status: 'APPROVED' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('accreditations admin list at size', () => {
  let api: TestApi;
  const asked = [
    { media: 'L’Équipe', journalist: 'Marie Leroy', type: 'presse-ecrite' as const, day: '01' },
    { media: 'Radio Aviron', journalist: 'Hélène Roux', type: 'radio' as const, day: '02' },
    { media: 'Le Web', journalist: 'Paul Petit', type: 'web' as const, day: '03' },
  ];
  const medias = (list: { media: string }[]) => list.map((a) => a.media);

  beforeEach(async () => {
    api = await createTestApi();
    for (const a of asked) {
      const { id } = await api.publicCaller.accreditations.submit({
        ...request,
        media: a.media,
        journalist: a.journalist,
        email: `presse${a.day}@exemple.fr`,
        type: a.type,
      });
      await api.db
        .updateTable('accreditations')
        .set({ createdAt: `2026-01-${a.day}T10:00:00.000Z` })
        .where('id', '=', id)
        .execute();
      if (a.day === '01') await api.adminCaller.accreditations.setStatus({ id, status: 'REJECTED' });
    }
  });
  afterEach(async () => api.dispose());

  it('answers every request, newest first, without input; filters, searches and windows', async () => {
    expect(medias(await api.adminCaller.accreditations.adminList())).toEqual(['Le Web', 'Radio Aviron', 'L’Équipe']);
    const { caller, headers } = await headerCaller(api, { admin: true });
    expect(medias(await caller.accreditations.adminList({ search: 'helene' }))).toEqual(['Radio Aviron']);
    expect(medias(await caller.accreditations.adminList({ search: 'equipe' }))).toEqual(['L’Équipe']);
    expect(medias(await caller.accreditations.adminList({ type: 'web' }))).toEqual(['Le Web']);
    expect(medias(await caller.accreditations.adminList({ status: 'PENDING', order: 'asc', limit: 1 }))).toEqual([
      'Radio Aviron',
    ]);
    expect(headers['x-total-count']).toBe('2');
  });

  it('gives a page with counts over every request', async () => {
    const page = await api.adminCaller.accreditations.adminPage({ status: 'REJECTED' });
    expect(page).toEqual({
      items: [expect.objectContaining({ media: 'L’Équipe' })],
      total: 1,
      counts: { PENDING: 2, APPROVED: 0, REJECTED: 1, total: 3 },
    });
    await expect(api.publicCaller.accreditations.adminPage()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
