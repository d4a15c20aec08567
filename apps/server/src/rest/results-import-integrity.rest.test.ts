import type { AthletePage, MedalTable, ResultsImportAnswer } from '@app/contract';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../testing/multipart';
import { createOk, expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 27, items 1–3, through the real app on the demo data: the Élite championship's entrants hold
// bibs 100 to 110 (100 Jules Garcia, 102 Louise Muller, 105 Anna Lefèvre).
const sample = (name: string) =>
  readFileSync(new URL(`../../../../packages/race-files/test-files/${name}`, import.meta.url));

describe('results import integrity over REST (issue 27)', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  let raceNumber = 0;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
  });
  afterAll(async () => app.dispose());

  /** A new public race of the Élite championship, so that its results show on the public pages. */
  const newRace = async () => {
    raceNumber += 1;
    return createOk(
      app,
      '/api/admin/events',
      {
        name: `Finale ${raceNumber}`,
        nameEn: `Final ${raceNumber}`,
        date: '2026-01-31',
        time: '15:00',
        category: 'Seniors Hommes',
        championshipId: 'elite',
        active: true,
      },
      token,
    );
  };
  const post = (eventId: string, fileName: string, content: Buffer | string, query = '') => {
    const mp = multipartFile(fileName, content);
    return app.server.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/results/import${query}`,
      payload: mp.payload,
      headers: { ...mp.headers, authorization: `Bearer ${token}` },
    });
  };
  const answerOf = (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ResultsImportAnswer;
  };
  const medalsOf = async (club: string) =>
    ((await call('GET', '/api/results/medals?championshipId=elite')).json() as MedalTable).clubs.find(
      (c) => c.club === club,
    )?.total ?? 0;
  const athlete = async (participantId: string) =>
    (await call('GET', `/api/athletes/p-${participantId}`)).json() as AthletePage;

  it('imports the real Venue Racing file into a race whose championship gives its bibs to other people: no row linked, a warning for each', async () => {
    const eventId = await newRace();
    const holders: { id: string; whose: string; bib: string }[] = [];
    const people = [
      ['Rose', 'Vincent', '91', 'de Rose Vincent'],
      ['Mila', 'Bonnet', '87', 'de Mila Bonnet'],
      ['Zoé', 'Faure', '95', 'de Zoé Faure'],
      ['Lina', 'André', '88', 'de Lina André'],
      ['Alice', 'Roux', '93', 'd’Alice Roux'],
    ] as const;
    for (const [firstName, lastName, bib, whose] of people) {
      const id = await createOk(
        app,
        '/api/admin/participants',
        {
          firstName,
          lastName,
          email: `bib-${bib}@test.fr`,
          club: `Club ${bib}`,
          category: 'Seniors Femmes',
          championshipId: 'elite',
          bib,
        },
        token,
      );
      holders.push({ id, whose, bib });
    }
    const preview = answerOf(await post(eventId, 'Finale Results.txt', sample('vra-Results.txt'), '?dryRun=true'));
    expect(preview.errors).toEqual([]);
    expect(preview.results.map((r) => [r.athlete, r.entrant, r.participantId])).toEqual(
      ['Mercier A.', 'Brunet C.', 'Poirier É.', 'Dufresne G.', 'Lacroix H.'].map((a) => [a, null, null]),
    );
    const bibNotes = preview.warnings.filter((w) => w.message.includes('dossard'));
    expect(bibNotes).toHaveLength(5);
    holders.forEach((h, i) => {
      expect(bibNotes[i]?.message).toContain(
        `le dossard ${h.bib} est celui ${h.whose} (Seniors Femmes), pas de « ${preview.results[i]?.athlete} »`,
      );
    });

    const published = answerOf(await post(eventId, 'Finale Results.txt', sample('vra-Results.txt')));
    expect(published.warnings).toEqual(preview.warnings);
    const rows = (await call('GET', `/api/results?eventId=${eventId}`)).json() as {
      participantId: string | null;
      club: string;
    }[];
    expect(rows.map((r) => [r.participantId, r.club])).toEqual(Array.from({ length: 5 }, () => [null, '—']));
    for (const h of holders) {
      expect((await athlete(h.id)).results).toEqual([]);
      expect(await medalsOf(`Club ${h.bib}`)).toBe(0);
    }
  });

  it('does not credit Hartnett G. and Schott W. to the women holding bibs 102 and 105, and credits Garcia J. to Jules Garcia', async () => {
    const eventId = await newRace();
    const medalsBefore = {
      muller: await medalsOf('CN Toulouse'),
      lefevre: await medalsOf('AS Mantaise'),
      garcia: await medalsOf('Aviron Club de Paris'),
    };
    const preview = answerOf(await post(eventId, 'Finale Results.txt', sample('vra-bibs-Results.txt'), '?dryRun=true'));
    expect(preview.results.map((r) => [r.rank, r.athlete, r.club, r.entrant])).toEqual([
      [1, 'Hartnett G.', '—', null],
      [
        2,
        'Garcia J.',
        'Aviron Club de Paris',
        {
          id: 'demo-participant-1',
          name: 'Jules Garcia',
          club: 'Aviron Club de Paris',
          category: 'Seniors Hommes',
          bib: '100',
          linkedBy: 'bib',
        },
      ],
      [3, 'Schott W.', '—', null],
      [4, 'Roche P.', '—', null],
    ]);
    expect(preview.warnings.filter((w) => w.message.includes('dossard'))).toEqual([
      {
        line: 5,
        message:
          'Ligne 5 : le dossard 102 est celui de Louise Muller (Masters A), pas de « Hartnett G. » : résultat non rattaché, publié sous le nom et le club du fichier',
      },
      {
        line: 7,
        message:
          'Ligne 7 : le dossard 105 est celui d’Anna Lefèvre (Seniors Femmes), pas de « Schott W. » : résultat non rattaché, publié sous le nom et le club du fichier',
      },
    ]);

    answerOf(await post(eventId, 'Finale Results.txt', sample('vra-bibs-Results.txt')));
    const creditedHere = async (participantId: string) =>
      (await athlete(participantId)).results.filter((r) => r.eventId === eventId);
    expect(await creditedHere('demo-participant-3')).toEqual([]);
    expect(await creditedHere('demo-participant-6')).toEqual([]);
    expect(await creditedHere('demo-participant-1')).toHaveLength(1);
    expect(await medalsOf('CN Toulouse')).toBe(medalsBefore.muller);
    expect(await medalsOf('AS Mantaise')).toBe(medalsBefore.lefevre);
    expect(await medalsOf('Aviron Club de Paris')).toBe(medalsBefore.garcia + 1);
  });

  it('refuses a place that is not a number and a time that is not M:SS.t with 400 naming the line; warns of inconsistent places', async () => {
    const eventId = await newRace();
    const before = await snapshotDb(app);
    expectError(
      await post(eventId, 'r.csv', 'Place;Nom;Club;Temps\n1;Léa Bernard;AC;6:58.4\nfive;Nina Morel;AC;7:01.0\n'),
      400,
      /^Ligne 3 : place illisible « five »/,
    );
    expectError(
      await post(eventId, 'r.csv', 'Place;Nom;Club;Temps\n1;Léa Bernard;AC;6:58.4\n2;Nina Morel;AC;6:2\n'),
      400,
      /^Ligne 3 : temps illisible « 6:2 »/,
    );
    expect(await snapshotDb(app)).toBe(before);

    const warned = answerOf(
      await post(
        eventId,
        'r.csv',
        'Place;Nom;Club;Temps\n1;Léa Bernard;AC;6:58.4\n3;Nina Morel;AC;6:50.0\n4;Inès Faure;AC;DNF\n',
        '?dryRun=true',
      ),
    );
    expect(warned.warnings.map((w) => w.message)).toEqual([
      'Ligne 3 : Nina Morel, place 3 en 6:50.0, est plus rapide que le vainqueur, Léa Bernard, en 6:58.4 : places ou temps à vérifier',
      'Ligne 3 : Nina Morel est placé 3 mais la place 2 manque dans le fichier',
      'Ligne 4 : Inès Faure DNF avec la place 4 dans le fichier : publié DNF, sans place',
    ]);
  });

  it('keeps an official race official when a file is imported again, unless resultsState says otherwise', async () => {
    const eventId = await newRace();
    answerOf(await post(eventId, 'results.csv', sample('results.csv')));
    expect(
      (await call('PUT', `/api/admin/events/${eventId}/results/state`, { resultsState: 'official' }, token)).statusCode,
    ).toBe(200);
    const state = async () =>
      ((await call('GET', `/api/results?eventId=${eventId}`)).json() as { event: { resultsState: string } }[])[0]?.event
        .resultsState;

    expect(answerOf(await post(eventId, 'results.csv', sample('results.csv'), '?dryRun=true'))).toMatchObject({
      currentResultsState: 'official',
      resultsState: 'official',
    });
    expect(answerOf(await post(eventId, 'results.csv', sample('results.csv')))).toMatchObject({
      resultsState: 'official',
    });
    expect(await state()).toBe('official');

    expectError(await post(eventId, 'results.csv', sample('results.csv'), '?resultsState=final'), 400, /resultsState/);
    expect(
      answerOf(await post(eventId, 'results.csv', sample('results.csv'), '?resultsState=provisional')),
    ).toMatchObject({ currentResultsState: 'official', resultsState: 'provisional' });
    expect(await state()).toBe('provisional');
  });
});
