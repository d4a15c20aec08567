import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const race = {
  id: 'elite-final',
  name: 'Finale',
  nameEn: 'Final',
  date: '2026-01-30',
  time: '15:00',
  category: 'SF',
  championshipId: 'elite',
};
const finished = (rank: number, athlete: string) => ({
  rank,
  athlete,
  category: 'SF',
  club: 'AC Paris',
  time: `6:5${rank}.0`,
});
const out = (status: 'dns' | 'dnf' | 'dsq', athlete: string) => ({ status, athlete, category: 'SF', club: 'AC Paris' });

describe('results with DNS, DNF, DSQ and a provisional or official state', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    await api.adminCaller.events.create(race);
  });
  afterEach(async () => api.dispose());

  it('lists finishers by rank, then DNF, DNS and DSQ by name, with neither rank nor time for them', async () => {
    await api.adminCaller.results.setRanking({
      eventId: race.id,
      rows: [
        out('dsq', 'Zélie Dsq'),
        out('dns', 'Bea Dns'),
        finished(2, 'Marie Deux'),
        out('dnf', 'Yvette Dnf'),
        out('dns', 'Alice Dns'),
        finished(1, 'Léa Une'),
      ],
    });
    const list = await api.publicCaller.results.list({ eventId: race.id });
    expect(list.map((r) => [r.status, r.rank, r.time, r.athlete])).toEqual([
      ['finished', 1, '6:51.0', 'Léa Une'],
      ['finished', 2, '6:52.0', 'Marie Deux'],
      ['dnf', null, null, 'Yvette Dnf'],
      ['dns', null, null, 'Alice Dns'],
      ['dns', null, null, 'Bea Dns'],
      ['dsq', null, null, 'Zélie Dsq'],
    ]);
  });

  it('counts every entrant on the board but puts only finishers ranked 1 to 3 on the podium', async () => {
    await api.adminCaller.results.setRanking({
      eventId: race.id,
      rows: [finished(1, 'Léa Une'), out('dnf', 'Yvette Dnf'), out('dns', 'Alice Dns'), finished(4, 'Nina Quatre')],
    });
    const [summary] = (await api.publicCaller.results.races()).races;
    expect(summary?.count).toBe(4);
    expect(summary?.podium.map((r) => r.athlete)).toEqual(['Léa Une']);
    expect(summary?.resultsState).toBe('provisional');
  });

  it('refuses a finished result without a time, and a DNS with a rank', async () => {
    await expect(api.adminCaller.results.create({ eventId: race.id, ...finished(1, 'A'), time: null })).rejects.toThrow(
      /temps est obligatoire/,
    );
    await expect(api.adminCaller.results.create({ eventId: race.id, ...out('dns', 'A'), rank: 3 })).rejects.toThrow(
      /Pas de rang pour un résultat DNS/,
    );
    await expect(
      api.adminCaller.results.setRanking({ eventId: race.id, rows: [{ ...out('dsq', 'A'), time: '6:40.0' }] }),
    ).rejects.toThrow(/Pas de temps/);
    expect(await api.adminCaller.results.adminList()).toEqual([]);
  });

  it('clears rank and time when a result becomes DNF, and needs both to make it finished again', async () => {
    const created = await api.adminCaller.results.create({ eventId: race.id, ...finished(3, 'Léa Une') });
    const dnf = await api.adminCaller.results.update({ id: created.id, status: 'dnf', rank: 3, time: '6:53.0' });
    expect(dnf).toMatchObject({ status: 'dnf', rank: null, time: null });
    await expect(api.adminCaller.results.update({ id: created.id, status: 'finished' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Le rang et le temps sont obligatoires pour un résultat classé',
    });
    await expect(api.adminCaller.results.update({ id: created.id, rank: 2 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/résultat DNF/),
    });
    await expect(api.adminCaller.results.update({ id: created.id, time: null })).resolves.toMatchObject({
      status: 'dnf',
    });
    const back = await api.adminCaller.results.update({ id: created.id, status: 'finished', rank: 2, time: '6:50.1' });
    expect(back).toMatchObject({ status: 'finished', rank: 2, time: '6:50.1' });
    await expect(api.adminCaller.results.update({ id: created.id, time: null })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('publishes a race official then provisional again, in the results and the board', async () => {
    await api.adminCaller.results.setRanking({
      eventId: race.id,
      rows: [finished(1, 'Léa Une'), out('dns', 'Alice Dns')],
    });
    const summary = await api.adminCaller.results.setState({ eventId: race.id, resultsState: 'official' });
    expect(summary).toMatchObject({
      id: race.id,
      name: 'Finale',
      category: 'SF',
      championshipId: 'elite',
      count: 2,
      resultsState: 'official',
    });
    expect(summary.podium.map((r) => r.athlete)).toEqual(['Léa Une']);
    expect((await api.publicCaller.results.list()).map((r) => r.event.resultsState)).toEqual(['official', 'official']);
    expect((await api.publicCaller.results.races()).races[0]?.resultsState).toBe('official');
    await api.adminCaller.results.setState({ eventId: race.id, resultsState: 'provisional' });
    expect((await api.publicCaller.results.races()).races[0]?.resultsState).toBe('provisional');
  });

  it('sets the state with the ranking in the same call, and refuses an unknown race or state', async () => {
    const rows = await api.adminCaller.results.setRanking({
      eventId: race.id,
      rows: [finished(1, 'Léa Une')],
      resultsState: 'official',
    });
    expect(rows[0]?.event.resultsState).toBe('official');
    await expect(api.adminCaller.results.setState({ eventId: 'nope', resultsState: 'official' })).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    );
    // @ts-expect-error: an unknown state is refused at the boundary
    await expect(api.adminCaller.results.setState({ eventId: race.id, resultsState: 'final' })).rejects.toThrow(
      /provisional ou official/,
    );
    const anonymous = await api.callerFor();
    await expect(anonymous.results.setState({ eventId: race.id, resultsState: 'provisional' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect((await api.publicCaller.results.races()).races[0]?.resultsState).toBe('official');
  });

  it('links a result to a participant, refusing one that does not exist', async () => {
    await expect(
      api.adminCaller.results.create({ eventId: race.id, ...finished(1, 'A'), participantId: 'nope' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Participant inconnu' });
    expect(await api.adminCaller.results.adminList()).toEqual([]);
  });
});
