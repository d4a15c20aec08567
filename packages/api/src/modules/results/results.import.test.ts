import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

// The sample files of @app/race-files: written for the tests, one per format.
const sample = (name: string) => readFileSync(new URL(`../../../../race-files/test-files/${name}`, import.meta.url));
const base64 = (content: Buffer | string) => Buffer.from(content).toString('base64');

const race = {
  id: 'elite-2000-sh',
  name: '2000 m Seniors Hommes',
  nameEn: '2000 m Senior Men',
  date: '2026-01-30',
  time: '10:30',
  category: 'SH',
  championshipId: 'elite',
};

describe('importing a race’s results file', () => {
  let api: TestApi;
  const importFile = (name: string, content: Buffer | string, dryRun: boolean, eventId = race.id) =>
    api.adminCaller.results.importFile({ eventId, fileName: name, contentBase64: base64(content), dryRun });
  const stored = async () =>
    (await api.adminCaller.results.adminList({ eventId: race.id })).map((r) => [
      r.status,
      r.rank,
      r.athlete,
      r.club,
      r.category,
      r.time,
      r.participantId,
    ]);

  beforeEach(async () => {
    api = await createTestApi();
    await api.adminCaller.events.create(race);
  });
  afterEach(async () => api.dispose());

  it('previews an ErgRace file without storing anything', async () => {
    const answer = await importFile('ergrace-results.json', sample('ergrace-results.json'), true);
    expect(answer).toMatchObject({ format: 'ergrace', eventId: race.id, dryRun: true, errors: [] });
    expect(answer.results.map((r) => [r.status, r.rank, r.athlete, r.time])).toEqual([
      ['finished', 1, 'Théo Moreau', '6:05.3'],
      ['finished', 2, 'Benoît Garnier', '6:12.8'],
      ['finished', 3, 'Jérôme Roussel', '6:18.0'],
      ['finished', 4, 'Jean-Noël Le Gall', '6:24.1'],
      ['finished', 5, 'Anaël Faure', '6:31.7'],
      ['finished', 6, 'Mathéo Lefèvre', '6:40.2'],
      ['dnf', null, 'Loïc Chevalier', null],
    ]);
    expect(answer.results[0]).toMatchObject({
      line: 53,
      club: 'Cercle Nautique de Vichy',
      category: 'Seniors Hommes',
      participantId: null,
    });
    // A lane without a club is published with a dash, and the preview says so.
    expect(answer.results[2]?.club).toBe('—');
    const warnings = answer.warnings.map((w) => w.message).join('\n');
    expect(warnings).toMatch(/Couloir 4 vide ignoré/);
    expect(warnings).toMatch(/« GARNIER, Benoît » lu « Benoît Garnier »/);
    expect(warnings).toMatch(/Club absent du fichier pour 1 résultat/);
    expect(await stored()).toEqual([]);
  });

  it('replaces the race’s results, and importing the same file again gives the same rows', async () => {
    await api.adminCaller.results.setRanking({
      eventId: race.id,
      rows: [{ rank: 1, athlete: 'Ancien Résultat', category: 'SH', club: 'X', time: '6:00.0' }],
    });
    expect(await api.publicCaller.results.list({ eventId: race.id })).toHaveLength(1);

    const answer = await importFile('results.csv', sample('results.csv'), false);
    expect(answer).toMatchObject({ format: 'csv', dryRun: false, errors: [] });
    const first = await stored();
    expect(first).toEqual([
      ['finished', 1, 'Élodie Lefèvre', 'Aviron Grenoblois', 'Seniors Femmes', '6:58.4', null],
      ['finished', 2, 'Maëlle Guérin', 'Cercle de l’Aviron de Marseille', 'Seniors Femmes', '7:04.9', null],
      ['finished', 3, 'Chloé Bérard', 'Union Nautique de Tours', 'Seniors Femmes', '7:11.2', null],
      ['finished', 4, 'Inès Fournier', 'Aviron Grenoblois', 'Seniors Femmes', '7:19.0', null],
      ['dns', null, 'Léa Marchand', 'Rowing Club de Pau', 'Seniors Femmes', null, null],
    ]);
    // The public list (cached before the import) shows the new rows at once.
    expect((await api.publicCaller.results.list({ eventId: race.id })).map((r) => r.athlete)).toEqual(
      first.map((r) => r[2]),
    );

    await importFile('results.csv', sample('results.csv'), false);
    expect(await stored()).toEqual(first);
    expect(await api.adminCaller.results.adminList()).toHaveLength(5);
  });

  it('refuses a truncated file with a message naming the line, and changes nothing', async () => {
    await importFile('results.csv', sample('results.csv'), false);
    const before = await stored();
    for (const dryRun of [true, false]) {
      const error = await importFile('broken-ergrace.json', sample('broken-ergrace.json'), dryRun).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/ligne \d+/i),
        cause: { line: expect.any(Number) },
      });
    }
    await expect(
      importFile('photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), false),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/Fichier non reconnu/) });
    expect(await stored()).toEqual(before);
  });

  it('previews unreadable rows, and refuses to publish a file that has any', async () => {
    const csv = 'Place;Nom;Club;Catégorie;Temps\n1;Léa BERNARD;AC Paris;SF;6:58.4\n2;Nina MOREL;AC Paris;SF;6:6x.2\n';
    const preview = await importFile('results.csv', csv, true);
    expect(preview.results.map((r) => r.athlete)).toEqual(['Léa Bernard']);
    expect(preview.errors).toEqual([{ line: 3, message: expect.stringMatching(/^Ligne 3 : temps illisible/) }]);
    await expect(importFile('results.csv', csv, false)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^Ligne 3 : temps illisible.*rien n'a été modifié/),
    });
    expect(await stored()).toEqual([]);
  });

  it('matches rows to participants by the id the race software carried, else by bib in the race’s championship', async () => {
    const entrant = (firstName: string, lastName: string, bib: string | null, championshipId = 'elite') =>
      api.adminCaller.participants.create({
        firstName,
        lastName,
        email: `${lastName.toLowerCase()}-${championshipId}@test.fr`,
        club: `Club ${lastName}`,
        category: 'SH',
        championshipId,
        bib,
      });
    const mercier = await entrant('Alix', 'Mercier', '91');
    const brunet = await entrant('Camille', 'Brunet', '87');
    await entrant('Éloïse', 'Poirier', '95', 'youth');
    const answer = await importFile('Finale Results.txt', sample('vra-Results.txt'), false);
    expect(answer.format).toBe('vra');
    expect(answer.results.map((r) => [r.athlete, r.participantId, r.club, r.category])).toEqual([
      ['Mercier A.', mercier.id, 'Club Mercier', 'SH'],
      ['Brunet C.', brunet.id, 'Club Brunet', 'SH'],
      // Bib 95 belongs to another championship: no match; the race's category fills the gap.
      ['Poirier É.', null, '—', 'SH'],
      ['Dufresne G.', null, '—', 'SH'],
      ['Lacroix H.', null, '—', 'SH'],
    ]);
    expect((await stored()).map((r) => r[6])).toEqual([mercier.id, brunet.id, null, null, null]);

    const ergrace = JSON.stringify({
      results: {
        race_id: 'r1',
        participants: [
          { id: brunet.id, participant: 'BRUNET, Camille', class: 'SH', affiliation: 'AC', place: 1, time: '6:01.0' },
          { id: 'Lane 2', participant: 'DUPONT, Jean', class: 'SH', affiliation: 'AC', place: 2, time: '6:02.0' },
        ],
      },
    });
    const byId = await importFile('race.json', ergrace, false);
    expect(byId.results.map((r) => [r.athlete, r.participantId])).toEqual([
      ['Camille Brunet', brunet.id],
      ['Jean Dupont', null],
    ]);
  });

  it('refuses a file naming the same participant twice', async () => {
    await api.adminCaller.participants.create({
      firstName: 'A',
      lastName: 'Mercier',
      email: 'm@test.fr',
      club: 'C',
      category: 'SH',
      championshipId: 'elite',
      bib: '91',
    });
    const vra = sample('vra-Results.txt')
      .toString('latin1')
      .replace('Brunet  C.,  1:37.7,,87,', 'Mercier  A.,  1:37.7,,91,');
    const preview = await importFile('Results.txt', Buffer.from(vra, 'latin1'), true);
    expect(preview.errors).toEqual([{ line: 6, message: 'Ligne 6 : Mercier A. figure deux fois (déjà en ligne 5)' }]);
    await expect(importFile('Results.txt', Buffer.from(vra, 'latin1'), false)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await stored()).toEqual([]);
  });

  it('answers 404 for an unknown race and refuses the public', async () => {
    await expect(importFile('results.csv', sample('results.csv'), true, 'nope')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Épreuve inconnue',
    });
    const anonymous = await api.callerFor();
    await expect(
      anonymous.results.importFile({ eventId: race.id, contentBase64: base64(sample('results.csv')), dryRun: false }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await stored()).toEqual([]);
  });
});
