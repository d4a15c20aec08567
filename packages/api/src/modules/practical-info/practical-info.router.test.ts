import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const info = {
  section: 'transport' as const,
  title: 'Métro',
  titleEn: 'Metro',
  content: { lignes: ['1', '14'], station: 'Bercy', details: { accessible: true } },
};

describe('practical-info procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('answers an object keyed by section with the active items only', async () => {
    const created = await api.adminCaller.practicalInfo.create(info);
    expect(created).toMatchObject({ ...info, active: true, order: 0 });
    const hidden = await api.adminCaller.practicalInfo.create({ ...info, title: 'Ancien', active: false });
    const bySection = await api.publicCaller.practicalInfo.list();
    expect(Array.isArray(bySection)).toBe(false);
    expect(bySection.transport?.map((i) => i.id)).toContain(created.id);
    for (const [section, items] of Object.entries(bySection)) {
      for (const item of items) {
        expect(item.section).toBe(section);
        expect(item.active).toBe(true);
      }
    }
    expect(
      Object.values(bySection)
        .flat()
        .map((i) => i.id),
    ).not.toContain(hidden.id);
    expect((await api.adminCaller.practicalInfo.adminList()).map((i) => i.id)).toContain(hidden.id);
  });

  it('keeps content given as a string and updates single fields', async () => {
    const created = await api.adminCaller.practicalInfo.create({
      section: 'venue',
      title: 'Adresse',
      content: 'Stade, Paris',
    });
    expect(created.content).toBe('Stade, Paris');
    const updated = await api.adminCaller.practicalInfo.update({
      id: created.id,
      content: { adresse: '8 bd de Bercy' },
    });
    expect(updated).toMatchObject({ title: 'Adresse', content: { adresse: '8 bd de Bercy' } });
  });

  it('refuses bad sections, non-object content and unknown ids in French', async () => {
    await expect(api.adminCaller.practicalInfo.create({ ...info, section: 'bar' as never })).rejects.toThrow(
      /Section invalide/,
    );
    await expect(api.adminCaller.practicalInfo.create({ ...info, content: [1, 2] as never })).rejects.toThrow(
      /Format JSON invalide/,
    );
    await expect(api.adminCaller.practicalInfo.create({ ...info, title: '' })).rejects.toThrow(/obligatoire/);
    await expect(api.adminCaller.practicalInfo.update({ id: 'nope', title: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(api.adminCaller.practicalInfo.remove({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deletes with a message', async () => {
    const created = await api.adminCaller.practicalInfo.create(info);
    expect(await api.adminCaller.practicalInfo.remove({ id: created.id })).toEqual({ message: expect.any(String) });
    expect((await api.adminCaller.practicalInfo.adminList()).map((i) => i.id)).not.toContain(created.id);
  });

  it('refuses admin procedures without a token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.practicalInfo.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.practicalInfo.create(info)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
