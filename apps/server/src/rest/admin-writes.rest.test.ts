import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, createAdminFixture } from '../testing/admin-fixtures';
import { expectError, type restCall, snapshotDb } from '../testing/rest-helpers';
import type { TestServer } from '../testing/test-server';

// The admin writes' answers on one row of each entity: identifiers, CRUD, participants, results, rules and
// the newsletter. Status workflows and validation are in admin-validation.rest.test.ts.

describe('REST admin paths: writes', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, token, call } = await createAdminFixture(ids));
  });
  afterAll(async () => app.dispose());

  it('GET /api/admin/stats counts what the dashboard shows', async () => {
    const stats = (await call('GET', '/api/admin/stats', undefined, token)).json() as Record<string, number>;
    const count = async (url: string) => ((await call('GET', url, undefined, token)).json() as unknown[]).length;
    expect(stats).toMatchObject({
      participants: await count('/api/admin/participants'),
      volunteers: await count('/api/admin/volunteers'),
      partners: await count('/api/admin/partners'),
      messages: await count('/api/admin/messages'),
    });
  });

  describe('identifiers fixed after creation, 404 and 409', () => {
    for (const [path, id, field] of [
      ['championships', 'fx-champ', 'name'],
      ['events', 'fx-event', 'name'],
      ['event-types', 'fx-type', 'name'],
    ] as const) {
      it(`${path}: PUT keeps the path's id (another one in the body is refused, read-only); duplicate POST is 409; unknown id is 404`, async () => {
        const before = ((await call('GET', `/api/admin/${path}`, undefined, token)).json() as { id: string }[])
          .map((e) => e.id)
          .sort();
        expectError(
          await call('PUT', `/api/admin/${path}/${id}`, { id: 'renamed-id', [field]: 'Nouveau nom' }, token),
          400,
          /lecture seule : id/,
        );
        const res = await call('PUT', `/api/admin/${path}/${id}`, { id, [field]: 'Nouveau nom' }, token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id, [field]: 'Nouveau nom' });
        const after = ((await call('GET', `/api/admin/${path}`, undefined, token)).json() as { id: string }[])
          .map((e) => e.id)
          .sort();
        expect(after).toEqual(before);
        const body =
          path === 'championships' ? bodies.championship : path === 'events' ? bodies.event : bodies.eventType;
        const snapshot = await snapshotDb(app);
        expectError(await call('POST', `/api/admin/${path}`, { ...body, id }, token), 409, /existe déjà/);
        expectError(await call('PUT', `/api/admin/${path}/inconnu`, { [field]: 'x' }, token), 404);
        expectError(await call('DELETE', `/api/admin/${path}/inconnu`, undefined, token), 404);
        expect(await snapshotDb(app)).toBe(snapshot);
      });
    }

    it('refuses to delete a championship still referenced, with a clear 409', async () => {
      const before = await snapshotDb(app);
      const res = expectError(
        await call('DELETE', '/api/admin/championships/elite', undefined, token),
        409,
        /Impossible de supprimer ce championnat/,
      );
      expect(res.message).toMatch(/épreuve|participant/);
      expect(await snapshotDb(app)).toBe(before);
    });
  });

  describe('CRUD answers: 201 with the entity, 200 with the entity, 200 { message }', () => {
    const crud: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['pricing', bodies.pricing, { price: 30 }],
      ['results', bodies.result, { time: '6:50.0' }],
      ['practical-info', bodies.practical, { content: { station: 'Gare de Lyon' } }],
      ['partners', bodies.partner, { level: 'MEDIA' }],
      // Another bib: the fixture created in beforeAll holds the first (one bib per championship).
      ['participants', { ...bodies.participant, bib: `${bodies.participant.bib}1` }, { club: 'Autre club' }],
      ['rules', bodies.rule, { active: false }],
      ['official-documents', bodies.document, { color: 'green-teal' }],
      ['events', { ...bodies.event, id: 'fx-crud' }, { time: '16:00' }],
      ['event-types', { ...bodies.eventType, id: 'fx-crud' }, { order: 5 }],
      ['championships', { ...bodies.championship, id: 'fx-crud' }, { active: false }],
    ];
    for (const [path, body, patch] of crud) {
      it(path, async () => {
        const created = await call('POST', `/api/admin/${path}`, body, token);
        expect(created.statusCode, created.body).toBe(201);
        const entity = created.json() as { id: string };
        expect(entity.id).toEqual(expect.any(String));
        const listed = (await call('GET', `/api/admin/${path}`, undefined, token)).json() as { id: string }[];
        expect(listed.find((e) => e.id === entity.id)).toEqual(entity);
        const updated = await call('PUT', `/api/admin/${path}/${encodeURIComponent(entity.id)}`, patch, token);
        expect(updated.statusCode, updated.body).toBe(200);
        expect(updated.json()).toEqual({ ...entity, ...patch });
        const removed = await call('DELETE', `/api/admin/${path}/${encodeURIComponent(entity.id)}`, undefined, token);
        expect(removed.statusCode).toBe(200);
        expect(removed.json()).toEqual({ message: expect.any(String) });
        const gone = (await call('GET', `/api/admin/${path}`, undefined, token)).json() as { id: string }[];
        expect(gone.some((e) => e.id === entity.id)).toBe(false);
        expectError(await call('DELETE', `/api/admin/${path}/${encodeURIComponent(entity.id)}`, undefined, token), 404);
      });
    }
  });

  describe('participants', () => {
    it('GET /api/admin/participants carries every field; the public list carries none of the private ones', async () => {
      const [admin] = (await call('GET', '/api/admin/participants', undefined, token)).json() as Record<
        string,
        unknown
      >[];
      expect(admin).toMatchObject({
        email: expect.any(String),
        phone: '0601020304',
        confirmed: false,
        paid: expect.any(Boolean),
        championship: { name: expect.any(String) },
      });
      const [pub] = (await call('GET', '/api/participants')).json() as Record<string, unknown>[];
      expect(pub).toMatchObject({ firstName: 'Léa', championship: { name: expect.any(String) } });
      for (const key of ['email', 'phone', 'confirmed', 'paid']) expect(pub).not.toHaveProperty(key);
    });

    it('PUT accepts the single-field bodies { confirmed } and { paid }', async () => {
      const before = (
        await call('GET', `/api/admin/participants/${ids.participant}`, undefined, token)
      ).json() as Record<string, unknown>;
      const confirmed = await call('PUT', `/api/admin/participants/${ids.participant}`, { confirmed: true }, token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ ...before, confirmed: true });
      const paid = await call('PUT', `/api/admin/participants/${ids.participant}`, { paid: !before.paid }, token);
      expect(paid.json()).toEqual({ ...before, confirmed: true, paid: !before.paid });
      const snapshot = await snapshotDb(app);
      expectError(
        await call('PUT', `/api/admin/participants/${ids.participant}`, { paid: 'oui' }, token),
        400,
        /Données invalides/,
      );
      // The REST adapter must not loosen the contract: "false" is not a boolean, null is not a price…
      expectError(
        await call('PUT', `/api/admin/participants/${ids.participant}`, { confirmed: 'false' }, token),
        400,
        /confirmed/,
      );
      expectError(await call('PUT', `/api/admin/pricing/${ids.pricing}`, { price: null }, token), 400, /price/);
      expectError(await call('PUT', `/api/admin/pricing/${ids.pricing}`, { price: '12' }, token), 400, /price/);
      // …and neither does it for the tRPC mount, which shares the same schemas.
      const trpc = await app.server.inject({
        method: 'POST',
        url: '/trpc/participants.update',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { id: ids.participant, confirmed: 'false' },
      });
      expect(trpc.statusCode).toBe(400);
      expectError(await call('PUT', '/api/admin/participants/inconnu', { paid: true }, token), 404);
      expect(await snapshotDb(app)).toBe(snapshot);
    });
  });

  it('results are tied to an event and answered with it and its championship', async () => {
    const res = (await call('GET', '/api/admin/results', undefined, token)).json() as Record<string, unknown>[];
    expect(res.find((r) => r.id === ids.result)).toMatchObject({
      eventId: 'fx-event',
      event: {
        id: 'fx-event',
        name: expect.any(String),
        date: '2026-01-30',
        time: expect.any(String),
        championship: { id: 'elite', name: expect.any(String) },
      },
    });
    expectError(
      await call('POST', '/api/admin/results', { ...bodies.result, eventId: 'inconnue' }, token),
      400,
      'Épreuve inconnue',
    );
    expectError(await call('DELETE', `/api/admin/events/${ids.event}`, undefined, token), 409, /résultat/);
  });

  it('rules HTML is sanitized before it is stored', async () => {
    const res = await call(
      'POST',
      '/api/admin/rules',
      {
        ...bodies.rule,
        content: '<p onclick="x()">Ok<script>alert(1)</script><img src="https://a.fr/i.png" onerror="alert(2)"></p>',
      },
      token,
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const stored = (
      (await call('GET', '/api/admin/rules', undefined, token)).json() as { id: string; content: string }[]
    ).find((r) => r.id === id);
    expect(stored?.content).toContain('Ok');
    expect(stored?.content).not.toMatch(/script|onclick|onerror/);
    const publicRule = ((await call('GET', '/api/rules')).json() as { id: string; content: string }[]).find(
      (r) => r.id === id,
    );
    expect(publicRule?.content).toBe(stored?.content);
  });
  it('newsletter: the admin lists and deletes subscriptions', async () => {
    const list = (await call('GET', '/api/admin/newsletter', undefined, token)).json() as {
      id: string;
      email: string;
    }[];
    expect(list.find((s) => s.id === ids.newsletter)).toMatchObject({
      email: 'fan@exemple.fr',
      createdAt: expect.any(String),
    });
    const del = await call('DELETE', `/api/admin/newsletter/${ids.newsletter}`, undefined, token);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: expect.any(String) });
    expectError(await call('DELETE', `/api/admin/newsletter/${ids.newsletter}`, undefined, token), 404);
  });
});
