import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { nameAgrees } from './results.import-match';

// Issue 27: results credited to the right people, values that cannot be right, official races kept official.
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

describe('whether a printed name designates the bib’s holder', () => {
  const alix = { firstName: 'Alix', lastName: 'Mercier' };
  it.each([
    ['Mercier  A.', alix],
    ['MERCIER, Alix', alix],
    ['Alix Mercier', alix],
    ['A. Mercier', alix],
    ['mercier', alix],
    ['Poirier É.', { firstName: 'Éloïse', lastName: 'Poirier' }],
    ['POIRIER Eloise', { firstName: 'Éloïse', lastName: 'Poirier' }],
    ['Le Gall J.-N.', { firstName: 'Jean-Noël', lastName: 'Le Gall' }],
    ['Jean Noel LE GALL', { firstName: 'Jean-Noël', lastName: 'Le Gall' }],
  ])('%j is %j', (printed, entrant) => expect(nameAgrees(printed, entrant)).toBe(true));
  it.each([
    ['Hartnett G.', { firstName: 'Louise', lastName: 'Muller' }],
    ['Schott W.', { firstName: 'Anna', lastName: 'Lefèvre' }],
    ['Mercier B.', alix],
    ['Mercier Alice', alix],
    ['Alix', alix],
    ['Gall J.', { firstName: 'Jean', lastName: 'Le Gall' }],
    ['Merciers A.', alix],
  ])('%j is not %j', (printed, entrant) => expect(nameAgrees(printed, entrant)).toBe(false));
});

