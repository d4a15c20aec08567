import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntry, PublicResponseCache } from '../public-cache/response-store';
import { createTestServer, type TestServer } from '../testing/test-server';
import { DEFAULT_MAX_BYTES } from '../public-cache/response-store';
import { publicResponseCacheOf } from './public-response-cache';

let app: TestServer;

beforeAll(async () => {
  app = await createTestServer();
});
afterAll(async () => app?.dispose());

const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });

describe('public response cache: bytes and compression', () => {
  it('stays within its byte budget whatever query strings visitors send', async () => {
    const handle = publicResponseCacheOf(app.server);
    if (!handle) throw new Error('no cache registered');
    const plain = (await get('/api/results')).body;
    expect(plain.length).toBeGreaterThan(1024);
    const budget = 3 * plain.length;
    handle.cache.resize(budget);
    for (let i = 0; i < 40; i += 1) {
      const res = await get(`/api/results?visitor=${i}`, { 'accept-encoding': i % 2 ? 'br' : 'gzip' });
      expect(res.statusCode).toBe(200);
      expect(brotliOrGzip(res).toString('utf8')).toBe(plain);
      expect(handle.cache.bytes).toBeLessThanOrEqual(budget);
    }
    expect(handle.cache.size).toBeGreaterThan(0);
    handle.cache.resize(DEFAULT_MAX_BYTES);
  });

  it('runs and compresses once for concurrent misses of one key and encoding', async () => {
    const handle = publicResponseCacheOf(app.server);
    if (!handle) throw new Error('no cache registered');
    const before = handle.compressor.started;
    const joinedBefore = handle.joined;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get('/api/results?flight=1', { 'accept-encoding': 'br' })),
    );
    const bodies = new Set(answers.map((res) => brotliDecompressSync(res.rawPayload).toString('utf8')));
    expect(bodies.size).toBe(1);
    expect(answers.every((res) => res.headers['content-encoding'] === 'br')).toBe(true);
    expect(handle.compressor.started - before).toBe(1);
    // The others waited for the first one's answer instead of running tRPC again.
    expect(handle.joined - joinedBefore).toBeGreaterThan(0);
    // Served from the cache afterwards: no new compression.
    await get('/api/results?flight=1', { 'accept-encoding': 'br' });
    expect(handle.compressor.started - before).toBe(1);
  });

  it('counts the key, the body and every encoding, and drops the least recently used first', () => {
    const source = { version: 0 };
    const cache = new PublicResponseCache(source, 1000);
    const a = newEntry('/api/a', {}, Buffer.alloc(300));
    cache.set(a, 0);
    expect(cache.bytes).toBe(306);
    cache.addEncoding(a, 'br', Buffer.alloc(50));
    expect(cache.bytes).toBe(356);
    cache.set(newEntry('/api/b', {}, Buffer.alloc(300)), 0);
    cache.get('/api/a');
    cache.set(newEntry('/api/c', {}, Buffer.alloc(400)), 0);
    expect(cache.get('/api/b')).toBeUndefined();
    expect(cache.get('/api/a')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    // Larger than the whole budget: not kept. A write drops everything.
    cache.set(newEntry('/api/d', {}, Buffer.alloc(2000)), 0);
    expect(cache.get('/api/d')).toBeUndefined();
    source.version = 1;
    expect(cache.bytes).toBe(0);
    cache.set(newEntry('/api/e', {}, Buffer.alloc(10)), 0);
    expect(cache.size).toBe(0);
  });
});

function brotliOrGzip(res: { rawPayload: Buffer; headers: Record<string, unknown> }): Buffer {
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(res.rawPayload);
  return gunzipSync(res.rawPayload);
}

describe('public response cache: misses at once', () => {
  it('computes a bounded number of misses at once, by turns of client: a flood does not hold back another visitor', async () => {
    const handle = publicResponseCacheOf(app.server);
    if (!handle) throw new Error('no cache registered');
    const order: string[] = [];
    const ask = (who: string, remoteAddress: string, url: string) =>
      app.server.inject({ method: 'GET', url, remoteAddress }).then((res) => {
        expect(res.statusCode).toBe(200);
        order.push(who);
      });
    const flood = Array.from({ length: 12 }, (_, i) =>
      ask(`flood ${i}`, '203.0.113.7', `/api/participants?search=zq${i}&turns=1`),
    );
    const visitor = ask('visitor', '198.51.100.20', '/api/participants?search=martin&turns=1');
    expect(handle.gate.load.running).toBeLessThanOrEqual(2);
    await Promise.all([...flood, visitor]);
    // Two floods running, a third in the flood's turn, then the visitor's: fourth of 13, not last.
    expect(order.indexOf('visitor')).toBeLessThanOrEqual(3);
    expect(handle.gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
