import { ACCREDITATION_SENT } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const request = { media: 'L’Équipe', journalist: 'Marie Leroy', email: 'marie@lequipe.fr', type: 'presse-ecrite' as const, needs: 'Place en tribune' };

describe('press accreditation procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('stores the request (not only logs it) as PENDING, ignoring id, status and createdAt', async () => {
    const answer = await api.publicCaller.accreditations.submit({ ...request, id: 'x', status: 'APPROVED', createdAt: '2000-01-01' } as typeof request);
    expect(answer).toEqual({ id: expect.any(String), message: ACCREDITATION_SENT });
    expect(await api.adminCaller.accreditations.adminList()).toEqual([
      { id: answer.id, ...request, phone: null, status: 'PENDING', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    ]);
    expect((await api.adminCaller.accreditations.adminList())[0]?.createdAt).not.toBe('2000-01-01');
  });

  it('validates spec section 5 in French and stores nothing refused', async () => {
    await expect(api.publicCaller.accreditations.submit({ ...request, type: 'blog' as never })).rejects.toThrow(/Type de média invalide/);
    await expect(api.publicCaller.accreditations.submit({ ...request, media: '' })).rejects.toThrow(/obligatoire/);
    await expect(api.publicCaller.accreditations.submit({ ...request, journalist: undefined as never })).rejects.toThrow(/obligatoire/);
    await expect(api.publicCaller.accreditations.submit({ ...request, email: 'non' })).rejects.toThrow(/Adresse e-mail invalide/);
    expect(await api.adminCaller.accreditations.adminList()).toEqual([]);
  });

  for (const target of ['APPROVED', 'REJECTED'] as const) {
    it(`moves PENDING to ${target} once, then refuses any change`, async () => {
      const { id } = await api.publicCaller.accreditations.submit(request);
      expect(await api.adminCaller.accreditations.setStatus({ id, status: target })).toMatchObject({ id, status: target });
      for (const next of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
        await expect(api.adminCaller.accreditations.setStatus({ id, status: next })).rejects.toMatchObject({ code: 'CONFLICT' });
      }
      expect((await api.adminCaller.accreditations.adminList())[0]?.status).toBe(target);
    });
  }

  it('answers NOT_FOUND for an unknown id and UNAUTHORIZED without a token', async () => {
    await expect(api.adminCaller.accreditations.setStatus({ id: 'nope', status: 'APPROVED' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.publicCaller.accreditations.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(api.publicCaller.accreditations.setStatus({ id: 'nope', status: 'APPROVED' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
