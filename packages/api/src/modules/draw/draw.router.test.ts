import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { enter, lanesOf, race } from './draw-fixtures';

describe('draw procedures: « Répartir » and the start list', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    await api.adminCaller.events.create(race('heat-1', 'heat'));
    await api.adminCaller.events.create(race('heat-2', 'heat', { time: '09:10' }));
    await api.adminCaller.events.create(
      race('final', 'final_a', { time: '15:00', progression: { from: 'heat', places: 1, times: 2 } }),
    );
  });
  afterEach(async () => api.dispose());

  async function enterSeven() {
    // Seeds: declared times win over personal bests; Gus has none and is drawn last.
    const times = [
      ['Ana', { seedTime: '6:00.0', personalBest: '7:59.0' }],
      ['Bob', { personalBest: '6:10.0' }],
      ['Cid', { personalBest: '6:20.0' }],
      ['Dan', { personalBest: '6:30.0' }],
      ['Eve', { personalBest: '6:40.0' }],
      ['Fay', { personalBest: '6:50.0' }],
      ['Gus', {}],
    ] as const;
    for (const [name, t] of times) await enter(api, 'heat-1', name, t);
  }

  it('seeds the first round by seed time in a serpentine, best seeds in the centre lanes, no time last', async () => {
    await enterSeven();
    await enter(api, 'heat-2', 'Zoe', { personalBest: '6:05.0', status: 'scratched' });
    const answer = await api.adminCaller.draw.run({ eventId: 'final' });
    expect(answer).toMatchObject({
      seeded: 7,
      events: [
        { eventId: 'heat-1', entrants: 3 },
        { eventId: 'heat-2', entrants: 4 },
      ],
    });
    // 4 lanes from the centre: 2, 3, 1, 4. Serpentine: ranks 1, 4, 5 in heat 1; 2, 3, 6, 7 in heat 2.
    expect(await lanesOf(api, 'heat-1')).toEqual([
      ['Eve', 1],
      ['Ana', 2],
      ['Dan', 3],
    ]);
    expect(await lanesOf(api, 'heat-2')).toEqual([
      ['Fay', 1],
      ['Bob', 2],
      ['Cid', 3],
      ['Gus', 4],
      ['Zoe', null],
    ]);
  });

  it('never puts more entrants than lanes, and changes nothing then', async () => {
    await enterSeven();
    for (const name of ['Hal', 'Ivy']) await enter(api, 'heat-2', name);
    await expect(api.adminCaller.draw.run({ eventId: 'heat-1' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Pas assez de couloirs : 9 inscrits pour 8 couloirs (2 série(s))',
    });
    expect((await lanesOf(api, 'heat-1')).every(([, lane]) => lane === null)).toBe(true);
  });

  it('refuses to draw a locked or published round; unlocking opens it again', async () => {
    await enterSeven();
    expect(await api.adminCaller.draw.startList({ eventId: 'heat-1', locked: true })).toMatchObject({
      startList: 'locked',
    });
    await expect(api.adminCaller.draw.run({ eventId: 'heat-2' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Liste de départ verrouillée'),
    });
    await api.adminCaller.draw.startList({ eventId: 'heat-1', locked: false });
    await expect(api.adminCaller.draw.run({ eventId: 'heat-2' })).resolves.toMatchObject({ seeded: 7 });
  });

  it('refuses to draw a round that has results, so that no result is credited to another heat', async () => {
    await enterSeven();
    await api.adminCaller.draw.run({ eventId: 'heat-1' });
    await api.adminCaller.results.setRanking({
      eventId: 'heat-1',
      rows: [
        {
          status: 'finished',
          rank: 1,
          athlete: 'Ann',
          category: 'SH',
          club: 'AC',
          time: '6:30.0',
          participantId: null,
        },
      ],
    });
    const before = await lanesOf(api, 'heat-1');
    await expect(api.adminCaller.draw.run({ eventId: 'heat-2' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('des résultats sont déjà saisis'),
    });
    expect(await lanesOf(api, 'heat-1')).toEqual(before);
  });

  it('moves entries between lanes and heats, refusing a lane used twice or beyond the ergometers with nothing changed', async () => {
    await enterSeven();
    await api.adminCaller.draw.run({ eventId: 'heat-1' });
    const board = await api.adminCaller.draw.board({ eventId: 'heat-1' });
    const id = (name: string) =>
      board.events.flatMap((e) => e.entries).find((e) => e.firstName === name)?.entryId ?? '';
    const before = await lanesOf(api, 'heat-1');
    await expect(
      api.adminCaller.draw.startList({ eventId: 'heat-1', lanes: [{ entryId: id('Eve'), lane: 2 }] }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Couloir 2 attribué deux fois dans « 2000 m SH heat-1 » : Eve Test et Ana Test',
    });
    await expect(
      api.adminCaller.draw.startList({ eventId: 'heat-1', lanes: [{ entryId: id('Eve'), lane: 5 }] }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('Couloir 5 inexistant'),
    });
    expect(await lanesOf(api, 'heat-1')).toEqual(before);
    // A swap in one request, and a move to lane 4 of the other heat.
    const moved = await api.adminCaller.draw.startList({
      eventId: 'heat-1',
      lanes: [
        { entryId: id('Eve'), lane: 2 },
        { entryId: id('Ana'), lane: 1 },
        { entryId: id('Dan'), eventId: 'heat-2', lane: 4 },
        { entryId: id('Gus'), eventId: 'heat-1', lane: 3 },
      ],
    });
    expect(moved.moved).toBe(4);
    expect(await lanesOf(api, 'heat-1')).toEqual([
      ['Ana', 1],
      ['Eve', 2],
      ['Gus', 3],
    ]);
    await expect(
      api.adminCaller.draw.startList({ eventId: 'heat-1', lanes: [{ entryId: id('Eve'), eventId: 'final', lane: 1 }] }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('hors de ce tour'),
    });
  });

  it('publishes the round (publishing locks), unpublishes back to locked, and journals each action', async () => {
    await enterSeven();
    await api.adminCaller.draw.run({ eventId: 'heat-1' });
    expect(await api.adminCaller.draw.startList({ eventId: 'heat-2', published: true })).toMatchObject({
      startList: 'published',
      message: 'Liste de départ publiée',
    });
    const states = async () => (await api.adminCaller.events.adminList()).map((e) => [e.id, e.startList]);
    expect(await states()).toEqual([
      ['heat-1', 'published'],
      ['heat-2', 'published'],
      ['final', 'draft'],
    ]);
    await expect(api.adminCaller.draw.startList({ eventId: 'heat-1', lanes: [], locked: true })).resolves.toMatchObject(
      { startList: 'published' },
    );
    expect(await api.adminCaller.draw.startList({ eventId: 'heat-1', published: false })).toMatchObject({
      startList: 'locked',
    });
    const journal = await api.db
      .selectFrom('auditEntries')
      .select(['entity', 'entityId', 'action'])
      .where('entity', '=', 'events')
      .execute();
    expect(journal).toEqual(
      expect.arrayContaining([
        { entity: 'events', entityId: 'heat-1', action: 'draw' },
        { entity: 'events', entityId: 'heat-2', action: 'update' },
      ]),
    );
  });
});
