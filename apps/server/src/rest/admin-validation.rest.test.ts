import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, createAdminFixture, type Method } from '../testing/admin-fixtures';
import { expectError, type restCall, snapshotDb } from '../testing/rest-helpers';
import type { TestServer } from '../testing/test-server';

// What the admin writes refuse: the status workflows of spec section 4 and the validation of spec section 5
// (400 with message and issues, nothing written). Their answers are in admin-writes.rest.test.ts.

describe('REST admin paths: writes', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, token, call } = await createAdminFixture(ids));
  });
  afterAll(async () => app.dispose());

  describe('status workflows of spec section 4', () => {
    const submitAndGetId = async (url: string, body: unknown) =>
      ((await call('POST', url, body)).json() as { id: string }).id;

    for (const [name, formUrl, form, adminPath, ok, refused] of [
      [
        'volunteers',
        '/api/volunteers',
        bodies.volunteer,
        'volunteers',
        ['APPROVED'],
        ['PENDING', 'REJECTED', 'APPROVED'],
      ],
      [
        'volunteers (rejected)',
        '/api/volunteers',
        bodies.volunteer,
        'volunteers',
        ['REJECTED'],
        ['APPROVED', 'PENDING'],
      ],
      [
        'press accreditations',
        '/api/press-accreditations',
        bodies.press,
        'press-accreditations',
        ['REJECTED'],
        ['APPROVED', 'PENDING'],
      ],
      [
        'messages',
        '/api/contact',
        bodies.contact,
        'messages',
        ['PROCESSED', 'CLOSED'],
        ['PENDING', 'PROCESSED', 'CLOSED'],
      ],
      ['messages (closed at once)', '/api/contact', bodies.contact, 'messages', ['CLOSED'], ['PROCESSED', 'PENDING']],
    ] as const) {
      it(`${name}: ${ok.join(' → ')} then 409 on ${refused.join(', ')}`, async () => {
        const id = await submitAndGetId(formUrl, form);
        for (const status of ok) {
          const res = await call('PUT', `/api/admin/${adminPath}/${id}/status`, { status }, token);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({ id, status });
        }
        const before = await snapshotDb(app);
        for (const status of refused) {
          expectError(
            await call('PUT', `/api/admin/${adminPath}/${id}/status`, { status }, token),
            409,
            /Transition de statut non autorisée/,
          );
        }
        expectError(
          await call('PUT', `/api/admin/${adminPath}/${id}/status`, { status: 'ARCHIVED' }, token),
          400,
          /Statut invalide/,
        );
        expectError(await call('PUT', `/api/admin/${adminPath}/inconnu/status`, { status: ok[0] }, token), 404);
        expect(await snapshotDb(app)).toBe(before);
        const listed = (await call('GET', `/api/admin/${adminPath}`, undefined, token)).json() as {
          id: string;
          status: string;
        }[];
        expect(listed.find((r) => r.id === id)?.status).toBe(ok[ok.length - 1]);
      });
    }
  });
  describe('validation of spec section 5 on every admin write: 400 with message and issues, nothing written', () => {
    const invalid: [Method, string, unknown][] = [
      ['POST', '/api/admin/championships', { ...bodies.championship, id: 'Pas Bon' }],
      ['POST', '/api/admin/championships', { ...bodies.championship, id: 'ok-id', name: '' }],
      ['PUT', '/api/admin/championships/elite', { order: -1 }],
      ['POST', '/api/admin/events', { ...bodies.event, id: 'ev-x', time: '25:61' }],
      ['PUT', '/api/admin/events/fx-event', { date: 'demain' }],
      ['POST', '/api/admin/event-types', { ...bodies.eventType, id: 'et-x', color: 'fuchsia' }],
      ['PUT', '/api/admin/event-types/fx-type', { order: 'abc' }],
      ['POST', '/api/admin/pricing', { ...bodies.pricing, price: -5 }],
      ['POST', '/api/admin/pricing', { ...bodies.pricing, endDate: '2024-01-01' }],
      ['PUT', `/api/admin/pricing/${ids.pricing}`, { startDate: '32/01/2025' }],
      ['POST', '/api/admin/results', { ...bodies.result, rank: 0 }],
      ['POST', '/api/admin/practical-info', { ...bodies.practical, section: 'plage' }],
      ['POST', '/api/admin/practical-info', { ...bodies.practical, content: 42 }],
      ['POST', '/api/admin/partners', { ...bodies.partner, website: 'pas une url' }],
      ['POST', '/api/admin/partners', { ...bodies.partner, level: 'GOLD' }],
      ['POST', '/api/admin/participants', { ...bodies.participant, email: 'x' }],
      ['POST', '/api/admin/rules', { ...bodies.rule, section: 'autre' }],
      ['POST', '/api/admin/rules', { ...bodies.rule, content: '' }],
      ['POST', '/api/admin/official-documents', { ...bodies.document, fileUrl: 'http://ailleurs.fr/x.pdf' }],
      ['POST', '/api/admin/official-documents', { ...bodies.document, category: 'divers' }],
      ['PUT', `/api/admin/volunteers/${ids.volunteer}/status`, {}],
      ['PUT', `/api/admin/messages/${ids.message}/status`, { status: 'pending' }],
    ];
    it('each invalid body', async () => {
      const before = await snapshotDb(app);
      for (const [method, url, body] of invalid) {
        const err = expectError(await call(method, url, body, token), 400, /^Données invalides/);
        expect(err.issues?.length, `${method} ${url} ${JSON.stringify(body)}`).toBeGreaterThan(0);
      }
      expect(await snapshotDb(app)).toBe(before);
    });

    it('a body that is not JSON, or too large', async () => {
      const before = await snapshotDb(app);
      const bad = await app.server.inject({
        method: 'POST',
        url: '/api/admin/partners',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expectError(bad, 400, 'Corps JSON invalide');
      const form = await app.server.inject({
        method: 'POST',
        url: '/api/admin/partners',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=x',
      });
      expectError(form, 415, /JSON/);
      const huge = await call(
        'POST',
        '/api/admin/rules',
        { ...bodies.rule, content: `<p>${'x'.repeat(1_100_000)}</p>` },
        token,
      );
      expectError(huge, 413, /trop volumineux/);
      expect(await snapshotDb(app)).toBe(before);
    });
  });
});
