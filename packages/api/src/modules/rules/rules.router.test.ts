import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const rule = {
  section: 'general' as const,
  title: 'Article 1 – Objet',
  subtitle: 'Champ d’application',
  content: '<p>Le présent règlement s’applique à tous.</p>',
};

describe('rules procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('creates with the defaults; inactive rules stay out of the public list', async () => {
    const created = await api.adminCaller.rules.create(rule);
    expect(created).toEqual({
      id: expect.any(String),
      ...rule,
      titleEn: null,
      subtitleEn: null,
      contentEn: null,
      fileUrl: null,
      fileName: null,
      fileSize: null,
      active: true,
      order: 0,
    });
    const hidden = await api.adminCaller.rules.create({ ...rule, title: 'Brouillon', active: false });
    expect((await api.publicCaller.rules.list()).map((r) => r.id)).toEqual([created.id]);
    expect((await api.adminCaller.rules.adminList()).map((r) => r.id).sort()).toEqual([created.id, hidden.id].sort());
  });

  it('sanitizes the HTML before storing it: script and handlers are gone when read back', async () => {
    const created = await api.adminCaller.rules.create({
      ...rule,
      content:
        '<p onmouseover="alert(1)">Texte <a href="javascript:alert(2)">lien</a><img src="x" onerror="alert(3)"></p><script>alert(4)</script>',
    });
    const [stored] = await api.adminCaller.rules.adminList();
    for (const content of [created.content, stored?.content ?? '']) {
      expect(content).toContain('Texte');
      expect(content).not.toMatch(/script|onmouseover|onerror|javascript:/i);
    }
    const updated = await api.adminCaller.rules.update({
      id: created.id,
      content: '<h2>Titre</h2><iframe src="https://evil.example/x"></iframe>',
    });
    expect(updated.content).toBe('<h2>Titre</h2>');
  });

  it('refuses content that is empty once sanitized, in French', async () => {
    await expect(api.adminCaller.rules.create({ ...rule, content: '<script>alert(1)</script>' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: 'Le contenu est obligatoire',
      },
    );
    await expect(api.adminCaller.rules.create({ ...rule, section: 'misc' as never })).rejects.toThrow(
      /Section invalide/,
    );
    await expect(api.adminCaller.rules.create({ ...rule, title: '' })).rejects.toThrow(/obligatoire/);
    await expect(api.adminCaller.rules.create({ ...rule, fileUrl: 'https://evil.example/x.pdf' })).rejects.toThrow(
      /Fichier invalide/,
    );
    await expect(api.adminCaller.rules.create({ ...rule, fileUrl: '/uploads/..' })).rejects.toThrow(/Fichier invalide/);
    expect(await api.adminCaller.rules.adminList()).toEqual([]);
  });

  describe('search', () => {
    beforeEach(async () => {
      await api.adminCaller.rules.create({
        section: 'technical',
        title: 'Ergomètres',
        subtitle: 'Réglage du FACTEUR de traînée',
        content: '<p>Facteur entre 110 et 130.</p>',
      });
      await api.adminCaller.rules.create({
        section: 'safety',
        title: 'Échauffement',
        content: '<p>Zone réservée, 100% des athlètes.</p>',
      });
      await api.adminCaller.rules.create({
        section: 'discipline',
        title: 'Sanctions',
        content: '<p>Carte_jaune puis carte rouge.</p>',
      });
      await api.adminCaller.rules.create({
        section: 'general',
        title: 'Masqué',
        content: '<p>facteur caché</p>',
        active: false,
      });
    });
    const titles = async (search: string) => (await api.publicCaller.rules.list({ search })).map((r) => r.title).sort();

    it('matches title, subtitle and content case-insensitively, active rules only', async () => {
      expect(await titles('facteur')).toEqual(['Ergomètres']);
      expect(await titles('TRAÎNÉE')).toEqual(['Ergomètres']);
      expect(await titles('ergomètres')).toEqual(['Ergomètres']);
      expect(await titles('CARTE ROUGE')).toEqual(['Sanctions']);
      expect(await titles('échauffement')).toEqual(['Échauffement']);
    });

    it('takes % and _ literally', async () => {
      expect(await titles('%')).toEqual(['Échauffement']);
      expect(await titles('100%')).toEqual(['Échauffement']);
      expect(await titles('_')).toEqual(['Sanctions']);
      expect(await titles('carte_')).toEqual(['Sanctions']);
      expect(await titles('e_t')).toEqual([]);
    });

    it('searches the visible text of the content, not its markup', async () => {
      await api.adminCaller.rules.create({
        section: 'safety',
        title: 'Secours',
        content: '<p><strong>Médecins</strong> &amp; <a href="https://secours.fr">secouristes</a></p>',
      });
      expect(await titles('strong')).toEqual([]);
      expect(await titles('href')).toEqual([]);
      expect(await titles('médecins & secouristes')).toEqual(['Secours']);
    });

    it('returns every active rule for an empty search', async () => {
      expect(await titles('')).toHaveLength(3);
      expect(await api.publicCaller.rules.list()).toHaveLength(3);
    });
  });

  it('updates single fields, deletes, and answers NOT_FOUND for unknown ids', async () => {
    const created = await api.adminCaller.rules.create(rule);
    expect(await api.adminCaller.rules.update({ id: created.id, active: false })).toEqual({
      ...created,
      active: false,
    });
    await expect(api.adminCaller.rules.update({ id: 'nope', title: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await api.adminCaller.rules.remove({ id: created.id })).toEqual({ message: expect.any(String) });
    await expect(api.adminCaller.rules.remove({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses admin procedures without a token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.rules.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.rules.create(rule)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await api.adminCaller.rules.adminList()).toEqual([]);
  });
});
