import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, getJson, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// The public paths' answers: lists, filters, search, what the public never sees, errors and headers. That
// every path is documented in /api/openapi.json is checked in public-openapi.rest.test.ts.

describe('REST public paths', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
  });
  afterAll(async () => app.dispose());

  const get = <T>(url: string): Promise<T> => getJson<T>(call, url);

  it('answers JSON arrays for the public lists', async () => {
    for (const url of [
      '/api/championships',
      '/api/event-types',
      '/api/results',
      '/api/events',
      '/api/partners',
      '/api/participants',
      '/api/rules',
      '/api/official-documents',
    ]) {
      const list = await get<unknown[]>(url);
      expect(Array.isArray(list), url).toBe(true);
      expect(list.length, url).toBeGreaterThan(0);
    }
  });

  it('answers practical info as an object keyed by section, active items only', async () => {
    const hidden = await call(
      'POST',
      '/api/admin/practical-info',
      { section: 'parking', title: 'Fermé', content: 'non', active: false },
      token,
    );
    expect(hidden.statusCode).toBe(201);
    const bySection =
      await get<Record<string, { id: string; section: string; active: boolean }[]>>('/api/practical-info');
    expect(Array.isArray(bySection)).toBe(false);
    expect(Object.keys(bySection)).toEqual(expect.arrayContaining(['venue', 'transport']));
    for (const [section, items] of Object.entries(bySection)) {
      expect(Array.isArray(items)).toBe(true);
      for (const item of items) expect(item).toMatchObject({ section, active: true });
    }
    expect(
      Object.values(bySection)
        .flat()
        .map((i) => i.id),
    ).not.toContain((hidden.json() as { id: string }).id);
  });

  it('leaves inactive items out of every public list, and follows admin writes at once', async () => {
    const auth = (method: 'POST' | 'PUT', url: string, body: unknown) => call(method, url, body, token);
    await get('/api/championships');
    await get('/api/events');
    await get('/api/event-types');
    await get('/api/rules');
    expect(
      (
        await auth('POST', '/api/admin/championships', {
          id: 'cachee',
          name: 'Cachée',
          nameEn: 'Hidden',
          dates: 'd',
          description: 'd',
          descriptionEn: 'd',
          active: false,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await auth('POST', '/api/admin/events', {
          id: 'cachee-1',
          name: 'E',
          nameEn: 'E',
          date: '2026-01-29',
          time: '08:00',
          category: 'X',
          championshipId: 'elite',
          active: false,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await auth('POST', '/api/admin/event-types', {
          id: 'cache',
          name: 'C',
          nameEn: 'C',
          description: 'd',
          descriptionEn: 'd',
          active: false,
        })
      ).statusCode,
    ).toBe(201);
    const rule = await auth('POST', '/api/admin/rules', {
      section: 'general',
      title: 'Brouillon',
      content: '<p>x</p>',
      active: false,
    });
    const period = await auth('POST', '/api/admin/pricing', {
      championshipId: 'elite',
      name: 'Caché',
      price: 1,
      startDate: '2025-01-01',
      endDate: '2025-01-02',
      active: false,
    });
    expect((await get<{ id: string }[]>('/api/championships')).map((c) => c.id)).not.toContain('cachee');
    expect((await get<{ id: string }[]>('/api/events')).map((e) => e.id)).not.toContain('cachee-1');
    expect((await get<{ id: string }[]>('/api/event-types')).map((t) => t.id)).not.toContain('cache');
    expect((await get<{ id: string }[]>('/api/rules')).map((r) => r.id)).not.toContain(
      (rule.json() as { id: string }).id,
    );
    const elite = (await get<{ id: string; pricingPeriods: { id: string }[] }[]>('/api/championships')).find(
      (c) => c.id === 'elite',
    );
    expect(elite?.pricingPeriods.map((p) => p.id)).not.toContain((period.json() as { id: string }).id);
    // Switched on by the admin, they appear on the next read (no stale cached answer).
    await auth('PUT', '/api/admin/events/cachee-1', { active: true });
    expect((await get<{ id: string }[]>('/api/events')).map((e) => e.id)).toContain('cachee-1');
    await auth('PUT', '/api/admin/championships/cachee', { active: true });
    expect((await get<{ id: string }[]>('/api/championships')).map((c) => c.id)).toContain('cachee');
  });

  it('never gives the public participant e-mail, phone, payment or confirmation', async () => {
    const list = await get<Record<string, unknown>[]>('/api/participants');
    for (const p of list) {
      for (const key of ['email', 'phone', 'paid', 'confirmed']) expect(p).not.toHaveProperty(key);
      expect(p).toMatchObject({
        firstName: expect.any(String),
        club: expect.any(String),
        championship: { name: expect.any(String) },
      });
    }
    expect(JSON.stringify(list)).not.toMatch(/@/);
  });

  it('answers results with their event and its championship embedded', async () => {
    const results =
      await get<
        {
          event: {
            id: string;
            name: string;
            nameEn: string;
            date: string;
            time: string;
            championship: { id: string; name: string };
          };
        }[]
      >('/api/results');
    for (const r of results) {
      expect(r.event).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        nameEn: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        time: expect.stringMatching(/^\d{2}:\d{2}$/),
      });
      expect(r.event.championship).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    }
  });

  it('filters the programme by day and championship through the query string', async () => {
    const day = await get<{ date: string }[]>('/api/events?date=2026-01-30');
    expect(day.length).toBeGreaterThan(0);
    expect(day.every((e) => e.date === '2026-01-30')).toBe(true);
    const elite = await get<{ championshipId: string }[]>('/api/events?championshipId=elite');
    expect(elite.every((e) => e.championshipId === 'elite')).toBe(true);
    expectError(await call('GET', '/api/events?date=demain'), 400, /Date invalide/);
  });

  it('searches rules case-insensitively over title, subtitle and content, % and _ literal', async () => {
    const create = (title: string, subtitle: string | null, content: string) =>
      call('POST', '/api/admin/rules', { section: 'technical', title, subtitle, content }, token);
    await create('Réglage du ZÖRGLUB', null, '<p>Facteur Élanquixote</p>');
    await create('Divers', 'Taux : 100% zorgluberie', '<p>x</p>');
    await create('Autre', null, '<p>mot_zorgclé</p>');
    const titles = async (search: string) =>
      (await get<{ title: string }[]>(`/api/rules?search=${encodeURIComponent(search)}`)).map((r) => r.title);
    expect(await titles('réglage du zörglub')).toEqual(['Réglage du ZÖRGLUB']);
    expect(await titles('ÉLANQUIXOTE')).toEqual(['Réglage du ZÖRGLUB']);
    expect(await titles('100% ZORGLUB')).toEqual(['Divers']);
    expect(await titles('mot_zorg')).toEqual(['Autre']);
    expect(await titles('mot%zorg')).toEqual([]);
    expect(await titles('mot_zorg_')).toEqual([]);
    expect((await titles('')).length).toBe((await get<unknown[]>('/api/rules')).length);
  });

  it('answers unknown /api paths with a JSON 404, never the SPA page or a stack', async () => {
    for (const url of ['/api/nope', '/api/admin/nope', '/api/championships/elite/extra']) {
      const res = await call('GET', url);
      expectError(res, 404);
      expect(res.body).not.toMatch(/<html/i);
    }
    expectError(await call('DELETE', '/api/championships'), 404);
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await call('HEAD' as 'GET', '/api/championships');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/application\/json/);
    expect(head.body).toBe('');
    expect((await call('HEAD' as 'GET', '/api/admin/stats')).statusCode).toBe(401);
  });

  it('sends no x-powered-by and the security headers on API answers', async () => {
    const res = await call('GET', '/api/partners');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
