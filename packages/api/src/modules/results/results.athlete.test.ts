import { athleteKey, athleteSlug } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const races = [
  {
    id: 'heat',
    name: 'Série',
    nameEn: 'Heat',
    date: '2026-01-30',
    time: '09:00',
    category: 'SF',
    championshipId: 'elite',
  },
  {
    id: 'final',
    name: 'Finale',
    nameEn: 'Final',
    date: '2026-01-30',
    time: '15:00',
    category: 'SF',
    championshipId: 'elite',
  },
  {
    id: 'youth',
    name: 'Finale J18',
    nameEn: 'J18 Final',
    date: '2026-01-31',
    time: '10:00',
    category: 'J18F',
    championshipId: 'youth',
  },
];
const jeanne = {
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne@example.fr',
  club: 'AC Paris',
  category: 'Seniors Femmes',
  championshipId: 'elite',
  bib: '42',
};
const row = (rank: number, athlete: string, club = 'AC Paris') => ({
  status: 'finished' as const,
  rank,
  time: `7:0${rank}.0`,
  athlete,
  category: 'SF',
  club,
});

describe('results.athlete', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    for (const race of races) await api.adminCaller.events.create(race);
  });
  afterEach(async () => api.dispose());

  it("gathers a registered athlete's results across races: by participant id, else by name and club", async () => {
    const entrant = await api.adminCaller.participants.create(jeanne);
    // The heat's file carried the entrant's id under another spelling; the final was typed by hand.
    await api.adminCaller.results.setRanking({
      eventId: 'heat',
      rows: [row(1, 'Léa Autre'), { ...row(2, 'MARTIN J.'), participantId: entrant.id }],
    });
    await api.adminCaller.results.setRanking({
      eventId: 'final',
      rows: [row(1, 'MARTIN Jeanne', 'ac  paris'), row(2, 'Jeanne Martin', 'Aviron Lyon')],
    });

    const page = await api.publicCaller.results.athlete({ key: athleteKey(entrant) });
    expect(page).toMatchObject({
      key: `p-${entrant.id}`,
      name: 'Jeanne Martin',
      club: 'AC Paris',
      category: 'Seniors Femmes',
      bib: '42',
      championships: [{ id: 'elite', name: 'Championnat de France Élite', nameEn: 'French Elite Championship' }],
    });
    expect(
      page.results.map((r) => [r.event.id, r.event.name, r.event.date, r.rank, r.time, r.status, r.medal]),
    ).toEqual([
      ['heat', 'Série', '2026-01-30', 2, '7:02.0', 'finished', 'silver'],
      ['final', 'Finale', '2026-01-30', 1, '7:01.0', 'finished', 'gold'],
    ]);

    // Every name in the results leads to the same page; the homonym of another club has their own.
    const [heat, final] = [
      await api.publicCaller.results.list({ eventId: 'heat' }),
      await api.publicCaller.results.list({ eventId: 'final' }),
    ];
    for (const result of [heat[1], final[0]])
      expect(await api.publicCaller.results.athlete({ key: athleteKey(result as NonNullable<typeof result>) })).toEqual(
        page,
      );
    const homonym = await api.publicCaller.results.athlete({
      key: athleteKey(final[1] as NonNullable<(typeof final)[1]>),
    });
    expect(homonym).toMatchObject({
      key: 'jeanne-martin--aviron-lyon',
      name: 'Jeanne Martin',
      club: 'Aviron Lyon',
      bib: null,
      category: 'SF',
    });
    expect(homonym.results.map((r) => r.event.id)).toEqual(['final']);
  });

  it('finds an athlete by name and club whatever the accents, case and order of the names', async () => {
    await api.adminCaller.results.setRanking({ eventId: 'final', rows: [row(3, 'Éloïse Lefèvre', 'Cercle Nautique')] });
    await api.adminCaller.results.setRanking({
      eventId: 'youth',
      rows: [{ ...row(4, 'LEFEVRE, Eloise', 'CERCLE NAUTIQUE'), category: 'J18F' }],
    });
    const key = athleteSlug('Éloïse Lefèvre', 'Cercle Nautique');
    expect(key).toBe('eloise-lefevre--cercle-nautique');
    for (const typed of [key, 'lefevre-eloise--cercle-nautique', 'Eloïse-LEFEVRE--cercle-nautique']) {
      const page = await api.publicCaller.results.athlete({ key: typed });
      expect(page.results.map((r) => [r.event.id, r.rank, r.medal])).toEqual([
        ['final', 3, 'bronze'],
        ['youth', 4, null],
      ]);
      expect(page.championships.map((c) => c.id)).toEqual(['elite', 'youth']);
      expect(page).toMatchObject({ name: 'Éloïse Lefèvre', category: 'J18F', bib: null });
    }
  });

  it('gives a registered athlete who has not raced yet a page without results', async () => {
    const entrant = await api.adminCaller.participants.create(jeanne);
    const page = await api.publicCaller.results.athlete({ key: athleteKey(entrant) });
    expect(page).toMatchObject({ name: 'Jeanne Martin', bib: '42', results: [] });
    expect(await api.publicCaller.results.athlete({ key: 'jeanne-martin--ac-paris' })).toEqual(page);
  });

  it('answers 404 in French for an unknown athlete or a key that cannot be one', async () => {
    for (const key of ['p-nope', 'personne--nulle-part', 'n-importe-quoi', 'p-']) {
      await expect(api.publicCaller.results.athlete({ key })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Athlète introuvable',
      });
    }
  });

  it('hides the results of hidden races and follows admin writes at once', async () => {
    await api.adminCaller.results.setRanking({ eventId: 'final', rows: [row(1, 'Léa Une')] });
    expect((await api.publicCaller.results.athlete({ key: 'lea-une--ac-paris' })).results).toHaveLength(1);
    await api.adminCaller.events.update({ id: 'final', active: false });
    await expect(api.publicCaller.results.athlete({ key: 'lea-une--ac-paris' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
