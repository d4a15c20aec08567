import {
  LIVE_EVENT,
  LIVE_PATH,
  LIVE_RESULTS_EVENT,
  type LiveNotice,
  type LiveResultsChange,
  patchRanking,
  type RacePage,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenApiDocument } from '@app/api';
import { documentPlainRoutes } from '../plain-routes/openapi-registry';
import { liveEntry, liveHubOf } from '../plugins/live-route';
import { createTestServer, type TestServer } from '../testing/test-server';
import { openSse, type SseClient, type SseEvent } from './sse-client';

let app: TestServer;
let base: string;
let auth: Record<string, string>;
let eventId: string;
const opened: SseClient[] = [];

beforeAll(async () => {
  app = await createTestServer({ port: 0, host: '127.0.0.1' });
  base = await app.start();
  auth = { authorization: `Bearer ${await app.login()}`, 'content-type': 'application/json' };
  eventId = ((await (await fetch(`${base}/api/events`)).json()) as { id: string }[])[0]?.id ?? '';
});
afterAll(async () => {
  for (const client of opened) client.close();
  await app?.dispose();
});

const open = async (lastEventId?: string): Promise<SseClient> => {
  const client = await openSse(`${base}${LIVE_PATH}`, lastEventId ? { lastEventId } : {});
  opened.push(client);
  return client;
};
const notice = (event: SseEvent): LiveNotice => JSON.parse(event.data) as LiveNotice;
// A results write comes as the change itself (LIVE_RESULTS_EVENT), which carries the notice's fields too.
const newerThan = (version: number) => (event: SseEvent) =>
  (event.event === LIVE_EVENT || event.event === LIVE_RESULTS_EVENT) && notice(event).version > version;

