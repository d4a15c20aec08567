import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeParticipantsCsv } from '../../../../race-files/test-files/make-participants-csv';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { csv, importCalls } from './participants-fixtures';

// The participants import reading files and matching rows with stored participants; its refusals are in
// participants.import-refusals.test.ts.

describe('participants import', () => {
  let api: TestApi;
  const { importCsv, stored } = importCalls(() => api);

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
});
