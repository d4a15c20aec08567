import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const partner = {
  name: 'Concept2',
  logo: '/uploads/0123abcd.png',
  website: 'https://www.concept2.fr',
  description: 'Ergomètres',
  level: 'TITLE' as const,
  order: 1,
};

describe('partners procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('creates with a server id, lists publicly, and defaults to OFFICIAL and order 0', async () => {
    const created = await api.adminCaller.partners.create(partner);
    // No English description given: none (the English page shows the French one).
    expect(created).toEqual({ id: expect.any(String), ...partner, descriptionEn: null });
    const minimal = await api.adminCaller.partners.create({ name: 'Club local', logo: 'https://exemple.fr/logo.png' });
    expect(minimal).toMatchObject({ level: 'OFFICIAL', order: 0, website: null, description: null });
    // Grouped by level (title partner first), then by order and name.
    expect((await api.publicCaller.partners.list()).map((p) => p.name)).toEqual(['Concept2', 'Club local']);
    expect(await api.adminCaller.partners.adminList()).toEqual(await api.publicCaller.partners.list());
  });

  it('updates a single field and keeps the others', async () => {
    const created = await api.adminCaller.partners.create(partner);
    expect(await api.adminCaller.partners.update({ id: created.id, level: 'MEDIA' })).toEqual({
      ...created,
      level: 'MEDIA',
    });
    expect(await api.adminCaller.partners.update({ id: created.id, website: '' })).toEqual({
      ...created,
      level: 'MEDIA',
      website: null,
    });
  });

  it('validates in French: website URL, level, order, logo', async () => {
    await expect(api.adminCaller.partners.create({ ...partner, website: 'javascript:alert(1)' })).rejects.toThrow(
      /doit être une URL valide/,
    );
    await expect(api.adminCaller.partners.create({ ...partner, level: 'GOLD' as never })).rejects.toThrow(
      /Niveau de partenaire invalide/,
    );
    await expect(api.adminCaller.partners.create({ ...partner, order: -2 })).rejects.toThrow(/positif ou nul/);
    await expect(api.adminCaller.partners.create({ ...partner, logo: 'javascript:alert(1)' })).rejects.toThrow(
      /logo invalide/,
    );
    // Addresses a browser would send to another site.
    for (const website of [
      '/\\evil.example/x',
      '//evil.example/x',
      'https:\\\\evil.example',
      'https:///evil.example',
    ]) {
      await expect(api.adminCaller.partners.create({ ...partner, website }), website).rejects.toThrow(
        /doit être une URL valide/,
      );
    }
    expect((await api.adminCaller.partners.create({ ...partner, website: '/partenaires' })).website).toBe(
      '/partenaires',
    );
    await api.adminCaller.partners.remove({ id: (await api.adminCaller.partners.adminList())[0]?.id ?? '' });
    await expect(api.adminCaller.partners.create({ ...partner, name: '' })).rejects.toThrow(/obligatoire/);
    expect(await api.adminCaller.partners.adminList()).toEqual([]);
  });

  it('deletes with a message; unknown ids are NOT_FOUND', async () => {
    const created = await api.adminCaller.partners.create(partner);
    await expect(api.adminCaller.partners.update({ id: 'nope', name: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await api.adminCaller.partners.remove({ id: created.id })).toEqual({ message: expect.any(String) });
    await expect(api.adminCaller.partners.remove({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await api.publicCaller.partners.list()).toEqual([]);
  });

  it('refuses admin procedures without a token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.partners.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.partners.create(partner)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await api.adminCaller.partners.adminList()).toEqual([]);
  });
});
