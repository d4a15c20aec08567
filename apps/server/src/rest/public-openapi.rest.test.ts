import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// The public paths as /api/openapi.json documents them; their answers are checked in public.rest.test.ts.

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
  'POST /live/feed',
  'POST /newsletter/unsubscribe',
  'POST /newsletter/confirm',
  'POST /admin/retention/dry-run',
  'POST /admin/retention/run',
  'POST /admin/account/totp/setup',
  'POST /admin/account/totp/enable',
  'POST /admin/account/totp/disable',
  // The draw and « Qualifier » answer what they did (counts, notes), not one thing created.
  'POST /admin/events/{eventId}/draw',
  'POST /admin/events/{eventId}/qualify',
  // The outbox's actions move a mail that exists (issue 32).
  'POST /admin/mail/{id}/retry',
  'POST /admin/mail/{id}/cancel',
  // A campaign's test and its sending act on the campaign that exists (issue 32).
  'POST /admin/campaigns/{id}/test',
  'POST /admin/campaigns/{id}/send',
];
const PUBLIC = [
  'GET /championships',
  'GET /event-types',
  'GET /results',
  'GET /results/races',
  'GET /participants/page',
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
  'POST /newsletter/unsubscribe',
  'POST /newsletter/confirm',
  'POST /admin/login',
  'GET /settings',
  'GET /calendar.ics',
  'GET /calendar/events/{id}.ics',
  'GET /results/races/{eventId}',
  'GET /athletes/{key}',
  'GET /follows',
  'GET /results/medals',
  'GET /results/clubs',
  'GET /pdf/races/{eventId}/start-list.pdf',
  'GET /pdf/races/{eventId}/results.pdf',
  'GET /pdf/championships/{championshipId}/results.pdf',
  'GET /pdf/days/{date}/start-lists.pdf',
  'GET /pdf/medals.pdf',
  'GET /pdf/clubs.pdf',
  'GET /live',
  // Issue 31: the live race's stream, the screens' pin, and the bridge's post (a race-computer key, no admin token).
  'GET /live/direct',
  'GET /live/screen-pin',
  'POST /live/feed',
  'GET /events/{eventId}/start-list',
  'GET /start-lists/{date}.csv',
];
describe('REST public paths', () => {
  let app: TestServer;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer();
    call = restCall(app);
  });
  afterAll(async () => app.dispose());

  const get = <T>(url: string): Promise<T> => getJson<T>(call, url);

  it('lists every path of spec section 7 and issue 3 in /api/openapi.json, public ones without security', async () => {
    const doc = await get<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { security?: unknown[]; responses?: Record<string, unknown>; requestBody?: unknown }>
      >;
    }>('/api/openapi.json');
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    for (const op of SPEC_PATHS) expect(listed, op).toContain(op);
    for (const op of listed) {
      const [method = '', path = ''] = op.split(' ');
      const operation = doc.paths[path]?.[method.toLowerCase()];
      if (PUBLIC.includes(op)) expect(operation?.security ?? [], op).toEqual([]);
      else expect(operation?.security?.length, op).toBeGreaterThan(0);
      // An import creates nothing to name (a dry run stores nothing): it answers 200 with what it read.
      // Nor do an unsubscribe and the retention job's runs (they delete): 200.
      if (
        method === 'POST' &&
        op !== 'POST /admin/login' &&
        op !== 'POST /admin/logout' &&
        !path.endsWith('/import') &&
        !CREATE_NOTHING.includes(op)
      ) {
        expect(Object.keys(operation?.responses ?? {}), op).toContain('201');
        expect(operation?.requestBody, op).toBeDefined();
      }
    }
    // The errors that the answers really carry are documented too.
    expect(Object.keys(doc.paths['/admin/championships']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '409', '413']),
    );
    expect(Object.keys(doc.paths['/admin/messages/{id}/status']?.put?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409']),
    );
    expect(Object.keys(doc.paths['/contact']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '429']),
    );
    expect(Object.keys(doc.paths['/admin/login']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    expect(Object.keys(doc.paths['/upload']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '401', '413', '415']),
    );
    expect(JSON.stringify(doc)).toContain('Authentification requise');
    const docs = await call('GET', '/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });
});
