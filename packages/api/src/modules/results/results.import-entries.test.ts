import { addParticipant } from '@app/db/testing';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ergRaceResultsFor, type LaneTimes } from '../../../../race-files/test-files/ergrace-fill';
import { createTestApi, type TestApi } from '../../testing/test-api';

// Issue 29, item 5: a results file that comes back from the race computer with the entry ids our .rac2
// gave the boats links each row to its entry, with no name matching at all; item 6: an entrant marked
// absent at the call room is a DNS in the preview.

const heat = {
  id: 'sh-2000-h1',
  name: '2000 m Seniors Hommes — Série 1',
  nameEn: '2000 m Senior Men — Heat 1',
  date: '2026-01-30',
  time: '10:30',
  category: 'Seniors Hommes',
  championshipId: 'elite',
  active: 1,
  round: 'heat',
  raceGroup: 'sh-2000',
  lanes: 6,
};
const otherHeat = {
  ...heat,
  id: 'sh-2000-h2',
  name: '2000 m Seniors Hommes — Série 2',
  nameEn: '2000 m Senior Men — Heat 2',
  time: '10:40',
};
const people = [
  ['Jean-Noël', 'Le Gall', 'Aviron Brestois', '12'],
  ['Théo', 'Moreau', 'CN Vichy', '7'],
  ['Anaël', 'Faure', 'SN Lyon', null],
  ['Loïc', 'Chevalier', 'AC Paris', '31'],
  ['Hugo', 'Martin', 'AC Nantes', '40'],
] as const;