describe('importing a results file: integrity (issue 27)', () => {
  let api: TestApi;
  const importFile = (
    name: string,
    content: Buffer | string,
    dryRun: boolean,
    extra: { resultsState?: 'provisional' | 'official' } = {},
  ) =>
    api.adminCaller.results.importFile({
      eventId: race.id,
      fileName: name,
      contentBase64: base64(content),
      dryRun,
      ...extra,
    });
  const entrant = (firstName: string, lastName: string, bib: string, category = 'SF') =>
    api.adminCaller.participants.create({
      firstName,
      lastName,
      email: `entrant-${bib}@test.fr`,
      club: `Club ${lastName}`,
      category,
      championshipId: 'elite',
      bib,
    });

  beforeEach(async () => {
    api = await createTestApi();
    await api.adminCaller.events.create(race);
  });
  afterEach(async () => api.dispose());

  it('links no row of the Venue Racing file to entrants holding its bibs under other names, and warns about each', async () => {
    const holders = await Promise.all([
      entrant('Louise', 'Muller', '91'),
      entrant('Anna', 'Lefèvre', '87'),
      entrant('Zoé', 'Fontaine', '95'),
      entrant('Lina', 'Girard', '88'),
      entrant('Rose', 'Vincent', '93'),
    ]);
    const preview = await importFile('Finale Results.txt', sample('vra-Results.txt'), true);
    expect(preview.errors).toEqual([]);
    expect(preview.results.map((r) => [r.athlete, r.participantId, r.entrant, r.club])).toEqual([
      ['Mercier A.', null, null, '—'],
      ['Brunet C.', null, null, '—'],
      ['Poirier É.', null, null, '—'],
      ['Dufresne G.', null, null, '—'],
      ['Lacroix H.', null, null, '—'],
    ]);
    expect(preview.warnings.filter((w) => w.message.includes('dossard'))).toEqual([
      {
        line: 5,
        message:
          'Ligne 5 : le dossard 91 est celui de Louise Muller (SF), pas de « Mercier A. » : résultat non rattaché, publié sous le nom et le club du fichier',
      },
      {
        line: 6,
        message:
          'Ligne 6 : le dossard 87 est celui d’Anna Lefèvre (SF), pas de « Brunet C. » : résultat non rattaché, publié sous le nom et le club du fichier',
      },
      {
        line: 7,
        message: expect.stringContaining('le dossard 95 est celui de Zoé Fontaine (SF), pas de « Poirier É. »'),
      },
      {
        line: 8,
        message: expect.stringContaining('le dossard 88 est celui de Lina Girard (SF), pas de « Dufresne G. »'),
      },
      {
        line: 9,
        message: expect.stringContaining('le dossard 93 est celui de Rose Vincent (SF), pas de « Lacroix H. »'),
      },
    ]);

    await importFile('Finale Results.txt', sample('vra-Results.txt'), false);
    const stored = await api.adminCaller.results.adminList({ eventId: race.id });
    expect(stored.map((r) => r.participantId)).toEqual([null, null, null, null, null]);
    // Their athlete pages credit them with nothing.
    for (const holder of holders)
      expect((await api.publicCaller.results.athlete({ key: `p-${holder.id}` })).results).toEqual([]);
  });

  it('links a row by bib when the printed name is the holder’s, and shows to whom in the preview', async () => {
    const mercier = await entrant('Alix', 'MERCIER', '91', 'SH');
    const poirier = await entrant('Éloïse', 'Poirier', '95', 'SH');
    const preview = await importFile('Finale Results.txt', sample('vra-Results.txt'), true);
    expect(preview.results.map((r) => [r.athlete, r.entrant])).toEqual([
      [
        'Mercier A.',
        { id: mercier.id, name: 'Alix MERCIER', club: 'Club MERCIER', category: 'SH', bib: '91', linkedBy: 'bib' },
      ],
      ['Brunet C.', null],
      [
        'Poirier É.',
        { id: poirier.id, name: 'Éloïse Poirier', club: 'Club Poirier', category: 'SH', bib: '95', linkedBy: 'bib' },
      ],
      ['Dufresne G.', null],
      ['Lacroix H.', null],
    ]);
    expect(preview.warnings.some((w) => w.message.includes('dossard'))).toBe(false);
  });

  it('refuses malformed values with their line, and warns of places and times that contradict each other', async () => {
    const malformed =
      'Place;Nom;Club;Temps\n1;Léa BERNARD;AC Paris;6:58.4\nfive;Nina MOREL;AC Paris;7:01.0\n3;Inès FAURE;AC Paris;6:2\n';
    const refused = await importFile('r.csv', malformed, true);
    expect(refused.errors).toEqual([
      { line: 3, message: 'Ligne 3 : place illisible « five » (nombre entier attendu)' },
      { line: 4, message: 'Ligne 4 : temps illisible « 6:2 »' },
    ]);
    await expect(importFile('r.csv', malformed, false)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(
        /^Ligne 3 : place illisible « five ».*Ligne 4 : temps illisible « 6:2 ».*rien n'a été modifié/,
      ),
    });
    expect(await api.adminCaller.results.adminList({ eventId: race.id })).toEqual([]);

    const inconsistent = [
      'Place;Nom;Club;Temps',
      '1;Léa BERNARD;AC Paris;6:58.4',
      '2;Nina MOREL;AC Paris;6:50.0',
      '4;Inès FAURE;AC Paris;7:10.0',
      '4;Zoé ROUX;AC Paris;7:12.0',
      '6;Rose HENRY;AC Paris;7:20.0',
      '7;Lina PETIT;AC Paris;DNF',
    ].join('\n');
    const warned = await importFile('r.csv', inconsistent, true);
    expect(warned.errors).toEqual([]);
    expect(warned.warnings.filter((w) => !w.message.includes(' lu '))).toEqual([
      {
        line: 3,
        message:
          'Ligne 3 : Nina Morel, place 2 en 6:50.0, est plus rapide que le vainqueur, Léa Bernard, en 6:58.4 : places ou temps à vérifier',
      },
      { line: 4, message: 'Ligne 4 : Inès Faure est placé 4 mais la place 3 manque dans le fichier' },
      { line: 5, message: 'Ligne 5 : place 4 déjà donnée à Inès Faure (ligne 4) pour un autre temps' },
      { line: 7, message: 'Ligne 7 : Lina Petit DNF avec la place 7 dans le fichier : publié DNF, sans place' },
    ]);
    // Warnings do not block: what is published is what the preview showed.
    const published = await importFile('r.csv', inconsistent, false);
    expect(published.warnings).toEqual(warned.warnings);
    expect(
      (await api.adminCaller.results.adminList({ eventId: race.id })).map((r) => [r.rank, r.athlete, r.status]),
    ).toEqual([
      [1, 'Léa Bernard', 'finished'],
      [2, 'Nina Morel', 'finished'],
      [4, 'Inès Faure', 'finished'],
      [4, 'Zoé Roux', 'finished'],
      [6, 'Rose Henry', 'finished'],
      [null, 'Lina Petit', 'dnf'],
    ]);
  });

  it('accepts a tie written 1, 2, 2, 4 with equal times without a warning', async () => {
    const tie =
      'Place;Nom;Club;Temps\n1;Léa Bernard;AC;6:58.4\n2;Nina Morel;AC;7:01.0\n2;Inès Faure;AC;7:01.0\n4;Zoé Roux;AC;7:05.0\n';
    expect((await importFile('r.csv', tie, true)).warnings).toEqual([]);
    const dense = tie.replace('4;Zoé Roux', '3;Zoé Roux');
    expect((await importFile('r.csv', dense, true)).warnings).toEqual([
      { line: 5, message: 'Ligne 5 : Zoé Roux est placé 3 après 2 ex æquo à la place 2 (place 4 attendue)' },
    ]);
  });

  it('keeps an official race official when a corrected file is imported again, unless asked otherwise', async () => {
    await importFile('results.csv', sample('results.csv'), false);
    await api.adminCaller.results.setState({ eventId: race.id, resultsState: 'official' });
    const state = async () => (await api.adminCaller.results.adminList({ eventId: race.id }))[0]?.event.resultsState;

    const preview = await importFile('results.csv', sample('results.csv'), true);
    expect(preview).toMatchObject({ currentResultsState: 'official', resultsState: 'official' });
    expect((await importFile('results.csv', sample('results.csv'), false)).resultsState).toBe('official');
    expect(await state()).toBe('official');

    expect(await importFile('results.csv', sample('results.csv'), true, { resultsState: 'provisional' })).toMatchObject(
      { currentResultsState: 'official', resultsState: 'provisional' },
    );
    expect(await state()).toBe('official');
    await importFile('results.csv', sample('results.csv'), false, { resultsState: 'provisional' });
    expect(await state()).toBe('provisional');
    // The journal tells the change of state that the import made.
    const imports = (await api.adminCaller.audit.list({ entity: 'results' })).filter((e) => e.action === 'import');
    expect(imports[0]?.changes).toContainEqual({ field: 'resultsState', before: 'official', after: 'provisional' });
    expect(imports[1]?.changes.some((c) => c.field === 'resultsState')).toBe(false);
  });
});
