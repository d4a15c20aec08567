import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INVALID_CREDENTIALS, INVALID_JSON_BODY, TOO_MANY_ATTEMPTS } from '@app/contract';
import { countRows } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBody, volunteerBody } from '../resilience/harness';
import { expectError } from '../testing/rest-helpers';
import { createTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';

// What a hostile script tried against the running server: each answer is the one a well-behaved
// script can rely on (README, API section).

const count = (app: TestServer, table: string) => countRows(app.handle.db, table);

describe('public form limit and tRPC batches', () => {
  let app: TestServer;
  const limit = 6;
  beforeAll(async () => {
    app = await createTestServer({ formRateLimit: limit });
  });
  afterAll(async () => {
    await app?.dispose();
  });

  const batch = (ip: string, calls: [string, unknown][]) =>
    app.server.inject({
      method: 'POST',
      url: `/trpc/${calls.map(([path]) => path).join(',')}?batch=1`,
      payload: Object.fromEntries(calls.map(([, input], i) => [String(i), input])),
      remoteAddress: ip,
    });

  it('counts every call of a batch: one address cannot store more than the limit', async () => {
    const ip = '203.0.113.40';
    const before = await count(app, 'contact_messages');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await batch(
        ip,
        Array.from({ length: 4 }, (_, k) => ['contact.submit', contactBody(`batch-${i}-${k}`)] as [string, unknown]),
      );
      statuses.push(res.statusCode);
    }
    expect((await count(app, 'contact_messages')) - before).toBeLessThanOrEqual(limit);
    expect(statuses.slice(2).every((s) => s === 429)).toBe(true);
    // The batches used up the address's budget on the REST path too.
    const rest = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactBody('after-batch'),
      remoteAddress: ip,
    });
    expectError(rest, 429, TOO_MANY_ATTEMPTS);
  });

  it('counts volunteers, press accreditations and the newsletter, spelled with an encoded comma too', async () => {
    const ip = '203.0.113.41';
    const calls: [string, unknown][] = [
      ['volunteers.submit', volunteerBody('batch-v')],
      ['accreditations.submit', { media: 'Le Média', journalist: 'Jean Plume', email: 'jean@media.fr', type: 'web' }],
      ['newsletter.subscribe', { email: 'batch@example.fr' }],
    ];
    const first = await batch(ip, calls);
    expect(first.statusCode).toBe(200);
    const before =
      (await count(app, 'volunteers')) +
      (await count(app, 'accreditations')) +
      (await count(app, 'newsletter_subscriptions'));
    const encoded = await app.server.inject({
      method: 'POST',
      url: `/trpc/${calls.map(([path]) => path).join('%2C')}?batch=1`,
      payload: { 0: volunteerBody('batch-v2'), 1: calls[1]?.[1], 2: { email: 'batch2@example.fr' } },
      remoteAddress: ip,
    });
    // 3 + 3 calls: the budget of 6 is used up, the next single post is refused.
    expect(encoded.statusCode).toBe(200);
    expect(
      (await count(app, 'volunteers')) +
        (await count(app, 'accreditations')) +
        (await count(app, 'newsletter_subscriptions')),
    ).toBe(before + 3);
    const next = await app.server.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'late@example.fr' },
      remoteAddress: ip,
    });
    expectError(next, 429, TOO_MANY_ATTEMPTS);
  });

  it('still serves a visitor whose browser batches a form with a read', async () => {
    const res = await app.server.inject({
      method: 'POST',
      url: '/trpc/contact.submit?batch=1',
      payload: { 0: contactBody('one-form') },
      remoteAddress: '192.0.2.50',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('login limits: per address, per account, never a lockout of the administrator', () => {
  let app: TestServer;
  const limit = 3;
  beforeAll(async () => {
    app = await createTestServer({ loginRateLimit: limit });
  });
  afterAll(async () => {
    await app?.dispose();
  });
  const login = (ip: string, password: string, email = TEST_ADMIN.email) =>
    app.server.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress: ip });

  it('lets the administrator in from a clean address while strangers fail on the account from many addresses', async () => {
    for (let i = 1; i <= 12; i += 1)
      expect([401, 429]).toContain((await login(`198.51.100.${i}`, `wrong-${i}`)).statusCode);
    const res = await login('192.0.2.10', TEST_ADMIN.password);
    expect(res.statusCode, res.body).toBe(200);
    // After the longest wait, never a refusal.
    expect(app.sleeps.at(-1)).toBe(10_000);
    // Over tRPC too.
    const trpc = await app.server.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: TEST_ADMIN,
      remoteAddress: '192.0.2.11',
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
  });

  it("behind a trusted proxy, counts each visitor's forwarded address on /api too, not the proxy's", async () => {
    const proxied = await createTestServer({ loginRateLimit: limit, trustProxy: ['127.0.0.1'] });
    try {
      const via = (forwarded: string, password: string, email = 'someone@example.fr') =>
        proxied.server.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email, password },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwarded },
        });
      for (let i = 0; i <= limit; i += 1) await via('198.51.100.77', 'wrong');
      expectError(await via('198.51.100.77', 'wrong'), 429, TOO_MANY_ATTEMPTS);
      expect((await via('192.0.2.77', TEST_ADMIN.password, TEST_ADMIN.email)).statusCode).toBe(200);
    } finally {
      await proxied.dispose();
    }
  });

  it('limits guessing per address, whatever the account', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < limit; i += 1)
      expectError(await login(ip, 'wrong', `nobody${i}@example.fr`), 401, INVALID_CREDENTIALS);
    expectError(await login(ip, 'wrong', 'other@example.fr'), 429, TOO_MANY_ATTEMPTS);
    expectError(await login(ip, TEST_ADMIN.password), 429, TOO_MANY_ATTEMPTS);
  });

  it('slows guessing on an account from many addresses with a growing wait, and never refuses the right password', async () => {
    const target = 'target@example.fr';
    await app.server.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      payload: { email: target, password: 'Cible-Compte-2026' },
      headers: { authorization: `Bearer ${await app.login()}` },
    });
    app.sleeps.length = 0;
    for (let i = 0; i < limit + 4; i += 1)
      expectError(await login(`198.51.100.${100 + i}`, 'wrong', target), 401, INVALID_CREDENTIALS);
    // The first `limit` failures are free, then each try on the account waits longer, whatever its address.
    expect(app.sleeps).toEqual([1000, 2000, 4000, 8000]);
    // An address that failed (under its own limit) is still answered, and the right password gets in after the wait.
    expectError(await login('198.51.100.100', 'wrong-again', target), 401, INVALID_CREDENTIALS);
    const res = await login('198.51.100.100', 'Cible-Compte-2026', target);
    expect(res.statusCode, res.body).toBe(200);
    expect(app.sleeps.slice(4)).toEqual([10_000, 10_000]);
  });

  it('does not grow with new e-mails from a blocked address', async () => {
    const ip = '203.0.113.61';
    for (let i = 0; i <= limit; i += 1) await login(ip, 'wrong', `first${i}@example.fr`);
    const size = app.deps.loginLimiter.size;
    for (let i = 0; i < 200; i += 1) expect((await login(ip, 'wrong', `flood${i}@example.fr`)).statusCode).toBe(429);
    expect(app.deps.loginLimiter.size).toBe(size);
  });
});

