import { liveStartListByName } from '@app/api';
import {
  joinLiveBoard,
  LIVE_RACE_EVENT,
  LIVE_RACE_FEED_PATH,
  LIVE_RACE_HEAD_EVENT,
  LIVE_RACE_STREAM_PATH,
  type LiveFeedBody,
  type LiveHeads,
  readLiveFigures,
  readLiveHeads,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, createServer } from '../create-server';
import { openSse, type SseClient } from '../live/sse-client';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 31: two processes of one site on one database (CLUSTER), as live/live-cluster.test.ts does for the
// results. The bridge posts to one of them (whichever the load balancer picks); the phones' streams are on
// both. The race's view goes through the signals (live_races), so every stream shows it.
let taker: TestServer;
let other: AppServer;
let takerBase: string;
let otherBase: string;
let key: string;
let race: { name: string; lanes: number[]; names: Map<number, string> };
const opened: SseClient[] = [];

const feed = (clock: number, leader: number): LiveFeedBody => ({
  race: {
    name: race.name,
    eventName: 'T',
    raceType: 'individual',
    duration: 2000,
    durationType: 'distance',
    boats: [],
  },
  state: 9,
  clock,
  lanes: race.lanes.map((lane) => ({
    lane,
    meters: clock * 4 + (lane === leader ? 10 : 0),
    pace: 110,
    spm: 30,
    position: lane === leader ? 1 : 2 + race.lanes.indexOf(lane),
    time: clock,
  })),
});

async function post(base: string, body: LiveFeedBody) {
  const res = await fetch(`${base}${LIVE_RACE_FEED_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(204);
}

beforeAll(async () => {
  taker = await createTestServer({ port: 0, host: '127.0.0.1', cluster: true });
  takerBase = await taker.start();
  other = await createServer({ ...taker.config, port: 0 });
  await other.server.ready();
  otherBase = await other.start();
  const created = await fetch(`${takerBase}/api/admin/race-computer-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await taker.login()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'Cluster' }),
  });
  key = ((await created.json()) as { key: string }).key;
  const event = await taker.handle.db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.eventId')
    .select('events.name')
    .executeTakeFirstOrThrow();
  const start = await liveStartListByName(taker.handle.db, event.name);
  const boats = start?.boats ?? [];
  race = { name: event.name, lanes: boats.map((b) => b.lane), names: new Map(boats.map((b) => [b.lane, b.name])) };
});
afterAll(async () => {
  for (const client of opened) client.close();
  await other?.stop();
  await taker?.dispose();
});

describe('GET /api/live/direct on two processes', () => {
  it('brings a feed posted to one process to the streams of the other: names once, then figures only', async () => {
    expect(race.lanes.length).toBeGreaterThan(1);
    const stream = await openSse(`${otherBase}${LIVE_RACE_STREAM_PATH}`);
    opened.push(stream);
    await stream.next((e) => e.event === LIVE_RACE_EVENT);
    const [first, second] = race.lanes as [number, number];

    await post(takerBase, feed(10, first));
    const headEvent = await stream.next((e) => e.event === LIVE_RACE_HEAD_EVENT && e.data.includes(race.name), 3_000);
    const heads = readLiveHeads(JSON.parse(headEvent.data)) as LiveHeads;
    const shown = await stream.next(
      (e) => e.event === LIVE_RACE_EVENT && e.at >= headEvent.at && e.data.includes('running'),
    );
    const board = joinLiveBoard(heads, readLiveFigures(JSON.parse(shown.data)) ?? { races: [] });
    expect(board.races[0]?.lanes[0]).toMatchObject({ lane: first, name: race.names.get(first), meters: 50 });

    // The next post goes to the other process: a new order, the figures alone (no name in the frame).
    const heads0 = stream.events.filter((e) => e.event === LIVE_RACE_HEAD_EVENT).length;
    await post(otherBase, feed(20, second));
    const next = await stream.next((e) => e.event === LIVE_RACE_EVENT && e.data.includes(`[${second},1,90,`), 3_000);
    const figures = readLiveFigures(JSON.parse(next.data));
    expect(figures?.races[0]?.lanes[0]?.slice(0, 3)).toEqual([second, 1, 90]);
    expect(next.data).not.toContain(race.names.get(second) ?? '?');
    expect(stream.events.filter((e) => e.event === LIVE_RACE_HEAD_EVENT).length).toBe(heads0);

    // And the first process's streams see it too; a stream opened now gets the names first.
    const late = await openSse(`${takerBase}${LIVE_RACE_STREAM_PATH}`);
    opened.push(late);
    const lateHead = await late.next((e) => e.event === LIVE_RACE_HEAD_EVENT && e.data.includes(race.name), 3_000);
    const lateFigures = await late.next(
      (e) => e.event === LIVE_RACE_EVENT && e.data.includes(`[${second},1,90,`),
      3_000,
    );
    const lateBoard = joinLiveBoard(
      readLiveHeads(JSON.parse(lateHead.data)) as LiveHeads,
      readLiveFigures(JSON.parse(lateFigures.data)) ?? { races: [] },
    );
    expect(lateBoard.races[0]?.lanes[0]).toMatchObject({ lane: second, name: race.names.get(second), position: 1 });
  });
});
