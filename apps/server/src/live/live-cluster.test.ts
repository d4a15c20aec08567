import { LIVE_PATH, LIVE_RESULTS_EVENT, type LiveResultsChange } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, createServer } from '../create-server';
import { createTestServer, type TestServer } from '../testing/test-server';
import { openSse, type SseClient } from './sse-client';

// Two processes of one site on one database (LIVE in cluster mode): the second is a server of its own on
// the first one's database file, sharing the data version through it (apps/server/src/signals).
let writer: TestServer;
let reader: AppServer;
let readerBase: string;
let writerBase: string;
const opened: SseClient[] = [];

beforeAll(async () => {
  writer = await createTestServer({ port: 0, host: '127.0.0.1', cluster: true });
  writerBase = await writer.start();
  reader = await createServer({ ...writer.config, port: 0 });
  await reader.server.ready();
  readerBase = await reader.start();
});
afterAll(async () => {
  for (const client of opened) client.close();
  await reader?.stop();
  await writer?.dispose();
});

describe('GET /api/live on two processes', () => {
  it('brings a results write made on one process to the streams of the other as the change itself', async () => {
    const stream = await openSse(`${readerBase}${LIVE_PATH}`);
    opened.push(stream);
    await stream.next();
    const events = (await (await fetch(`${writerBase}/api/events`)).json()) as { id: string }[];
    const eventId = events[0]?.id ?? '';
    const res = await fetch(`${writerBase}/api/admin/results`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await writer.login()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId,
        rank: 9,
        athlete: 'Autre Processus',
        category: 'SF',
        club: 'Club',
        time: '7:01.2',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const change = await stream.next((e) => e.event === LIVE_RESULTS_EVENT, 3_000);
    const race = (JSON.parse(change.data) as LiveResultsChange).races.find((r) => r.summary.id === eventId);
    expect(race?.rows?.map((row) => row[3])).toEqual(['Autre Processus']);
  });
});