/** An administrator's result saved through the REST API, as a script at the venue does. */
async function postResult(athlete: string): Promise<number> {
  const res = await fetch(`${base}/api/admin/results`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ eventId, rank: 9, athlete, category: 'SF', club: 'Club', time: '7:01.2' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return performance.now();
}

describe('GET /api/live', () => {
  it('streams the current version at once, then a notice within 2 s of an admin result', async () => {
    const client = await open();
    expect(client.status).toBe(200);
    const hello = await client.next();
    const version = notice(hello).version;
    expect(hello.id).toMatch(new RegExp(`-${version}$`));

    const acknowledged = await postResult('Live Push');
    const change = await client.next(newerThan(version), 2_000);
    expect(change.at - acknowledged).toBeLessThan(2_000);
    expect(notice(change).changedMsAgo).toBeLessThan(2_000);
    // The page then refetches through the public reads, which already have the result.
    const results = (await (await fetch(`${base}/api/results`)).json()) as { athlete: string }[];
    expect(results.map((r) => r.athlete)).toContain('Live Push');
  });

  it('sends a results write as the race change itself, the same bytes on every stream, and other writes as a notice', async () => {
    const [one, two] = [await open(), await open()];
    const version = notice(await one.next()).version;
    const before = (await (await fetch(`${base}/api/results/races/${eventId}`)).json()) as RacePage;
    await two.next();

    await postResult('Change Itself');
    const [first, second] = await Promise.all([one.next(newerThan(version)), two.next(newerThan(version))]);
    expect(first.event).toBe(LIVE_RESULTS_EVENT);
    expect(second.data).toBe(first.data);
    const change = JSON.parse(first.data) as LiveResultsChange;
    const race = change.races.find((r) => r.summary.id === eventId);
    if (!race) throw new Error('the race is not in the change');
    expect(race.rows?.map((row) => row[3])).toEqual(['Change Itself']);
    // Applied to the ranking a race page read before the write, it gives the ranking read after it.
    const page = (await (await fetch(`${base}/api/results/races/${eventId}`)).json()) as RacePage;
    expect(patchRanking(before.ranking, race)).toEqual(page.ranking);
    expect(change.stats['']?.results).toBeGreaterThan(0);

    // A write that is not about results: the notice, on which pages refetch what they show.
    const partner = await fetch(`${base}/api/admin/partners`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: 'Partenaire Direct', logo: '/logo.png' }),
    });
    expect(partner.status, await partner.clone().text()).toBe(201);
    const after = notice(first).version;
    const partnerNotice = await one.next(newerThan(after));
    expect(partnerNotice.event).toBe(LIVE_EVENT);

    // A whole race published: its summary only (under 2 kB for every phone); its race pages refetch the ranking.
    const rows = Array.from({ length: 40 }, (_, i) => ({
      rank: i + 1,
      athlete: `Rameuse Publiée ${i + 1}`,
      category: 'SF',
      club: 'Aviron Club de la Ville',
      time: `6:${String(10 + i).padStart(2, '0')}.1`,
    }));
    const put = await fetch(`${base}/api/admin/events/${eventId}/results`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ rows, resultsState: 'provisional' }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const whole = await one.next(newerThan(notice(partnerNotice).version));
    expect(whole.event).toBe(LIVE_RESULTS_EVENT);
    const published = (JSON.parse(whole.data) as LiveResultsChange).races.find((r) => r.summary.id === eventId);
    expect(published?.summary).toMatchObject({ count: 40, resultsState: 'provisional' });
    expect(published?.rows).toBeUndefined();
    expect(Buffer.byteLength(whole.data)).toBeLessThan(2_048);
  });

  it('is never answered from the public response cache', async () => {
    const res = await fetch(`${base}${LIVE_PATH}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    await res.body?.cancel();
  });

  it('resumes with Last-Event-ID: nothing when up to date, the current version when behind or after a restart', async () => {
    const first = await open();
    const hello = await first.next();
    first.close();

    const upToDate = await open(hello.id);
    await expect(upToDate.next(() => true, 300)).rejects.toThrow(/no matching event/);

    await postResult('Missed While Away');
    const current = notice(await upToDate.next(newerThan(notice(hello).version))).version;
    const behind = await open(hello.id);
    expect(notice(await behind.next(() => true, 1_000)).version).toBe(current);

    // Same version number from another process (versions restart at 0): not taken as up to date.
    const otherBoot = await open(`otherboot-${current}`);
    expect(notice(await otherBoot.next(() => true, 1_000)).version).toBe(current);
  });

  it('sends one broadcast for one write to 500 open pages, and a burst of writes makes at most two', async () => {
    const hub = liveHubOf(app.server);
    if (!hub) throw new Error('no live hub');
    // From twenty loopback addresses, each within LIVE_STREAMS_PER_ADDRESS.
    const clients = await Promise.all(
      Array.from({ length: 500 }, async (_, i) => {
        const client = await openSse(`${base}${LIVE_PATH}`, { localAddress: `127.0.0.${10 + (i % 20)}` });
        opened.push(client);
        return client;
      }),
    );
    const versions = await Promise.all(clients.map(async (c) => notice(await c.next()).version));
    const version = Math.max(...versions);
    await new Promise((r) => setTimeout(r, 250));
    const before = hub.broadcasts;

    await postResult('Five Hundred');
    await Promise.all(clients.map((c) => c.next(newerThan(version), 2_000)));
    expect(hub.broadcasts - before).toBe(1);
    await new Promise((r) => setTimeout(r, 250));

    const burst = hub.broadcasts;
    const started = Date.now();
    for (let i = 0; i < 5; i++) await postResult(`Burst ${i}`);
    const elapsed = Date.now() - started;
    const latest = app.deps.publicCache.version;
    await Promise.all(clients.map((c) => c.next((e) => notice(e).version === latest, 2_000)));
    // One at once, then at most one per 200 ms window while the writes went on (a loaded machine makes
    // the five writes span several windows), and the last: two when they all fit in one window.
    expect(hub.broadcasts - burst).toBeLessThanOrEqual(2 + Math.floor(elapsed / 200));
    for (const c of clients) c.close();
  }, 30_000);
});

describe('REST document', () => {
  it('describes the stream, its notice and the 503 of a full server', () => {
    const document = createOpenApiDocument('/api');
    documentPlainRoutes(document, [liveEntry]);
    const live = document.paths?.['/live'] as {
      get: { responses: Record<string, { content: Record<string, { schema: { required?: string[] } }> }> };
    };
    expect(live.get.responses['200']?.content['text/event-stream']?.schema.required).toEqual([
      'version',
      'changedMsAgo',
    ]);
    expect(live.get.responses['503']).toBeDefined();
  });
});

describe('shutdown', () => {
  it('ends open streams at once instead of holding the exit for the grace period', async () => {
    const own = await createTestServer({ port: 0, host: '127.0.0.1' });
    const url = await own.start();
    const clients = await Promise.all(Array.from({ length: 20 }, () => openSse(`${url}${LIVE_PATH}`)));
    await Promise.all(clients.map((c) => c.next()));
    const started = performance.now();
    await own.stop();
    expect(performance.now() - started).toBeLessThan(3_000);
    await Promise.all(clients.map((c) => c.ended));
    await own.dispose();
  });
});
