import { createHash } from 'node:crypto';
import {
  CONFIRM_UNKNOWN,
  NEWSLETTER_CHECK_MAIL,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_UNSUBSCRIBED,
  UNSUBSCRIBE_UNKNOWN,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOk, expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

const EMAIL = 'lea.bernard@exemple.fr';
const bodies = {
  volunteer: { firstName: 'Léa', lastName: 'Bernard', email: EMAIL, role: 'accueil', motivation: 'Oui' },
  contact: {
    name: 'Léa Bernard',
    email: EMAIL,
    subject: 'Q',
    category: 'autre',
    message: '@SUM(A1) texte',
    consent: true,
  },
  press: { media: 'Radio X', journalist: 'Léa Bernard', email: EMAIL, type: 'radio' },
  participant: {
    firstName: 'Léa',
    lastName: 'Bernard',
    email: EMAIL,
    club: 'AB',
    category: 'SF',
    championshipId: 'elite',
  },
};

describe('REST personal data', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  // The retention job's clock, moved by the tests.
  let now = new Date('2026-11-24T10:00:00.000Z');

  beforeAll(async () => {
    app = await createTestServer({ clock: () => now });
    token = await app.login();
    call = restCall(app);
  });
  afterAll(async () => app.dispose());

  const fill = async () => ({
    volunteer: await createOk(app, '/api/volunteers', bodies.volunteer),
    message: await createOk(app, '/api/contact', bodies.contact),
    accreditation: await createOk(app, '/api/press-accreditations', bodies.press),
    participant: await createOk(app, '/api/admin/participants', bodies.participant, token),
    // The sign-up's answer is the same for every address (double opt-in): the id is read as the admin does.
    newsletter: await createOk(app, '/api/newsletter', { email: EMAIL }).then(
      async () =>
        (
          (await restCall(app)('GET', `/api/admin/newsletter?search=${EMAIL}`, undefined, token)).json() as {
            id: string;
          }[]
        )[0]?.id ?? '',
    ),
  });

  it('deletes a volunteer application, a message and a press request by id: 200 then 404, 401 without a token', async () => {
    const ids = await fill();
    for (const [path, id] of [
      ['/api/admin/volunteers', ids.volunteer],
      ['/api/admin/messages', ids.message],
      ['/api/admin/press-accreditations', ids.accreditation],
      ['/api/admin/participants', ids.participant],
      ['/api/admin/newsletter', ids.newsletter],
    ] as const) {
      expectError(await call('DELETE', `${path}/${id}`), 401);
      const res = await call('DELETE', `${path}/${id}`, undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: expect.stringMatching(/supprimé/) });
      expectError(await call('DELETE', `${path}/${id}`, undefined, token), 404, /introuvable/);
    }
    expect((await call('GET', `/api/admin/personal-data?email=${EMAIL}`, undefined, token)).json()).toEqual({
      email: EMAIL,
      records: [],
    });
  });

  it('finds every record of an address (any case) as JSON and as CSV, then erases them all', async () => {
    const ids = await fill();
    const found = await call('GET', '/api/admin/personal-data?email=LEA.Bernard%40Exemple.fr', undefined, token);
    expect(found.statusCode, found.body).toBe(200);
    const body = found.json() as { email: string; records: { kind: string; id: string }[] };
    expect(body.records.map((r) => `${r.kind}:${r.kind === 'journal' ? 'création' : r.id}`).sort()).toEqual(
      [
        `volunteer:${ids.volunteer}`,
        `message:${ids.message}`,
        `accreditation:${ids.accreditation}`,
        `participant:${ids.participant}`,
        `newsletter:${ids.newsletter}`,
        'journal:création',
      ].sort(),
    );

    const csv = await call('GET', `/api/admin/personal-data.csv?email=${EMAIL}`, undefined, token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="donnees-personnelles.csv"/);
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csv.body.split(/\r\n(?=[^\n]*;)/);
    expect(lines[0]).toBe('\uFEFFType;Identifiant;Date;Données');
    expect(csv.body).toContain(`Candidature bénévole;${ids.volunteer};`);
    expect(csv.body).toContain('Message : @SUM(A1) texte');
    expectError(await call('GET', `/api/admin/personal-data.csv?email=${EMAIL}`), 401);
    expectError(await call('GET', '/api/admin/personal-data.csv?email=nope', undefined, token), 400, /e-mail invalide/);
    expectError(await call('GET', `/api/admin/personal-data?email=${EMAIL}`), 401);

    const erased = await call('DELETE', `/api/admin/personal-data?email=${EMAIL}`, undefined, token);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({
      message: '5 enregistrement(s) supprimé(s) ; 1 entrée(s) du journal effacée(s)',
      deleted: 5,
      journalErased: 1,
      resultsAnonymised: 0,
    });
    expect((await call('GET', `/api/admin/personal-data?email=${EMAIL}`, undefined, token)).json()).toEqual({
      email: EMAIL,
      records: [],
    });
  });

  /** The public answer carries no link: the token is read as the admin export gives it. */
  const signUp = async (email: string) => {
    const subscribed = await call('POST', '/api/newsletter', { email });
    expect(subscribed.statusCode).toBe(201);
    const list = (await call('GET', `/api/admin/newsletter?search=${email}`, undefined, token)).json() as {
      unsubscribeToken: string;
    }[];
    return list[0]?.unsubscribeToken ?? '';
  };

  it('unsubscribes from the newsletter with the link’s token, without a login, once', async () => {
    const unsubscribeToken = await signUp('fan@exemple.fr');
    expect(unsubscribeToken).toMatch(/^[\w-]{43}$/);
    // The address typed again does not give the link away.
    expect((await call('POST', '/api/newsletter', { email: 'fan@exemple.fr' })).json()).toEqual({
      message: NEWSLETTER_CHECK_MAIL,
    });
    const done = await call('POST', '/api/newsletter/unsubscribe', { token: unsubscribeToken });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    expectError(
      await call('POST', '/api/newsletter/unsubscribe', { token: unsubscribeToken }),
      404,
      UNSUBSCRIBE_UNKNOWN,
    );
    expectError(await call('POST', '/api/newsletter/unsubscribe', {}), 400);
    expect((await call('GET', '/api/admin/newsletter?search=fan@exemple.fr', undefined, token)).json()).toEqual([]);
  });

  it('unsubscribes from the page’s form posted without JavaScript, answering with a redirect to the page', async () => {
    const unsubscribeToken = await signUp('form@exemple.fr');
    const post = (token: string) =>
      app.server.inject({
        method: 'POST',
        url: '/desinscription',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(token)}`,
      });
    const done = await post(unsubscribeToken);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/desinscription?etat=fait');
    expect((await post(unsubscribeToken)).headers.location).toBe('/desinscription?etat=inconnu');
    expect((await call('GET', '/api/admin/newsletter?search=form@exemple.fr', undefined, token)).json()).toEqual([]);
  });

  it('unsubscribes in one POST of `List-Unsubscribe=One-Click` to the List-Unsubscribe URL (RFC 8058)', async () => {
    const unsubscribeToken = await signUp('clic@exemple.fr');
    const oneClick = () =>
      app.server.inject({
        method: 'POST',
        url: `/desinscription?token=${encodeURIComponent(unsubscribeToken)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const done = await oneClick();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    expect((await call('GET', '/api/admin/newsletter?search=clic@exemple.fr', undefined, token)).json()).toEqual([]);
    expect((await oneClick()).statusCode).toBe(200);
  });

  it('opening the confirmation link (GET) subscribes nothing; the page’s POST confirms', async () => {
    await signUp('lien@exemple.fr');
    const row = () =>
      app.handle.db
        .selectFrom('newsletterSubscriptions')
        .select('confirmedAt')
        .where('email', '=', 'lien@exemple.fr')
        .executeTakeFirstOrThrow();
    // The mail's link carries a token whose hash only is stored: this test plants a known one.
    const link = 'jeton-du-test';
    await app.handle.db
      .updateTable('newsletterSubscriptions')
      .set({ confirmToken: createHash('sha256').update(link).digest('base64url') })
      .where('email', '=', 'lien@exemple.fr')
      .execute();
    const opened = await app.server.inject({ method: 'GET', url: `/newsletter/confirmer?token=${link}` });
    expect(opened.statusCode).toBeLessThan(500);
    expect((await row()).confirmedAt).toBeNull();
    expectError(await call('POST', '/api/newsletter/confirm', { token: 'autre' }), 404, CONFIRM_UNKNOWN);
    expect((await row()).confirmedAt).toBeNull();
    const done = await call('POST', '/api/newsletter/confirm', { token: link });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: NEWSLETTER_CONFIRMED });
    expect((await row()).confirmedAt).toEqual(expect.any(String));
    expectError(await call('POST', '/api/newsletter/confirm', { token: link }), 404, CONFIRM_UNKNOWN);
  });

  it('shows the retention status, simulates without deleting, and runs; rows newer than the limits stay', async () => {
    const old = await createOk(app, '/api/contact', { ...bodies.contact, email: 'ancien@exemple.fr' });
    const recent = await createOk(app, '/api/contact', { ...bodies.contact, email: 'recent@exemple.fr' });
    await app.handle.db
      .updateTable('contactMessages')
      .set({ createdAt: '2023-11-01T10:00:00.000Z' })
      .where('id', '=', old)
      .execute();
    await app.handle.db
      .updateTable('contactMessages')
      .set({ createdAt: '2023-12-01T10:00:00.000Z' })
      .where('id', '=', recent)
      .execute();
    const participant = await createOk(
      app,
      '/api/admin/participants',
      { ...bodies.participant, email: 'p@exemple.fr' },
      token,
    );

    expectError(await call('GET', '/api/admin/retention'), 401);
    expectError(await call('POST', '/api/admin/retention/run'), 401);
    const status = await call('GET', '/api/admin/retention', undefined, token);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({
      nextRunAt: '2026-11-25T02:30:00.000Z',
      rules: expect.arrayContaining([
        expect.objectContaining({ rule: 'participants', keptFor: '3 ans après l’événement' }),
      ]),
    });

    // 2026-11-24: the message of November 2023 is over three years old; the event's data is not due.
    const dry = await call('POST', '/api/admin/retention/dry-run', undefined, token);
    expect(dry.statusCode, dry.body).toBe(200);
    const rules = (dry.json() as { rules: { rule: string; count: number; ids: string[] }[] }).rules;
    expect(rules.find((r) => r.rule === 'messages')).toMatchObject({ count: 1, ids: [old] });
    expect(rules.find((r) => r.rule === 'participants')).toMatchObject({ count: 0 });
    expect((await call('GET', '/api/admin/retention', undefined, token)).json()).toMatchObject({
      lastRun: { dryRun: true, at: now.toISOString() },
    });
    const messageIds = async () =>
      ((await call('GET', '/api/admin/messages', undefined, token)).json() as { id: string }[]).map((m) => m.id);
    expect(await messageIds()).toEqual(expect.arrayContaining([old, recent]));

    now = new Date('2026-11-24T10:05:00.000Z');
    const run = await call('POST', '/api/admin/retention/run', undefined, token);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({
      dryRun: false,
      trigger: 'manual',
      error: null,
      rules: expect.arrayContaining([{ rule: 'messages', label: 'Messages de contact', count: 1 }]),
    });
    expect(await messageIds()).not.toContain(old);
    expect(await messageIds()).toContain(recent);
    expect((await call('GET', '/api/admin/retention', undefined, token)).json()).toMatchObject({
      lastRun: { dryRun: false, at: now.toISOString(), error: null },
    });

    // Three years after the event's last day, its registrations go, and leave the public list at once.
    now = new Date('2029-02-01T10:00:00.000Z');
    expect(((await call('GET', '/api/participants')).json() as { id: string }[]).map((p) => p.id)).toContain(
      participant,
    );
    expect((await call('POST', '/api/admin/retention/run', undefined, token)).json()).toMatchObject({
      rules: expect.arrayContaining([expect.objectContaining({ rule: 'participants', count: expect.any(Number) })]),
    });
    expectError(await call('GET', `/api/admin/participants/${participant}`, undefined, token), 404);
    expect(((await call('GET', '/api/participants')).json() as { id: string }[]).map((p) => p.id)).not.toContain(
      participant,
    );
  });

  it('documents the new paths in the OpenAPI document', async () => {
    const paths = (
      (await call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> }
    ).paths;
    expect(Object.keys(paths['/admin/volunteers/{id}'] ?? {})).toContain('delete');
    expect(Object.keys(paths['/admin/messages/{id}'] ?? {})).toContain('delete');
    expect(Object.keys(paths['/admin/press-accreditations/{id}'] ?? {})).toContain('delete');
    expect(Object.keys(paths['/admin/personal-data'] ?? {}).sort()).toEqual(['delete', 'get']);
    expect(paths['/admin/personal-data.csv']).toHaveProperty('get');
    expect(paths['/newsletter/unsubscribe']).toHaveProperty('post');
    expect(paths['/admin/retention']).toHaveProperty('get');
    expect(paths['/admin/retention/dry-run']).toHaveProperty('post');
    expect(paths['/admin/retention/run']).toHaveProperty('post');
  });
});
