import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

// Over a real socket a held answer is written from Node's request event, before Fastify: inject() never
// goes that way, so these requests do.
let app: TestServer;
let base: string;

beforeAll(async () => {
  app = await createTestServer({ port: 0, host: '127.0.0.1' });
  base = await app.start();
});
afterAll(async () => app?.dispose());

const read = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(base + path, { headers: { 'accept-encoding': 'br', ...headers } });
  // fetch hands over the body decoded.
  const raw = Buffer.from(await res.arrayBuffer());
  const all = Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)),
  );
  return { status: res.status, headers: all, raw };
};

describe('public response cache: hits over a real socket', () => {
  it('sends a held answer with the very headers and bytes of the first one, security headers included', async () => {
    for (const path of ['/api/championships', '/trpc/events.list?input=%7B%7D']) {
      const first = await read(path);
      const second = await read(path);
      expect(second.status).toBe(200);
      expect(second.headers).toEqual(first.headers);
      expect(second.raw.equals(first.raw)).toBe(true);
      expect(second.headers['content-security-policy']).toContain("script-src 'self'");
      expect(second.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('answers 304 to a current tag, and the new data with a new tag after an admin write', async () => {
    const first = await read('/api/results');
    const etag = String(first.headers.etag);
    expect((await read('/api/results', { 'if-none-match': etag })).status).toBe(304);
    const token = await app.login();
    const events = (await (await fetch(`${base}/api/events`)).json()) as { id: string }[];
    const created = await fetch(`${base}/api/admin/results`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId: events[0]?.id,
        rank: 78,
        athlete: 'Porte Franchie',
        category: 'SF',
        club: 'Club',
        time: '6:52.3',
      }),
    });
    expect(created.status).toBe(201);
    const after = await read('/api/results', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.raw.toString('utf8')).toContain('Porte Franchie');
  });

  it('never answers an administrator from the cache', async () => {
    await read('/api/championships');
    const res = await read('/api/championships', { authorization: 'Bearer nope' });
    expect(res.headers.etag).toBeUndefined();
  });
});
