import { TOO_MANY_ATTEMPTS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { createTestServer, type TestServer } from '../testing/test-server';
import { contactBody, volunteerBody } from './harness';

// A flood of form posts from one address is stopped (429, in French) while other visitors, and a
// visitor who sends a few forms, are served; FORM_RATE_LIMIT=0 turns the limit off (load tests).
describe('public form rate limit', () => {
  let limited: TestServer;
  let unlimited: TestServer;
  const limit = 8;
  let n = 0;
  const post = (app: TestServer, url: string, ip: string, headers: Record<string, string> = {}) => {
    n += 1;
    const payload = url.includes('volunteer') ? volunteerBody(`limit-${n}`) : contactBody(`limit-${n}`);
    return app.server.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
  };

  beforeAll(async () => {
    limited = await createTestServer({ formRateLimit: limit });
    unlimited = await createTestServer({ formRateLimit: 0 });
  });
  afterAll(async () => {
    await limited?.dispose();
    await unlimited?.dispose();
  });

  it('reads FORM_RATE_LIMIT, 0 meaning off, with a default', () => {
    expect(loadConfig({ FORM_RATE_LIMIT: '0' }).formRateLimit).toBe(0);
    expect(loadConfig({ FORM_RATE_LIMIT: '5' }).formRateLimit).toBe(5);
    expect(loadConfig({}).formRateLimit).toBeGreaterThan(3);
  });

  it('counts the visitor behind a trusted reverse proxy (TRUST_PROXY), and only then reads X-Forwarded-For', async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toEqual(['10.0.0.1']);
    const proxied = await createTestServer({ formRateLimit: limit, trustProxy: ['127.0.0.1'] });
    try {
      // Every request reaches the server from the proxy; each visitor is told apart by the address it forwards.
      const statuses: number[] = [];
      for (let i = 0; i < limit * 2; i += 1) {
        statuses.push(
          (await post(proxied, '/api/contact', '127.0.0.1', { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode,
        );
      }
      expect(statuses.every((s) => s === 201)).toBe(true);
      for (let i = 0; i < limit; i += 1)
        await post(proxied, '/api/contact', '127.0.0.1', { 'x-forwarded-for': '198.51.100.200' });
      expect(
        (await post(proxied, '/api/contact', '127.0.0.1', { 'x-forwarded-for': '198.51.100.200' })).statusCode,
      ).toBe(429);
    } finally {
      await proxied.dispose();
    }
  });

  it('stops a flood from one address, on every form path and spelling, with a French message', async () => {
    const flood = '203.0.113.7';
    const paths = ['/api/contact', '/api/volunteers', '/API/Contact/', '/api/contact/'];
    const statuses: number[] = [];
    let refused: { statusCode: number; json: () => unknown; headers: Record<string, unknown> } | undefined;
    for (let i = 0; i < limit * 3; i += 1) {
      // A forged X-Forwarded-For changes nothing: the address is the connection's.
      const res = await post(limited, paths[i % paths.length] ?? '/api/contact', flood, {
        'x-forwarded-for': `198.51.100.${i}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused ??= res;
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(limit);
    expect(statuses.slice(limit * 2).every((s) => s === 429)).toBe(true);
    expect(statuses.every((s) => s === 201 || s === 429 || s === 404)).toBe(true);
    expect(refused?.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS });
    expect(TOO_MANY_ATTEMPTS).toMatch(/tentatives/);

    // The same budget over tRPC, which the site's own forms use.
    const trpc = await limited.server.inject({
      method: 'POST',
      url: '/trpc/contact.submit',
      payload: contactBody('limit-trpc'),
      remoteAddress: flood,
    });
    expect(trpc.statusCode).toBe(429);
  });

  it('serves the other visitors during the flood, and a visitor sending a few forms', async () => {
    for (let visitor = 1; visitor <= 5; visitor += 1) {
      const ip = `192.0.2.${visitor}`;
      expect((await post(limited, '/api/contact', ip)).statusCode).toBe(201);
      expect((await post(limited, '/api/volunteers', ip)).statusCode).toBe(201);
      expect((await post(limited, '/api/contact', ip)).statusCode).toBe(201);
    }
  });

  it('leaves reads alone', async () => {
    const res = await limited.server.inject({ method: 'GET', url: '/api/events', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
  });

  it('is off with FORM_RATE_LIMIT=0', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () => post(unlimited, '/api/contact', '203.0.113.9').then((r) => r.statusCode)),
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
  });
});
