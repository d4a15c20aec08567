import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { cacheKeyOf, publicReads } from './public-response-cache';

let app: TestServer;
let token: string;

beforeAll(async () => {
  app = await createTestServer();
  token = await app.login();
});
afterAll(async () => app?.dispose());

const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });
const decode = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = res.headers['content-encoding'];
  const raw =
    encoding === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(res.rawPayload)
        : res.rawPayload;
  return JSON.parse(raw.toString('utf8')) as unknown;
};

describe('public response cache', () => {
  it('keys only public queries, on both mounts', () => {
    const reads = publicReads();
    expect(reads.procedures).toContain('results.list');
    expect(reads.procedures).not.toContain('results.adminList');
    expect(reads.procedures).not.toContain('stats.get');
    expect(reads.restPaths).toContain('/results');
    // New public lists are recognised from their OpenAPI meta, with no list to keep here.
    expect(reads.restPaths).toContain('/results/races');
    expect(reads.restPaths).toContain('/participants/page');
    expect(cacheKeyOf('/api/participants/page?search=x&limit=20', reads)).toBe(
      '/api/participants/page?search=x&limit=20',
    );
    expect(cacheKeyOf('/api/results', reads)).toBe('/api/results');
    expect(cacheKeyOf('/api/events?date=2026-01-29', reads)).toBe('/api/events?date=2026-01-29');
    expect(cacheKeyOf('/trpc/results.list', reads)).toBe('/trpc/results.list');
    expect(cacheKeyOf('/trpc/events.list,results.list?batch=1&input=%7B%7D', reads)).not.toBeNull();
    expect(cacheKeyOf('/trpc/events.list,stats.get?batch=1', reads)).toBeNull();
    expect(cacheKeyOf('/trpc/results.adminList', reads)).toBeNull();
    expect(cacheKeyOf('/api/admin/results', reads)).toBeNull();
    expect(cacheKeyOf('/trpc/results.list?other=1', reads)).toBeNull();
  });

  it('answers the same bytes, compressed or not, from the cache', async () => {
    for (const url of [
      '/api/results',
      '/trpc/results.list',
      '/trpc/events.list,championships.list?batch=1&input=%7B%7D',
    ]) {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      const again = await get(url);
      expect(again.body).toBe(plain.body);
      for (const encoding of ['br', 'gzip']) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.headers['content-security-policy']).toBeDefined();
        expect(decode(res)).toEqual(JSON.parse(plain.body));
      }
    }
  });

  it('never serves an answer older than an acknowledged admin write', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const before = (await get('/api/results')).json() as { id: string }[];
    await get('/trpc/results.list', { 'accept-encoding': 'br' });
    const events = (await get('/api/events')).json() as { id: string }[];
    const eventId = events[0]?.id;
    expect(eventId).toBeDefined();
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/admin/results',
      headers: auth,
      payload: { eventId, rank: 99, athlete: 'Cache Check', category: 'SF', club: 'Club', time: '6:52.3' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const after = (await get('/api/results')).json() as { id: string }[];
    expect(after.length).toBe(before.length + 1);
    const overTrpc = decode(await get('/trpc/results.list', { 'accept-encoding': 'br' })) as {
      result: { data: { id: string }[] };
    };
    expect(overTrpc.result.data.map((r) => r.id)).toContain(id);

    const removed = await app.server.inject({ method: 'DELETE', url: `/api/admin/results/${id}`, headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(((await get('/api/results')).json() as unknown[]).length).toBe(before.length);
  });

  it('serves the new data to every read that starts after the write is acknowledged, under concurrent reads', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const eventId = ((await get('/api/events')).json() as { id: string }[])[0]?.id;
    const urls = ['/api/results', '/trpc/results.list', '/trpc/results.list?batch=1&input=%7B%7D'];
    const ids = (url: string, body: string): string[] => {
      const json = JSON.parse(body) as unknown;
      if (url.startsWith('/api/')) return (json as { id: string }[]).map((r) => r.id);
      const data = Array.isArray(json)
        ? (json[0] as { result: { data: { id: string }[] } })
        : (json as { result: { data: { id: string }[] } });
      return data.result.data.map((r) => r.id);
    };
    for (let round = 0; round < 10; round += 1) {
      // Reads in flight around the write, filling the cache while it happens.
      const around = Array.from({ length: 12 }, (_, i) => get(urls[i % urls.length] ?? '/api/results'));
      const created = await app.server.inject({
        method: 'POST',
        url: '/api/admin/results',
        headers: auth,
        payload: {
          eventId,
          rank: 100 + round,
          athlete: `Concurrent ${round}`,
          category: 'SF',
          club: 'Club',
          time: '6:52.3',
        },
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { id: string }).id;
      await Promise.all(around);
      for (const url of urls) expect(ids(url, (await get(url)).body), `${url} after write ${round}`).toContain(id);
    }
  });

  it('keeps nothing for an administrator and serves nothing cached to one', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const res = await get('/trpc/results.list', auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const admin = await get('/api/admin/results', auth);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.statusCode).toBe(200);
  });
});