describe('bodies, schemes and error answers', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
  });
  afterAll(async () => {
    await app?.dispose();
  });
  const bearer = (value = token) => ({ authorization: `Bearer ${value}` });
  const french = /[a-zéèêàç]/i;
  const noEcho = (body: string, ...echoes: string[]) => {
    for (const echo of echoes) expect(body).not.toContain(echo);
    expect(body).not.toMatch(/FST_|Bad Request|Forbidden|URI Too Long|exceeding|is not a valid/);
  };

  it('refuses JSON nested 5,000 deep with 400 and the invalid-body message, on /api and /trpc', async () => {
    const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const payload of [deepObject, deepArray]) {
      const rest = await app.server.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectError(rest, 400, INVALID_JSON_BODY);
      const trpc = await app.server.inject({
        method: 'POST',
        url: '/trpc/contact.submit',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(trpc.statusCode).toBe(400);
      expect((trpc.json() as { error: { message: string } }).error.message).toBe(INVALID_JSON_BODY);
    }
    const query = await app.server.inject({
      method: 'GET',
      url: `/trpc/events.list?input=${encodeURIComponent(deepArray)}`,
    });
    expect(query.statusCode).toBe(400);
    expect((query.json() as { error: { message: string } }).error.message).toBe(INVALID_JSON_BODY);
  });

  it('answers a too long /trpc path (414), a bad URL and a forbidden upload path in French, without echoing the request', async () => {
    const long = await app.server.inject({ method: 'GET', url: `/trpc/${'a'.repeat(300)}<script>` });
    expectError(long, 414, french);
    noEcho(long.body, '<script>', 'aaaa');
    const bad = await app.server.inject({ method: 'GET', url: '/api/%zz<b>' });
    expectError(bad, 400, french);
    noEcho(bad.body, '%zz', '<b>');
    mkdirSync(join(app.config.uploadsDir, 'images'), { recursive: true });
    writeFileSync(join(app.config.uploadsDir, '.secret'), 'x');
    for (const url of ['/uploads/.secret', '/uploads/images/']) {
      const res = await app.server.inject({ method: 'GET', url });
      expectError(res, 403, 'Accès refusé');
      noEcho(res.body, '.secret');
    }
  });

  it('treats an empty JSON body as no body: DELETE and logout work, and logout revokes the token', async () => {
    const json = { 'content-type': 'application/json' };
    const del = await app.server.inject({
      method: 'DELETE',
      url: '/api/admin/events/no-such-event',
      headers: { ...json, ...bearer() },
    });
    expectError(del, 404);
    const restToken = await app.login();
    const out = await app.server.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { ...json, ...bearer(restToken) },
    });
    expect(out.statusCode, out.body).toBe(200);
    expectError(await app.server.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(restToken) }), 401);

    const trpcToken = await app.login();
    const trpcOut = await app.server.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { ...json, ...bearer(trpcToken) },
    });
    expect(trpcOut.statusCode, trpcOut.body).toBe(200);
    expectError(await app.server.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(trpcToken) }), 401);
  });

  it('reads the bearer scheme case-insensitively', async () => {
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
      const res = await app.server.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
    expectError(
      await app.server.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Basic ${token}` } }),
      401,
    );
  });
});
