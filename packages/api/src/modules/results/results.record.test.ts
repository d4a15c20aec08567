import { erratumText } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const finished = (rank: number, athlete: string, time: string) => ({
  status: 'finished' as const,
  rank,
  time,
  athlete,
  category: 'SF',
  club: 'Lyon',
});

describe('official at a time, and errata (issue 33)', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    await api.adminCaller.events.create({
      id: 'sf-a',
      name: '2000 m SF — Finale A',
      nameEn: '2000 m SF — A Final',
      date: '2026-01-30',
      time: '10:00',
      category: 'SF',
      championshipId: 'elite',
    });
  });
  afterEach(async () => api.dispose());

  it('keeps when results became official and journals a later correction as an erratum', async () => {
    const rows = [finished(1, 'Léa Une', '6:20.1'), finished(2, 'Marie Deux', '6:27.4')];
    await api.adminCaller.results.setRanking({ eventId: 'sf-a', rows, resultsState: 'provisional' });
    // Provisional changes are no errata.
    await api.adminCaller.results.setRanking({ eventId: 'sf-a', rows });
    let page = await api.publicCaller.results.race({ eventId: 'sf-a' });
    expect(page.race.officialAt).toBeNull();
    const before = Date.now();
    await api.adminCaller.results.setState({ eventId: 'sf-a', resultsState: 'official' });
    page = await api.publicCaller.results.race({ eventId: 'sf-a' });
    expect(Date.parse(page.race.officialAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(page.errata).toEqual([]);

    await api.adminCaller.results.setRanking({
      eventId: 'sf-a',
      rows: [rows[0] as (typeof rows)[number], finished(2, 'Marie Deux', '6:27.9')],
    });
    page = await api.publicCaller.results.race({ eventId: 'sf-a' });
    expect(page.errata).toHaveLength(1);
    const erratum = page.errata[0];
    expect(erratum).toMatchObject({ athlete: 'Marie Deux', before: '6:27.4', after: '6:27.9' });
    expect(erratumText(erratum as NonNullable<typeof erratum>, 'fr')).toMatch(
      /^corrigé le \d{1,2} \p{L}+ à \d\d:\d\d : Marie Deux, 6:27\.4 → 6:27\.9$/u,
    );
    // One row edited, to DNF: a second erratum; the official moment stays the first one.
    const official = page.race.officialAt;
    const id = (await api.adminCaller.results.adminList({ eventId: 'sf-a' })).find((r) => r.athlete === 'Léa Une')?.id;
    await api.adminCaller.results.update({ id: id ?? '', status: 'dnf' });
    page = await api.publicCaller.results.race({ eventId: 'sf-a' });
    expect(page.errata.map((e) => [e.athlete, e.before, e.after])).toEqual([
      ['Marie Deux', '6:27.4', '6:27.9'],
      ['Léa Une', '6:20.1', 'DNF'],
    ]);
    expect(page.race.officialAt).toBe(official);
  });

  it('clears the moment when results go back to provisional', async () => {
    await api.adminCaller.results.setRanking({
      eventId: 'sf-a',
      rows: [finished(1, 'Léa Une', '6:20.1')],
      resultsState: 'official',
    });
    expect((await api.publicCaller.results.race({ eventId: 'sf-a' })).race.officialAt).not.toBeNull();
    await api.adminCaller.results.setState({ eventId: 'sf-a', resultsState: 'provisional' });
    expect((await api.publicCaller.results.race({ eventId: 'sf-a' })).race.officialAt).toBeNull();
  });
});
