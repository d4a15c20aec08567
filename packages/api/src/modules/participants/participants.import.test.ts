import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeParticipantsCsv } from '../../../../race-files/test-files/make-participants-csv';
import { createTestApi, type TestApi } from '../../testing/test-api';

const HEADER = 'Nom;Prénom;E-mail;Téléphone;Club;Catégorie;Championnat;Dossard';
/** A spreadsheet as French Excel saves it: `;`, CRLF, UTF-8 with a BOM. */
const csv = (...lines: string[]) => `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`;
const b64 = (text: string | Buffer) => (typeof text === 'string' ? Buffer.from(text, 'utf8') : text).toString('base64');

describe('participants import', () => {
  let api: TestApi;
  const importCsv = (
    text: string | Buffer,
    options: { dryRun?: boolean; championshipId?: string; mapping?: Record<string, string> } = {},
  ) =>
    api.adminCaller.participants.importFile({
      contentBase64: b64(text),
      dryRun: options.dryRun ?? false,
      championshipId: options.championshipId,
      mapping: options.mapping,
    });
  const stored = () => api.adminCaller.participants.adminList();

  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('imports 3,000 rows in one go, then finds every one of them unchanged on re-import', async () => {
    const file = makeParticipantsCsv(3000);
    const first = await importCsv(file);
    expect(first).toMatchObject({ dryRun: false, created: 3000, updated: 0, unchanged: 0, errors: [] });
    const list = await stored();
    expect(list).toHaveLength(3000);
    expect(new Set(list.map((p) => `${p.championshipId}/${p.bib}`)).size).toBe(3000);

    const again = await importCsv(file);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3000, errors: [] });
    expect(again.rows.every((r) => r.action === 'unchanged' && r.id !== null)).toBe(true);
    expect(await stored()).toEqual(list);
  }, 60_000);

  it('creates with every column read, championships named in French or English, whatever the case and accents', async () => {
    const answer = await importCsv(
      csv(
        'Bernard;Léa;Lea.Bernard@Exemple.fr;0601020304;Aviron Bayonnais;Seniors Femmes;championnat de france elite;12',
        'Blanc;Hugo;hugo@club.fr;;SN Versailles;J16 Hommes;French Youth Championship;7',
        'Petit;Zoé;zoe@club.fr;;AC Paris;J18 Femmes;school;',
      ),
    );
    expect(answer).toMatchObject({ encoding: 'UTF-8 (BOM)', separator: ';', created: 3, errors: [] });
    expect(answer.columns.map((c) => c.field)).toEqual([
      'lastName',
      'firstName',
      'email',
      'phone',
      'club',
      'category',
      'championship',
      'bib',
    ]);
    const list = await stored();
    expect(list.map((p) => [p.lastName, p.championshipId, p.bib, p.email])).toEqual([
      ['Bernard', 'elite', '12', 'lea.bernard@exemple.fr'],
      ['Blanc', 'youth', '7', 'hugo@club.fr'],
      ['Petit', 'school', null, 'zoe@club.fr'],
    ]);
    expect(list[0]).toMatchObject({
      phone: '0601020304',
      confirmed: false,
      paid: false,
      registrationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('updates in place by bib, and by e-mail when there is no bib, keeping what the file does not say', async () => {
    const byBib = await api.adminCaller.participants.create({
      firstName: 'Léa',
      lastName: 'Bernard',
      email: 'lea@exemple.fr',
      club: 'AC Paris',
      category: 'Seniors Femmes',
      championshipId: 'elite',
      bib: '12',
      paid: true,
    });
    const byEmail = await api.adminCaller.participants.create({
      firstName: 'Hugo',
      lastName: 'Blanc',
      email: 'hugo@club.fr',
      club: 'SN Versailles',
      category: 'J16 Hommes',
      championshipId: 'youth',
      bib: null,
      confirmed: true,
    });
    const answer = await importCsv(
      csv(
        // A corrected e-mail and club under the same bib.
        'Bernard;Léa;lea.bernard@exemple.fr;;Aviron Bayonnais;Seniors Femmes;Élite;12',
        // The same e-mail in the same championship, now with a bib.
        'Blanc;Hugo;HUGO@club.fr;;SN Versailles;J16 Hommes;youth;101',
      ),
    );
    expect(answer).toMatchObject({ created: 0, updated: 2, unchanged: 0, errors: [] });
    expect(answer.rows.map((r) => [r.line, r.action, r.id])).toEqual([
      [2, 'update', byBib.id],
      [3, 'update', byEmail.id],
    ]);
    const list = await stored();
    expect(list).toHaveLength(2);
    // No Payé or Confirmé column: the stored values stay.
    expect(await api.adminCaller.participants.byId({ id: byBib.id })).toMatchObject({
      email: 'lea.bernard@exemple.fr',
      club: 'Aviron Bayonnais',
      bib: '12',
      paid: true,
    });
    expect(await api.adminCaller.participants.byId({ id: byEmail.id })).toMatchObject({
      bib: '101',
      confirmed: true,
      registrationDate: byEmail.registrationDate,
    });
  });

  it('tells apart a family sharing one e-mail by the names, whatever the order of the rows', async () => {
    const family = csv(
      'Dupont;Jean;famille@exemple.fr;;AC Paris;Masters A;elite;',
      'Dupont;Marie;famille@exemple.fr;;AC Paris;Seniors Femmes;elite;',
    );
    await importCsv(family);
    const reversed = csv(
      'Dupont;Marie;famille@exemple.fr;;AC Paris;Seniors Femmes;elite;',
      'Dupont;Jean;famille@exemple.fr;;AC Paris;Masters A;elite;',
    );
    expect(await importCsv(reversed)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect((await stored()).map((p) => p.firstName)).toEqual(['Jean', 'Marie']);
  });

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

  it('reads a Windows-1252 file with `;`, quoted cells and Oui/Non, x, 1/0 flags', async () => {
    const text =
      'Nom;Prénom;Email;Club;Catégorie;Confirmé;Payé\r\n"Lefèvre";Éloïse;eloise@exemple.fr;"Aviron Club de Sète; section indoor";Seniors Femmes;Oui;x\r\nMüller;Jérôme;jerome@exemple.fr;Cercle Nautique;Masters Hommes;non;0\r\n';
    const answer = await importCsv(Buffer.from(text, 'latin1'), { championshipId: 'elite' });
    expect(answer).toMatchObject({ encoding: 'Windows-1252', separator: ';', created: 2, errors: [] });
    const list = await stored();
    expect(list.map((p) => [p.lastName, p.firstName, p.club, p.championshipId, p.confirmed, p.paid])).toEqual([
      ['Lefèvre', 'Éloïse', 'Aviron Club de Sète; section indoor', 'elite', true, true],
      ['Müller', 'Jérôme', 'Cercle Nautique', 'elite', false, false],
    ]);
    await expect(
      importCsv(Buffer.from('Nom;Prénom;Email;Club;Catégorie;Payé\r\nA;B;a@b.fr;C;D;peut-être\r\n', 'latin1'), {
        championshipId: 'elite',
        dryRun: true,
      }),
    ).resolves.toMatchObject({
      errors: [{ line: 2, message: 'Ligne 2 : Payé — valeur « peut-être » non reconnue (Oui ou Non attendu)' }],
    });
  });

  it('follows a mapping chosen by the administrator over the headers it would have guessed', async () => {
    const text = 'Surname,Given,Contact,Team,Class,Race no\nBernard,Léa,lea@exemple.fr,AC Paris,Seniors Femmes,12\n';
    const mapping = {
      lastName: 'Surname',
      firstName: 'Given',
      email: 'Contact',
      club: 'Team',
      category: 'Class',
      bib: 'Race no',
    };
    const answer = await importCsv(text, { mapping, championshipId: 'elite' });
    expect(answer).toMatchObject({ separator: ',', mapping, created: 1 });
    expect(answer.columns.map((c) => c.field)).toEqual(['lastName', 'firstName', 'email', 'club', 'category', 'bib']);
    expect(await stored()).toMatchObject([
      { lastName: 'Bernard', club: 'AC Paris', bib: '12', championshipId: 'elite' },
    ]);
    // Swapping two columns in the mapping reads them swapped.
    const swapped = await importCsv(text, {
      mapping: { ...mapping, club: 'Class', category: 'Team' },
      championshipId: 'elite',
      dryRun: true,
    });
    expect(swapped.rows).toMatchObject([{ action: 'update', club: 'Seniors Femmes', category: 'AC Paris' }]);
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

describe('bibs in the admin forms', () => {
  let api: TestApi;
  const lea = {
    firstName: 'Léa',
    lastName: 'Bernard',
    email: 'lea@exemple.fr',
    club: 'AC Paris',
    category: 'Seniors Femmes',
    championshipId: 'elite',
    bib: '12',
  };
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('refuses a bib already given in the championship with a 409, on create and on update', async () => {
    const first = await api.adminCaller.participants.create(lea);
    const taken = { code: 'CONFLICT', message: 'Dossard déjà attribué dans ce championnat : 12' };
    await expect(api.adminCaller.participants.create({ ...lea, email: 'autre@exemple.fr' })).rejects.toMatchObject(
      taken,
    );
    // Another championship has its own bibs.
    const other = await api.adminCaller.participants.create({ ...lea, championshipId: 'youth' });
    await expect(api.adminCaller.participants.update({ id: other.id, championshipId: 'elite' })).rejects.toMatchObject(
      taken,
    );
    const second = await api.adminCaller.participants.create({ ...lea, bib: '13' });
    await expect(api.adminCaller.participants.update({ id: second.id, bib: '12' })).rejects.toMatchObject(taken);
    // Saving a participant with its own bib, or without one, is no conflict.
    expect(await api.adminCaller.participants.update({ id: first.id, bib: '12', club: 'SN Versailles' })).toMatchObject(
      { bib: '12', club: 'SN Versailles' },
    );
    await api.adminCaller.participants.update({ id: second.id, bib: null });
    await api.adminCaller.participants.create({ ...lea, bib: null });
    expect((await api.adminCaller.participants.adminList()).map((p) => p.bib).sort()).toEqual(['12', '12', null, null]);
  });
});