describe('importing results that carry our entry ids', () => {
  let api: TestApi;
  /** Entry ids by lane of heat 1 (lanes 2–5), and the entry of heat 2. */
  let entry: Record<number, string>;
  let otherEntry: string;

  beforeEach(async () => {
    api = await createTestApi();
    await api.db.insertInto('events').values([heat, otherHeat]).execute();
    const ids = people.map(() => randomUUID());
    for (const [i, [firstName, lastName, club, bib]] of people.entries()) {
      await addParticipant(api.db, ids[i] as string, firstName, lastName, { club, bib, category: 'Seniors Hommes' });
    }
    entry = { 2: randomUUID(), 3: randomUUID(), 4: randomUUID(), 5: randomUUID() };
    otherEntry = randomUUID();
    const createdAt = '2025-12-01T10:00:00.000Z';
    await api.db
      .insertInto('entries')
      .values([
        ...[2, 3, 4, 5].map((lane, i) => ({
          id: entry[lane] as string,
          eventId: heat.id,
          participantId: ids[i] as string,
          crewName: null,
          seedTime: null,
          lane,
          createdAt,
        })),
        {
          id: otherEntry,
          eventId: otherHeat.id,
          participantId: ids[4] as string,
          crewName: null,
          seedTime: null,
          lane: 3,
          createdAt,
        },
      ])
      .execute();
  });
  afterEach(async () => api.dispose());

  const rac2 = async () =>
    Buffer.from(
      (await api.adminCaller.raceFiles.race({ eventId: heat.id, kind: 'rac2' })).contentBase64,
      'base64',
    ).toString('utf8');
  const importResults = async (json: string, dryRun: boolean) =>
    api.adminCaller.results.importFile({
      eventId: heat.id,
      fileName: 'results.json',
      contentBase64: Buffer.from(json).toString('base64'),
      dryRun,
    });
  const rowed = async (times: LaneTimes) => ergRaceResultsFor(await rac2(), times);

  it('links every row to its entry by the boat id, whatever name the race computer shows, and stores the entry', async () => {
    // The race computer's operator retyped two names: the ids still say who rowed.
    const json = (await rowed({ 2: '6:24.1', 3: '6:05.3', 4: '6:31.7', 5: '6:12.8' }))
      .replace('"participant": "Jean-Noël Le Gall"', '"participant": "LEGAL, Jean"')
      .replace('"participant": "Théo Moreau"', '"participant": "Lane 3 rower"');
    const answer = await importResults(json, false);
    expect(answer.errors).toEqual([]);
    // No note at all: not the names the file spelt otherwise, not the lanes 1 and 6 the start list left empty.
    expect(answer.warnings).toEqual([]);
    expect(answer.results.map((r) => [r.rank, r.athlete, r.entryId, r.entrant?.linkedBy, r.entrant?.name])).toEqual([
      [1, 'Théo Moreau', entry[3], 'entry', 'Théo Moreau'],
      [2, 'Loïc Chevalier', entry[5], 'entry', 'Loïc Chevalier'],
      [3, 'Jean-Noël Le Gall', entry[2], 'entry', 'Jean-Noël Le Gall'],
      [4, 'Anaël Faure', entry[4], 'entry', 'Anaël Faure'],
    ]);
    const stored = await api.db
      .selectFrom('results')
      .select(['entryId', 'participantId', 'athlete', 'rank'])
      .where('eventId', '=', heat.id)
      .orderBy('rank')
      .execute();
    expect(stored.map((r) => r.entryId)).toEqual([entry[3], entry[5], entry[2], entry[4]]);
    expect(stored.every((r) => r.participantId)).toBe(true);

    // The back-office publishes the previewed rows (with their entry), and a ranking edited by hand
    // afterwards (whose rows carry no entry id) keeps each entrant's entry.
    const rows = answer.results.map(({ status, rank, athlete, club, category, time, participantId, entryId }) => ({
      status,
      rank,
      athlete,
      club,
      category,
      time,
      participantId,
      entryId,
    }));
    await api.adminCaller.results.setRanking({ eventId: heat.id, rows });
    await api.adminCaller.results.setRanking({
      eventId: heat.id,
      rows: rows.map(({ entryId: _, ...row }, i) => (i === 0 ? { ...row, time: '6:05.4' } : row)),
    });
    const edited = await api.db
      .selectFrom('results')
      .select(['entryId', 'time'])
      .where('eventId', '=', heat.id)
      .orderBy('rank')
      .execute();
    expect(edited).toEqual([
      { entryId: entry[3], time: '6:05.4' },
      { entryId: entry[5], time: '6:12.8' },
      { entryId: entry[2], time: '6:24.1' },
      { entryId: entry[4], time: '6:31.7' },
    ]);
    await expect(
      api.adminCaller.results.setRanking({
        eventId: heat.id,
        rows: [{ ...(rows[0] as (typeof rows)[number]), entryId: 'no-such-entry' }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Inscription inconnue' });
  });

  it('links an entry of another heat of the race, and names an unknown entry id in a warning', async () => {
    const unknown = randomUUID();
    const json = (await rowed({ 2: '6:24.1', 3: '6:05.3', 4: '6:31.7', 5: '6:12.8' }))
      .replace(`"id": "${entry[4]}"`, `"id": "${otherEntry}"`)
      .replace(`"id": "${entry[5]}"`, `"id": "${unknown}"`);
    const answer = await importResults(json, true);
    const byName = Object.fromEntries(answer.results.map((r) => [r.athlete, r]));
    // Hugo Martin was drawn in heat 2 and rowed here: his entry says so.
    expect(byName['Hugo Martin']).toMatchObject({ entryId: otherEntry, entrant: { linkedBy: 'entry' } });
    // The unknown id: the row is not linked by it; its bib is not in the file, so it stands on the file's name.
    expect(byName['Loïc Chevalier']).toMatchObject({ entryId: null, entrant: null });
    expect(answer.warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(new RegExp(`identifiant « ${unknown} » inconnu`)),
    );
    expect(answer.warnings.filter((w) => /inconnu/.test(w.message))).toHaveLength(1);
    // Anaël Faure's boat came back under Hugo Martin's entry: the start list's entrant without a row is named.
    expect(answer.warnings.map((w) => w.message)).toContain(
      'Anaël Faure (couloir 4), inscrit à cette épreuve, n’a pas de ligne dans le fichier : aucun résultat publié pour ce participant',
    );
  });

  it('turns entrants marked absent at the call room into DNS in the preview, before anything is stored', async () => {
    await api.db
      .updateTable('entries')
      .set({ presence: 'absent' })
      .where('id', 'in', [entry[4] as string, entry[5] as string])
      .execute();
    await api.db
      .updateTable('entries')
      .set({ presence: 'present' })
      .where('id', '=', entry[2] as string)
      .execute();
    // Lane 4 has no time (nobody rowed on it); lane 5 is missing from the file altogether.
    const json = await rowed({ 2: '6:24.1', 3: '6:05.3', 4: null });
    const withoutLane5 = JSON.parse(json) as { results: { participants: { lane: number }[] } };
    withoutLane5.results.participants = withoutLane5.results.participants.filter((p) => p.lane !== 5);
    const answer = await importResults(JSON.stringify(withoutLane5, null, 2), true);
    expect(answer.errors).toEqual([]);
    expect(answer.results.map((r) => [r.status, r.rank, r.athlete, r.entryId])).toEqual([
      ['finished', 1, 'Théo Moreau', entry[3]],
      ['finished', 2, 'Jean-Noël Le Gall', entry[2]],
      ['dns', null, 'Anaël Faure', entry[4]],
      ['dns', null, 'Loïc Chevalier', entry[5]],
    ]);
    const messages = answer.warnings.map((w) => w.message);
    expect(messages).toContainEqual(expect.stringMatching(/Anaël Faure, absent à la chambre d’appel : DNS/));
    expect(messages).toContainEqual(
      'Loïc Chevalier (couloir 5), absent à la chambre d’appel et sans ligne dans le fichier : ajouté DNS',
    );
    expect(await api.db.selectFrom('results').select('id').where('eventId', '=', heat.id).execute()).toEqual([]);

    // Confirmed: the DNS rows are stored with their entry.
    await importResults(JSON.stringify(withoutLane5), false);
    const stored = await api.db
      .selectFrom('results')
      .select(['status', 'entryId'])
      .where('status', '=', 'dns')
      .orderBy('athlete')
      .execute();
    expect(stored).toEqual([
      { status: 'dns', entryId: entry[4] },
      { status: 'dns', entryId: entry[5] },
    ]);
  });

  it('keeps bib and name matching for files without ids', async () => {
    const csv = 'Place;Nom;Club;Catégorie;Temps;Dossard\n1;Théo MOREAU;CN Vichy;SH;6:05.3;7\n';
    const answer = await api.adminCaller.results.importFile({
      eventId: heat.id,
      fileName: 'results.csv',
      contentBase64: Buffer.from(csv).toString('base64'),
      dryRun: true,
    });
    expect(answer.results[0]).toMatchObject({
      athlete: 'Théo Moreau',
      entryId: null,
      entrant: { linkedBy: 'bib', name: 'Théo Moreau' },
    });
  });
});
