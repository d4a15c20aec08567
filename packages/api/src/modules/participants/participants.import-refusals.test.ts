import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { b64, csv, importCalls } from './participants-fixtures';

// The participants import's refusals and preview: nothing is stored while any row is refused.

describe('participants import', () => {
  let api: TestApi;
  const { importCsv, stored } = importCalls(() => api);

  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('refuses a bib used twice in the file, naming both lines; nothing is stored', async () => {
    const file = csv(
      'Bernard;Léa;lea@exemple.fr;;AC Paris;Seniors Femmes;elite;12',
      'Blanc;Hugo;hugo@club.fr;;AC Paris;Seniors Hommes;elite;12',
      'Petit;Zoé;zoe@club.fr;;AC Paris;J18 Femmes;youth;12',
    );
    const preview = await importCsv(file, { dryRun: true });
    expect(preview.errors).toEqual([{ line: 3, message: 'Ligne 3 : dossard 12 déjà utilisé ligne 2' }]);
    // The same bib in another championship is another bib.
    expect(preview.rows.map((r) => r.line)).toEqual([2, 4]);
    await expect(importCsv(file)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: '1 ligne refusée : ligne 3 : dossard 12 déjà utilisé ligne 2',
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a bib already held by another stored participant', async () => {
    await api.adminCaller.participants.create({
      firstName: 'Léa',
      lastName: 'Bernard',
      email: 'lea@exemple.fr',
      club: 'AC Paris',
      category: 'Seniors Femmes',
      championshipId: 'elite',
      bib: '12',
    });
    const hugo = await api.adminCaller.participants.create({
      firstName: 'Hugo',
      lastName: 'Blanc',
      email: 'hugo@club.fr',
      club: 'AC Paris',
      category: 'Seniors Hommes',
      championshipId: 'elite',
      bib: '13',
    });
    const preview = await importCsv(csv('Blanc;Hugo;hugo@club.fr;;AC Paris;Seniors Hommes;elite;12'), { dryRun: true });
    expect(preview.errors).toEqual([
      { line: 2, message: 'Ligne 2 : dossard 12 déjà attribué à un autre participant de ce championnat' },
    ]);
    await expect(importCsv(csv('Blanc;Hugo;hugo@club.fr;;AC Paris;Seniors Hommes;elite;12'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await api.adminCaller.participants.byId({ id: hugo.id })).bib).toBe('13');
  });

  it('previews without storing: actions, counts and refused rows with their line and reason', async () => {
    await api.adminCaller.participants.create({
      firstName: 'Léa',
      lastName: 'Bernard',
      email: 'lea@exemple.fr',
      club: 'AC Paris',
      category: 'Seniors Femmes',
      championshipId: 'elite',
      bib: '12',
    });
    const before = await stored();
    const preview = await importCsv(
      csv(
        'Bernard;Léa;lea@exemple.fr;;AC Paris;Seniors Femmes;elite;12',
        'Blanc;Hugo;hugo@club.fr;;AC Paris;Seniors Hommes;elite;13',
        'Petit;Zoé;pas-une-adresse;;AC Paris;J18 Femmes;elite;14',
        'Roux;Paul;paul@club.fr;;;Seniors Hommes;elite;15',
        'Noir;Anne;anne@club.fr;;AC Paris;Seniors Femmes;Coupe de Mars;16',
      ),
      { dryRun: true },
    );
    expect(preview).toMatchObject({ dryRun: true, created: 1, updated: 0, unchanged: 1 });
    expect(preview.rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'unchanged'],
      [3, 'create'],
    ]);
    expect(preview.errors).toEqual([
      { line: 4, message: 'Ligne 4 : E-mail — Adresse e-mail invalide' },
      { line: 5, message: 'Ligne 5 : Club — Ce champ est obligatoire' },
      { line: 6, message: 'Ligne 6 : championnat inconnu « Coupe de Mars »' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('stores nothing when any row is refused, and says how many and which', async () => {
    const file = csv(
      'Blanc;Hugo;hugo@club.fr;;AC Paris;Seniors Hommes;elite;13',
      'Petit;Zoé;;;AC Paris;J18 Femmes;elite;14',
      'Roux;Paul;paul@club.fr;;AC Paris;Seniors Hommes;;15',
    );
    await expect(importCsv(file)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        '2 lignes refusées : ligne 3 : E-mail — Ce champ est obligatoire ; ligne 4 : Championnat — Le championnat est obligatoire',
    });
    expect(await stored()).toEqual([]);
    // With a default championship for rows without one, the same file still stops at line 3.
    await expect(importCsv(file, { championshipId: 'youth' })).rejects.toMatchObject({
      message: /^1 ligne refusée : ligne 3 :/,
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a file that cannot be read, an unknown default championship and a missing admin', async () => {
    await expect(importCsv(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3]))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/CSV/),
    });
    await expect(importCsv('Nom;Prénom\nA;B\n', { mapping: { club: 'Équipe' } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/Ligne 1 : .*Équipe/),
    });
    await expect(
      importCsv(csv('Blanc;Hugo;hugo@club.fr;;AC Paris;Seniors Hommes;;13'), { championshipId: 'nope' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Championnat inconnu' });
    // Checked as it is decoded, in slices, rather than by a regular expression over the whole text.
    await expect(
      api.adminCaller.participants.importFile({ contentBase64: 'Tm9tO1By$w6lub20K', dryRun: true }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Contenu du fichier invalide (base64 attendu)' });
    const anonymous = await api.callerFor();
    await expect(anonymous.participants.importFile({ contentBase64: b64(csv()), dryRun: true })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await stored()).toEqual([]);
  });
});
