import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { nextRaces } from './call-room.service';

// Issue 29, item 6: the call room on race day. Events, participants and entries are written with Kysely
// here (the entries module is built beside this one), the call room is read and ticked through its router.

const DAY = '2027-02-06';
const race = (id: string, time: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Course ${id}`,
  nameEn: `Race ${id}`,
  date: DAY,
  time,
  category: 'SH',
  championshipId: 'elite',
  active: 1,
  round: 'heat',
  lanes: 8,
  startList: 'published',
  ...extra,
});

async function seedDay(api: TestApi) {
  await api.db
    .insertInto('events')
    .values([race('r0900', '09:00'), race('r1000', '10:00'), race('r1015', '10:15'), race('r1030', '10:30'), race('r1100', '11:00', { active: 0 }), race('other-day', '10:30', { date: '2027-02-07' })])
    .execute();
  const people = [
    ['p-lea', 'Léa', 'Martin', 'AC Paris', '12'],
    ['p-tom', 'Tom', 'Durand', 'SN Lyon', '7'],
    ['p-ana', 'Ana', 'Petit', 'RC Nantes', null],
    ['p-max', 'Max', 'Roux', 'AC Paris', '31'],
  ] as const;
  await api.db
    .insertInto('participants')
    .values(
      people.map(([id, firstName, lastName, club, bib]) => ({
        id,
        firstName,
        lastName,
        email: `${id}@exemple.fr`,
        phone: null,
        club,
        category: 'Seniors Hommes',
        championshipId: 'elite',
        bib,
        personalBest: null,
        registrationDate: '2026-12-01T10:00:00.000Z',
        confirmed: 1,
        paid: 1,
      })),
    )
    .execute();
  const entry = (id: string, eventId: string, participantId: string, lane: number | null, extra: Record<string, unknown> = {}) => ({
    id,
    eventId,
    participantId,
    crewName: null,
    // Every row names every column: a multi-row insert would write NULL where one row leaves a default.
    crewMemberIds: '[]',
    status: 'entered',
    presence: null,
    seedTime: null,
    lane,
    createdAt: '2026-12-02T10:00:00.000Z',
    ...extra,
  });
  await api.db
    .insertInto('entries')
    .values([
      entry('e-lea', 'r1000', 'p-lea', 5),
      entry('e-tom', 'r1000', 'p-tom', 3),
      entry('e-ana', 'r1000', 'p-ana', null),
      entry('e-max', 'r1000', 'p-max', 4, { status: 'scratched' }),
      entry('e-crew', 'r1015', 'p-lea', 2, { crewName: 'AC Paris 1', crewMemberIds: JSON.stringify(['p-max', 'p-tom']) }),
    ])
    .execute();
}

describe('call room', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    await seedDay(api);
  });
  afterEach(async () => api.dispose());

  it('lists the next races of the day from a time, each start list by lane, with crews, bibs and counts', async () => {
    const room = await api.adminCaller.callRoom.next({ date: DAY, time: '09:50', limit: 2 });
    expect(room).toMatchObject({ date: DAY, time: '09:50' });
    // 09:00 is still shown (no results, within the hour the programme may run late); the limit cuts 10:15 and later.
    expect(room.races.map((r) => r.eventId)).toEqual(['r0900', 'r1000']);
    const heat = room.races[1];
    expect(heat?.entries.map((e) => [e.lane, e.lastName, e.bib, e.status])).toEqual([
      [3, 'Durand', '7', 'entered'],
      [4, 'Roux', '31', 'scratched'],
      [5, 'Martin', '12', 'entered'],
      [null, 'Petit', null, 'entered'],
    ]);
    expect(heat?.counts).toEqual({ present: 0, absent: 0, unmarked: 3 });
    expect(heat).toMatchObject({ round: 'heat', lanes: 8, startList: 'published', time: '10:00' });

    const later = await api.adminCaller.callRoom.next({ date: DAY, time: '10:10' });
    // Inactive races and other days are left out; 09:00 is more than an hour late by now.
    expect(later.races.map((r) => r.eventId)).toEqual(['r1000', 'r1015', 'r1030']);
    expect(later.races[1]?.entries[0]).toMatchObject({ crewName: 'AC Paris 1', crewMembers: ['Max Roux', 'Tom Durand'], firstName: 'Léa' });
  });

  it('leaves out a race once its results are in', async () => {
    await api.adminCaller.results.create({ eventId: 'r1000', rank: 1, athlete: 'Tom Durand', category: 'SH', club: 'SN Lyon', time: '6:40.0' });
    const room = await api.adminCaller.callRoom.next({ date: DAY, time: '09:50' });
    expect(room.races.map((r) => r.eventId)).toEqual(['r0900', 'r1015', 'r1030']);
  });

  it('follows the clock in Paris when no day or time is given', async () => {
    // 09:50 UTC on 6 February is 10:50 in Paris (winter time).
    const room = await nextRaces(api.db, undefined, new Date('2027-02-06T09:50:00Z'));
    expect(room).toMatchObject({ date: DAY, time: '10:50' });
    expect(room.races.map((r) => r.eventId)).toEqual(['r1000', 'r1015', 'r1030']);
    const summer = await nextRaces(api.db, {}, new Date('2027-07-01T22:30:00Z'));
    expect(summer).toMatchObject({ date: '2027-07-02', time: '00:30' });
  });

  it('ticks an entrant present or absent, counts it, clears it, and journals each tick', async () => {
    expect(await api.adminCaller.callRoom.setPresence({ id: 'e-tom', presence: 'absent' })).toMatchObject({ entryId: 'e-tom', presence: 'absent', lastName: 'Durand' });
    await api.adminCaller.callRoom.setPresence({ id: 'e-lea', presence: 'present' });
    let heat = (await api.adminCaller.callRoom.next({ date: DAY, time: '10:00' })).races.find((r) => r.eventId === 'r1000');
    expect(heat?.counts).toEqual({ present: 1, absent: 1, unmarked: 1 });
    expect(heat?.entries.find((e) => e.entryId === 'e-tom')?.presence).toBe('absent');

    await api.adminCaller.callRoom.setPresence({ id: 'e-tom', presence: null });
    heat = (await api.adminCaller.callRoom.next({ date: DAY, time: '10:00' })).races.find((r) => r.eventId === 'r1000');
    expect(heat?.counts).toEqual({ present: 1, absent: 0, unmarked: 2 });

    const journal = await api.db.selectFrom('auditEntries').select(['entity', 'entityId', 'action', 'changes']).where('action', '=', 'presence').orderBy('at').orderBy('id').execute();
    expect(journal.map((j) => [j.entity, j.entityId, JSON.parse(j.changes)])).toEqual(
      expect.arrayContaining([
        ['entries', 'e-tom', [{ field: 'presence', before: null, after: 'absent' }]],
        ['entries', 'e-lea', [{ field: 'presence', before: null, after: 'present' }]],
        ['entries', 'e-tom', [{ field: 'presence', before: 'absent', after: null }]],
      ]),
    );
    expect(journal).toHaveLength(3);
  });

  it('refuses a tick on an unknown or scratched entry, or a presence that is not one, and changes nothing', async () => {
    await expect(api.adminCaller.callRoom.setPresence({ id: 'nope', presence: 'present' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Inscription introuvable' });
    await expect(api.adminCaller.callRoom.setPresence({ id: 'e-max', presence: 'present' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "Inscription forfait : pas de pointage en chambre d'appel",
    });
    await expect(api.adminCaller.callRoom.setPresence({ id: 'e-tom', presence: 'late' as 'present' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.adminCaller.callRoom.next({ date: '2027-02-30' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const rows = await api.db.selectFrom('entries').select(['id', 'presence']).where('presence', 'is not', null).execute();
    expect(rows).toEqual([]);
  });

  it('is for the administrator only', async () => {
    await expect(api.publicCaller.callRoom.next({ date: DAY })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(api.publicCaller.callRoom.setPresence({ id: 'e-tom', presence: 'present' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
