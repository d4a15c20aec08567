import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOk, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';
import { mutated, valid, writesOf } from '../testing/write-bodies';

// Random and mutated bodies on every write path, through the real app: never a 5xx, always a
// `message` on refusal, and a refused request writes nothing.

describe('property: random and mutated bodies on every write path', () => {
  let app: TestServer;
  let token: string;
  const fixed: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false, loginRateLimit: 0 });
    token = await app.login();
    const post = (url: string, body: unknown, auth = true) => createOk(app, url, body, auth ? token : undefined);
    fixed.event = await post('/api/admin/events', { ...valid.event, id: 'prop-fixed' });
    fixed.result = await post('/api/admin/results', valid.result);
    fixed.pricing = await post('/api/admin/pricing', valid.pricing);
    fixed.practical = await post('/api/admin/practical-info', valid.practical);
    fixed.partner = await post('/api/admin/partners', valid.partner);
    fixed.participant = await post('/api/admin/participants', valid.participant);
    fixed.rule = await post('/api/admin/rules', valid.rule);
    fixed.document = await post('/api/admin/official-documents', valid.document);
    fixed.volunteer = await post('/api/volunteers', valid.volunteer, false);
    fixed.message = await post('/api/contact', valid.contact, false);
    fixed.press = await post('/api/press-accreditations', valid.press, false);
    await post('/api/admin/event-types', { ...valid.eventType, id: 'prop-type-fixed' });
  });
  afterAll(async () => app.dispose());

  const writes = () => writesOf(fixed);

  it('never answers 5xx; a refusal has a message and writes nothing', async () => {
    for (const [method, url, body, admin] of writes()) {
      await fc.assert(
        fc.asyncProperty(mutated(body), async (payload) => {
          const before = await snapshotDb(app);
          const res = await app.server.inject({
            method: method as 'POST' | 'PUT',
            url,
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json', ...(admin ? { authorization: `Bearer ${token}` } : {}) },
          });
          expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(typeof (res.json() as { message?: unknown }).message).toBe('string');
            expect(res.body).not.toMatch(/"stack"|SQLITE|node_modules/);
            expect(await snapshotDb(app), `${method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} wrote`).toBe(
              before,
            );
          }
        }),
        { numRuns: 25 },
      );
    }
  });

  // One rule for what scripts send (README, API): numbers are JSON numbers, admin writes take only
  // their own fields, and an empty body changes nothing.
  const adminWrites = () => writes().filter(([, , , admin]) => admin);
  const numericFields: Record<string, string[]> = {
    championships: ['order'],
    'event-types': ['order'],
    pricing: ['price'],
    results: ['rank'],
    'practical-info': ['order'],
    partners: ['order'],
    rules: ['order', 'fileSize'],
    'official-documents': ['order', 'fileSize'],
  };
  const send = (method: string, url: string, payload: unknown, admin: boolean) =>
    app.server.inject({
      method: method as 'POST' | 'PUT',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(admin ? { authorization: `Bearer ${token}` } : {}) },
    });
  const refused = async (method: string, url: string, payload: unknown, admin: boolean, message: RegExp) => {
    const before = await snapshotDb(app);
    const res = await send(method, url, payload, admin);
    expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)} → ${res.body}`).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(message);
    expect(await snapshotDb(app), `${method} ${url} ${JSON.stringify(payload)} wrote`).toBe(before);
  };

  it('refuses a number sent as a string, an empty string or a boolean, naming the field, and writes nothing', async () => {
    for (const [method, url, body] of adminWrites()) {
      const fields = numericFields[url.split('/')[3] ?? ''] ?? [];
      for (const field of fields) {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              fc.integer({ min: 0, max: 1000 }).map(String),
              fc.constantFrom('', ' 3 ', '1e1', '0x10', '3.5'),
              fc.boolean(),
            ),
            async (value) => {
              await refused(
                method,
                url,
                { ...body, [field]: value },
                true,
                new RegExp(`${field} — .*doit être un nombre`),
              );
            },
          ),
          { numRuns: 8 },
        );
      }
    }
    // The cases scripts hit: order "3", a price "30", a file size "12" (not 'Un fichier est obligatoire').
    await refused(
      'POST',
      '/api/admin/partners',
      { ...valid.partner, order: '3' },
      true,
      /order — L'ordre doit être un nombre, sans guillemets/,
    );
    await refused(
      'POST',
      '/api/admin/pricing',
      { ...valid.pricing, price: '30' },
      true,
      /price — Le prix doit être un nombre, sans guillemets/,
    );
    await refused(
      'POST',
      '/api/admin/official-documents',
      { ...valid.document, fileSize: '12' },
      true,
      /fileSize — La taille du fichier doit être un nombre/,
    );
  });

  it('refuses an unknown field on every admin write with a 400 naming it, and writes nothing', async () => {
    for (const [method, url, body] of adminWrites()) {
      const known = new Set([
        ...Object.keys(body),
        'id',
        'active',
        'order',
        'subtitle',
        'titleEn',
        'phone',
        'bib',
        'personalBest',
        'confirmed',
        'paid',
        'website',
        'description',
        'eventType',
        'icon',
        'color',
        'fileUrl',
        'fileName',
        'fileSize',
        'registrationButtons',
        'level',
      ]);
      await fc.assert(
        fc.asyncProperty(
          fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,15}$/).filter((key) => !known.has(key)),
          fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
          async (key, value) => {
            await refused(method, url, { ...body, [key]: value }, true, new RegExp(`Champ inconnu : ${key}`));
          },
        ),
        { numRuns: 8 },
      );
    }
    await refused(
      'POST',
      '/api/admin/participants',
      { ...valid.participant, bibNumber: '12' },
      true,
      /Champ inconnu : bibNumber/,
    );
    await refused('PUT', `/api/admin/participants/${fixed.participant}`, { Paid: true }, true, /Champ inconnu : Paid/);
  });

  it('refuses an empty body on every write (400, nothing written); a missing partner logo is « Ce champ est obligatoire »', async () => {
    for (const [method, url, , admin] of writes()) await refused(method, url, {}, admin, /./);
    await refused('POST', '/api/admin/partners', { name: 'Sans logo' }, true, /logo — Ce champ est obligatoire$/);
    await refused(
      'POST',
      '/api/admin/partners',
      { name: 'Sans logo', logo: '' },
      true,
      /logo — Ce champ est obligatoire$/,
    );
  });

  it('never answers 5xx for odd identifiers in paths, raw bodies or content types', async () => {
    const paths = [
      '/api/admin/events/',
      '/api/admin/partners/',
      '/api/admin/participants/',
      '/api/admin/volunteers/',
      '/api/admin/newsletter/',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.string(),
          fc.constantFrom('%', '%E0%A4%A', '..%2f..%2f', '%00', "'; drop table events; --", 'a'.repeat(300)),
        ),
        fc.constantFrom('GET', 'PUT', 'DELETE'),
        fc.oneof(fc.string(), fc.constant('{"a":'), fc.constant('[]'), fc.constant('null')),
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=latin1', 'multipart/form-data'),
        async (base, id, method, raw, contentType) => {
          const before = await snapshotDb(app);
          const url =
            base +
            (/^%|\.\.|%00/.test(id) ? id : encodeURIComponent(id)) +
            (base.includes('volunteers') ? '/status' : '');
          const res = await app.server.inject({
            method: method as 'GET' | 'PUT' | 'DELETE',
            url,
            ...(method === 'PUT'
              ? { payload: raw, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } }
              : { headers: { authorization: `Bearer ${token}` } }),
          });
          expect(res.statusCode, `${method} ${url} ${contentType} ${raw} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(await snapshotDb(app)).toBe(before);
        },
      ),
      { numRuns: 150 },
    );
  });
});
