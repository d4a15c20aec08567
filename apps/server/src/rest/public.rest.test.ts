import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Spec section 7 plus what issue 3 adds: every path must be in the OpenAPI document.
const SPEC_PATHS = [
  'GET /championships',
  'GET /event-types',
  'GET /results',
  'GET /events',
  'GET /practical-info',
  'POST /volunteers',
  'POST /contact',
  'GET /partners',
  'GET /participants',
  'GET /rules',
  'GET /official-documents',
  'POST /press-accreditations',
  'POST /newsletter',
  'POST /admin/login',
  'POST /admin/logout',
  'GET /admin/stats',
  'POST /upload',
  'GET /admin/official-documents',
  'POST /admin/official-documents',
  'PUT /admin/official-documents/{id}',
  'DELETE /admin/official-documents/{id}',
  'GET /admin/participants',
  'POST /admin/participants',
  'PUT /admin/participants/{id}',
  'DELETE /admin/participants/{id}',
  ...['championships', 'partners', 'events', 'pricing', 'event-types', 'rules', 'results'].flatMap((r) => [
    `GET /admin/${r}`,
    `POST /admin/${r}`,
    `PUT /admin/${r}/{id}`,
    `DELETE /admin/${r}/{id}`,
  ]),
  'GET /admin/volunteers',
  'PUT /admin/volunteers/{id}/status',
  'GET /admin/messages',
  'PUT /admin/messages/{id}/status',
  'GET /admin/press-accreditations',
  'PUT /admin/press-accreditations/{id}/status',
  'GET /admin/newsletter',
  'DELETE /admin/newsletter/{id}',
  'POST /admin/practical-info',
  'PUT /admin/practical-info/{id}',
  'DELETE /admin/practical-info/{id}',
];
// Nor do the second factor's steps: they change the signed-in account (200).
const CREATE_NOTHING = [
  'POST /newsletter/unsubscribe',
  'POST /admin/retention/dry-run',
  'POST /admin/retention/run',
  'POST /admin/account/totp/setup',
  'POST /admin/account/totp/enable',
  'POST /admin/account/totp/disable',
  // The draw and « Qualifier » answer what they did (counts, notes), not one thing created.
  'POST /admin/events/{eventId}/draw',
  'POST /admin/events/{eventId}/qualify',
];
const PUBLIC = ['GET /championships', 'GET /event-types', 'GET /results', 'GET /results/races', 'GET /participants/page', 'GET /events', 'GET /practical-info', 'POST /volunteers', 'POST /contact', 'GET /partners', 'GET /participants', 'GET /rules', 'GET /official-documents', 'POST /press-accreditations', 'POST /newsletter', 'POST /newsletter/unsubscribe', 'POST /admin/login', 'GET /settings', 'GET /calendar.ics', 'GET /calendar/events/{id}.ics', 'GET /results/races/{eventId}', 'GET /athletes/{key}', 'GET /results/medals', 'GET /live', 'GET /events/{eventId}/start-list', 'GET /start-lists/{date}.csv'];

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

  const get = async <T>(url: string): Promise<T> => {
    const res = await call('GET', url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toMatch(/application\/json/);
    return res.json() as T;
  };

  it('lists every path of spec section 7 and issue 3 in /api/openapi.json, public ones without security', async () => {
    const doc = await get<{ openapi: string; paths: Record<string, Record<string, { security?: unknown[]; responses?: Record<string, unknown>; requestBody?: unknown }>> }>('/api/openapi.json');
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    for (const op of SPEC_PATHS) expect(listed, op).toContain(op);
    for (const op of listed) {
      const [method = '', path = ''] = op.split(' ');
      const operation = doc.paths[path]?.[method.toLowerCase()];
      if (PUBLIC.includes(op)) expect(operation?.security ?? [], op).toEqual([]);
      else expect(operation?.security?.length, op).toBeGreaterThan(0);
      // An import creates nothing to name (a dry run stores nothing): it answers 200 with what it read.
      // Nor do an unsubscribe and the retention job's runs (they delete): 200.
      if (method === 'POST' && op !== 'POST /admin/login' && op !== 'POST /admin/logout' && !path.endsWith('/import') && !CREATE_NOTHING.includes(op)) {
        expect(Object.keys(operation?.responses ?? {}), op).toContain('201');
        expect(operation?.requestBody, op).toBeDefined();
      }
    }
    // The errors that the answers really carry are documented too.
    expect(Object.keys(doc.paths['/admin/championships']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '401', '409', '413']));
    expect(Object.keys(doc.paths['/admin/messages/{id}/status']?.put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404', '409']));
    expect(Object.keys(doc.paths['/contact']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '429']));
    expect(Object.keys(doc.paths['/admin/login']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(Object.keys(doc.paths['/upload']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '401', '413', '415']));
    expect(JSON.stringify(doc)).toContain('Authentification requise');
    const docs = await call('GET', '/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers JSON arrays for the public lists', async () => {
    for (const url of ['/api/championships', '/api/event-types', '/api/results', '/api/events', '/api/partners', '/api/participants', '/api/rules', '/api/official-documents']) {
      const list = await get<unknown[]>(url);
      expect(Array.isArray(list), url).toBe(true);
      expect(list.length, url).toBeGreaterThan(0);
    }
  });

  it('answers practical info as an object keyed by section, active items only', async () => {
    const hidden = await call('POST', '/api/admin/practical-info', { section: 'parking', title: 'Fermé', content: 'non', active: false }, token);
    expect(hidden.statusCode).toBe(201);
    const bySection = await get<Record<string, { id: string; section: string; active: boolean }[]>>('/api/practical-info');
    expect(Array.isArray(bySection)).toBe(false);
    expect(Object.keys(bySection)).toEqual(expect.arrayContaining(['venue', 'transport']));
    for (const [section, items] of Object.entries(bySection)) {
      expect(Array.isArray(items)).toBe(true);
      for (const item of items) expect(item).toMatchObject({ section, active: true });
    }
    expect(Object.values(bySection).flat().map((i) => i.id)).not.toContain((hidden.json() as { id: string }).id);
  });

  it('leaves inactive items out of every public list, and follows admin writes at once', async () => {
    const auth = (method: 'POST' | 'PUT', url: string, body: unknown) => call(method, url, body, token);
    await get('/api/championships');
    await get('/api/events');
    await get('/api/event-types');
    await get('/api/rules');
    expect((await auth('POST', '/api/admin/championships', { id: 'cachee', name: 'Cachée', nameEn: 'Hidden', dates: 'd', description: 'd', descriptionEn: 'd', active: false })).statusCode).toBe(201);
    expect((await auth('POST', '/api/admin/events', { id: 'cachee-1', name: 'E', nameEn: 'E', date: '2026-01-29', time: '08:00', category: 'X', championshipId: 'elite', active: false })).statusCode).toBe(201);
    expect((await auth('POST', '/api/admin/event-types', { id: 'cache', name: 'C', nameEn: 'C', description: 'd', descriptionEn: 'd', active: false })).statusCode).toBe(201);
    const rule = await auth('POST', '/api/admin/rules', { section: 'general', title: 'Brouillon', content: '<p>x</p>', active: false });
    const period = await auth('POST', '/api/admin/pricing', { championshipId: 'elite', name: 'Caché', price: 1, startDate: '2025-01-01', endDate: '2025-01-02', active: false });
    expect((await get<{ id: string }[]>('/api/championships')).map((c) => c.id)).not.toContain('cachee');
    expect((await get<{ id: string }[]>('/api/events')).map((e) => e.id)).not.toContain('cachee-1');
    expect((await get<{ id: string }[]>('/api/event-types')).map((t) => t.id)).not.toContain('cache');
    expect((await get<{ id: string }[]>('/api/rules')).map((r) => r.id)).not.toContain((rule.json() as { id: string }).id);
    const elite = (await get<{ id: string; pricingPeriods: { id: string }[] }[]>('/api/championships')).find((c) => c.id === 'elite');
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
      expect(p).toMatchObject({ firstName: expect.any(String), club: expect.any(String), championship: { name: expect.any(String) } });
    }
    expect(JSON.stringify(list)).not.toMatch(/@/);
  });

  it('answers results with their event and its championship embedded', async () => {
    const results = await get<{ event: { id: string; name: string; nameEn: string; date: string; time: string; championship: { id: string; name: string } } }[]>('/api/results');
    for (const r of results) {
      expect(r.event).toMatchObject({ id: expect.any(String), name: expect.any(String), nameEn: expect.any(String), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), time: expect.stringMatching(/^\d{2}:\d{2}$/) });
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
    const titles = async (search: string) => (await get<{ title: string }[]>(`/api/rules?search=${encodeURIComponent(search)}`)).map((r) => r.title);
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
