import {
  centreOutLanes,
  type DrawBoard,
  type ProgrammeEvent,
  type ResultsImportAnswer,
  type StartList,
} from '@app/contract';
import { parseRaceTime } from '@app/race-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ergRaceResultsFor } from '../../../../packages/race-files/test-files/ergrace-fill';
import { multipartFile } from '../testing/multipart';
import { restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 29, « Done when », first point: at the real size (SEED_DEMO=event: 120 races, 3,000 entrants),
// through REST as a script at the venue would call it: draw a race's heats, publish them, read the
// public start lists, row every heat on the race computer (its .rac2 filled in as ErgRace fills it) and
// import the results back, then « Qualifier » fills the A final from the heats' times.

type Seat = StartList['entries'][number];
const seconds = (time: string | null) => (time ? (parseRaceTime(time)?.seconds ?? null) : null);
/** Fastest seed first, entrants without a seed last: the order the draw seats a race from the centre out. */
const bySeed = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);
const clock = (s: number) => `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')}`;

describe('race day at the real size, through REST', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  let heats: ProgrammeEvent[];
  let finalA: ProgrammeEvent;

  beforeAll(async () => {
    app = await createTestServer({ seedDemo: 'event' });
    token = await app.login();
    call = restCall(app);
    const programme = (await call('GET', '/api/events')).json() as ProgrammeEvent[];
    expect(programme).toHaveLength(120);
    // A Friday race (its start lists are drawn and locked, not published) with two heats and A and B finals.
    const group = programme.filter((e) => e.raceGroup === 'elite-2000m-seniors-hommes');
    heats = group.filter((e) => e.round === 'heat');
    finalA = group.find((e) => e.round === 'final_a') as ProgrammeEvent;
    expect(heats.length).toBeGreaterThanOrEqual(2);
    expect(heats.every((h) => h.date === '2026-01-30' && h.startList === 'locked')).toBe(true);
    expect(finalA.progression).toMatchObject({ from: 'heat' });
  }, 120_000);
  afterAll(async () => app?.dispose());

  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, auth: string | undefined = token) => {
    const res = await call(method, url, body, auth);
    expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(200);
    return res.json();
  };
  const startList = (eventId: string) =>
    ok('GET', `/api/events/${eventId}/start-list`, undefined, '') as Promise<StartList>;

  it('draws the heats from the centre by seed time within their lanes, and publishes their start lists', async () => {
    // The seed rowed Friday's heats already (results for every entry): they are cleared first, since a
    // round with results is never redrawn (its results point at the entries they were rowed under).
    for (const heat of heats) await ok('PUT', `/api/admin/events/${heat.id}/results`, { rows: [] });
    // The seed locked Friday's draw: the administrator opens it again before drawing anew.
    expect(await ok('PUT', `/api/admin/events/${heats[0]?.id}/start-list`, { locked: false })).toMatchObject({
      startList: 'draft',
    });
    const drawn = (await ok('POST', `/api/admin/events/${finalA.id}/draw`)) as {
      seeded: number;
      events: { eventId: string; entrants: number }[];
    };
    expect(drawn.events.map((e) => e.eventId)).toEqual(heats.map((h) => h.id));
    expect(drawn.seeded).toBeGreaterThan(heats.length * 3);
    expect(drawn.events.reduce((sum, e) => sum + e.entrants, 0)).toBe(drawn.seeded);
    // Heat sizes differ by one at most (serpentine over the heats).
    const sizes = drawn.events.map((e) => e.entrants);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);

    // Drawn, not published: the public sees no entrant yet.
    for (const heat of heats) expect(await startList(heat.id)).toMatchObject({ published: false, entries: [] });
    expect(await ok('PUT', `/api/admin/events/${heats[1]?.id}/start-list`, { published: true })).toMatchObject({
      startList: 'published',
    });

    let seated = 0;
    for (const heat of heats) {
      const list = await startList(heat.id);
      expect(list.published).toBe(true);
      expect(list.round).toBe('heat');
      const entries = list.entries;
      seated += entries.length;
      expect(entries.length).toBe(drawn.events.find((e) => e.eventId === heat.id)?.entrants);
      expect(entries.length).toBeLessThanOrEqual(heat.lanes);
      const lanes = entries.map((e) => e.lane as number);
      expect(lanes, heat.id).toEqual([...lanes].sort((a, b) => a - b));
      expect(new Set(lanes).size, `${heat.id}: a lane twice`).toBe(lanes.length);
      expect(lanes.every((l) => l >= 1 && l <= heat.lanes)).toBe(true);
      // The lanes used are the centre ones, and taken from the centre out the seeds only get slower.
      const order = centreOutLanes(heat.lanes).slice(0, entries.length);
      expect([...lanes].sort((a, b) => a - b)).toEqual([...order].sort((a, b) => a - b));
      const seeds = order.map((lane) => seconds((entries.find((e) => e.lane === lane) as Seat).seedTime));
      expect(seeds, heat.id).toEqual([...seeds].sort(bySeed));
      expect(seeds[0], `${heat.id}: the best seed rows in the centre`).toBe(
        Math.min(...seeds.filter((s): s is number => s !== null)),
      );
      expect(entries.every((e) => e.status === 'entered' && e.category === heat.category)).toBe(true);
    }
    expect(seated).toBe(drawn.seeded);
  });

  it('imports every heat rowed on its .rac2 with each row linked to its entrant, then « Qualifier » fills the A final by the progression', async () => {
    const heatTimes = new Map<string, { eventId: string; rank: number; tenths: number; time: string }>();
    for (const [h, heat] of heats.entries()) {
      const rac2 = await call('GET', `/api/admin/events/${heat.id}/race-definition.rac2`, undefined, token);
      expect(rac2.statusCode, rac2.body).toBe(200);
      const boats = (JSON.parse(rac2.body) as { race_definition: { boats: { lane_number: number; id: string }[] } })
        .race_definition.boats;
      const entries = (await startList(heat.id)).entries;
      expect(boats.filter((b) => !b.id.startsWith('Lane ')).map((b) => [b.lane_number, b.id])).toEqual(
        entries.map((e) => [e.lane, e.entryId]),
      );
      // Times unique across the heats (to the tenth), so the progression has one answer: the heats interleave.
      const times: Record<number, string> = {};
      for (const [j, e] of [...entries].reverse().entries())
        times[e.lane as number] = clock(380 + (j * heats.length + h) * 0.4);
      const mp = multipartFile(`${heat.id} Results.json`, ergRaceResultsFor(rac2.body, times));
      const imported = await app.server.inject({
        method: 'POST',
        url: `/api/admin/events/${heat.id}/results/import?dryRun=false`,
        payload: mp.payload,
        headers: { ...mp.headers, authorization: `Bearer ${token}` },
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const answer = imported.json() as ResultsImportAnswer;
      expect(answer.errors).toEqual([]);
      expect(answer.warnings, heat.id).toEqual([]);
      expect(answer.results).toHaveLength(entries.length);
      const entryOfLane = new Map(entries.map((e) => [e.lane, e]));
      for (const r of answer.results) {
        expect(r.entrant?.linkedBy, r.athlete).toBe('entry');
        const boat = boats.find((b) => b.id === r.entryId);
        const entry = entryOfLane.get(boat?.lane_number ?? -1) as Seat;
        expect([r.entryId, r.participantId, r.entrant?.id, r.athlete]).toEqual([
          entry.entryId,
          entry.participantId,
          entry.participantId,
          `${entry.firstName} ${entry.lastName}`,
        ]);
        expect(r.time).toBe(times[entry.lane as number]);
        heatTimes.set(entry.entryId, {
          eventId: heat.id,
          rank: r.rank as number,
          tenths: Math.round((seconds(r.time) as number) * 10),
          time: r.time as string,
        });
      }
    }

    // The A final was rowed in the seed: a script clears its results before filling it again.
    await ok('PUT', `/api/admin/events/${finalA.id}/results`, { rows: [] });
    const qualified = (await ok('POST', `/api/admin/events/${finalA.id}/qualify`)) as {
      qualified: number;
      notes: string[];
    };
    const rule = finalA.progression as { places: number; times: number };
    const byPlace = [...heatTimes].filter(([, t]) => t.rank <= rule.places).map(([id]) => id);
    const byTime = [...heatTimes]
      .filter(([, t]) => t.rank > rule.places)
      .sort(([, a], [, b]) => a.tenths - b.tenths)
      .slice(0, rule.times)
      .map(([id]) => id);
    expect(byPlace).toHaveLength(rule.places * heats.length);
    expect(qualified).toMatchObject({ qualified: byPlace.length + byTime.length, notes: [] });

    const board = (await ok('GET', `/api/admin/events/${finalA.id}/draw`)) as DrawBoard;
    const final = board.events.find((e) => e.event.id === finalA.id)?.entries ?? [];
    const heatEntry = (participantId: string) =>
      [...heatTimes].find(([id]) =>
        board.events.some((e) => e.entries.some((x) => x.entryId === id && x.participantId === participantId)),
      )?.[0];
    const from = final.map((e) => heatEntry(e.participantId) as string);
    expect(from.sort()).toEqual([...byPlace, ...byTime].sort());
    // Each finalist's seed is their heat time; the fastest rows in the centre lane, and so on outwards.
    for (const e of final) expect(e.seedTime).toBe(heatTimes.get(heatEntry(e.participantId) as string)?.time);
    const order = centreOutLanes(finalA.lanes).slice(0, final.length);
    const seeds = order.map((lane) => seconds(final.find((e) => e.lane === lane)?.seedTime ?? null));
    expect(seeds).toEqual([...seeds].sort(bySeed));
    expect(seeds.every((s) => s !== null)).toBe(true);
  });
});
