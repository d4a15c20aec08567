import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { DEFAULT_MAX_BYTES } from '../public-cache/response-store';
import { publicResponseCacheOf } from './public-response-cache';

let app: TestServer;
let token: string;

beforeAll(async () => {
  app = await createTestServer();
  token = await app.login();
});
afterAll(async () => app?.dispose());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.server.inject({ method, url, headers });
const headerBytes = (headers: Record<string, unknown>) =>
  Object.entries(headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);

const READS = [
  '/api/results',
  '/api/participants?search=x',
  '/trpc/results.list',
  '/trpc/results.list,championships.list?batch=1&input=%7B%7D',
];

describe('public response cache: ETag and 304', () => {
  it('tags every public read, on both mounts, and answers a matching If-None-Match with a small 304', async () => {
    for (const url of READS) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      // The hit carries the same tag as the miss.
      expect((await get(url)).headers.etag, url).toBe(etag);

      const strong = etag.slice(2);
      for (const inm of [etag, strong, `"nope", ${etag}`, `W/"nope",${strong}`, '*']) {
        const res = await get(url, { 'if-none-match': inm, 'accept-encoding': 'br, gzip' });
        expect(res.statusCode, `${url} ${inm}`).toBe(304);
        expect(res.rawPayload.length).toBe(0);
        expect(res.headers.etag).toBe(etag);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(headerBytes(res.headers)).toBeLessThan(400);
      }
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode, url).toBe(200);
      expect((await get(url, { 'if-none-match': etag }, 'HEAD')).statusCode, url).toBe(304);
    }
  });

  it('answers 304 from the version alone, when the answer is no longer in the byte cache', async () => {
    const etag = String((await get('/api/results')).headers.etag);
    const handle = publicResponseCacheOf(app.server);
    handle?.cache.resize(0);
    expect(handle?.cache.size).toBe(0);
    expect((await get('/api/results', { 'if-none-match': etag })).statusCode).toBe(304);
    handle?.cache.resize(DEFAULT_MAX_BYTES);
  });

  it('gives a new tag, and the new data, after an acknowledged admin write', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const before = await get('/api/results');
    const oldTag = String(before.headers.etag);
    const oldTrpcTag = String((await get('/trpc/results.list')).headers.etag);
    const eventId = ((await get('/api/events')).json() as { id: string }[])[0]?.id;
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/admin/results',
      headers: auth,
      payload: { eventId, rank: 77, athlete: 'Tag Check', category: 'SF', club: 'Club', time: '6:52.3' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;

    const after = await get('/api/results', { 'if-none-match': oldTag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(oldTag);
    expect((after.json() as { id: string }[]).map((r) => r.id)).toContain(id);
    const overTrpc = await get('/trpc/results.list', { 'if-none-match': oldTrpcTag });
    expect(overTrpc.statusCode).toBe(200);
    expect((overTrpc.json() as { result: { data: { id: string }[] } }).result.data.map((r) => r.id)).toContain(id);
    expect((await get('/api/results', { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
  });

  it('never tags, caches nor 304s a request with an Authorization header', async () => {
    const etag = String((await get('/api/results')).headers.etag);
    for (const url of ['/api/results', '/trpc/results.list']) {
      const res = await get(url, { authorization: `Bearer ${token}`, 'if-none-match': etag });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers If-None-Match: * with 404 on a page or a read that does not exist, and with 304 once the answer is known to exist', async () => {
    const race = (eventId: string) => `/trpc/results.race?input=${encodeURIComponent(JSON.stringify({ eventId }))}`;
    for (const url of ['/page-qui-n-existe-pas', '/resultats/course-inconnue', race('epreuve-inconnue')]) {
      // (tRPC answers any HEAD with a 204 of its own.)
      for (const method of url.startsWith('/trpc/') ? (['GET'] as const) : (['GET', 'HEAD'] as const)) {
        const res = await get(url, { 'if-none-match': '*' }, method);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers.etag, url).toBeUndefined();
      }
      // Not even after the 404 has been seen once.
      expect((await get(url, { 'if-none-match': '*' })).statusCode, url).toBe(404);
    }
    // A read that exists, not yet held: answered 304 as soon as it is made, then from the held answer.
    const eventId = ((await get('/api/events')).json() as { id: string }[])[0]?.id ?? '';
    const fresh = race(eventId);
    for (let i = 0; i < 2; i += 1) {
      const res = await get(fresh, { 'if-none-match': '*', 'accept-encoding': 'br' });
      expect(res.statusCode, `${fresh} #${i}`).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.etag).toMatch(/^W\/"/);
    }
    expect((await get(fresh)).statusCode).toBe(200);
  });

  it('replays X-Total-Count and the security headers on a hit, and answers HEAD from it without a body', async () => {
    const url = '/api/participants?search=a&limit=2';
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-total-count']).toMatch(/^\d+$/);
    const hit = await get(url, { 'accept-encoding': 'gzip' });
    expect(hit.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    const head = await get(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toMatch(/application\/json/);
    expect(head.headers.etag).toBe(first.headers.etag);
  });
});
