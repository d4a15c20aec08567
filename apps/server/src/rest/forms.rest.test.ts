import {
  ACCREDITATION_SENT,
  CONTACT_SENT,
  NEWSLETTER_CHECK_MAIL,
  TOO_MANY_ATTEMPTS,
  VOLUNTEER_SENT,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';

const forms = {
  volunteers: {
    url: '/api/volunteers',
    body: {
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@exemple.fr',
      phone: '',
      role: 'logistique',
      availability: ['saturday-morning'],
      experience: 'Clubs',
      motivation: 'Aider',
    },
    message: VOLUNTEER_SENT,
    adminList: '/api/admin/volunteers',
    invalid: [
      { role: 'cuisine' },
      { email: 'x' },
      { motivation: '' },
      { firstName: undefined },
      { availability: 'lundi' },
    ],
  },
  contact: {
    url: '/api/contact',
    body: {
      name: 'Louis Petit',
      email: 'louis@exemple.fr',
      subject: 'Question',
      category: 'technique',
      message: 'Bonjour',
      consent: true,
    },
    message: CONTACT_SENT,
    adminList: '/api/admin/messages',
    invalid: [{ consent: false }, { consent: 'true' }, { category: 'spam' }, { subject: ' ' }, { email: 'louis@' }],
  },
  press: {
    url: '/api/press-accreditations',
    body: {
      media: 'France Radio',
      journalist: 'Marie Leroy',
      email: 'marie@radio.fr',
      phone: '0102030405',
      type: 'radio',
      needs: 'Accès zone mixte',
    },
    message: ACCREDITATION_SENT,
    adminList: '/api/admin/press-accreditations',
    invalid: [{ type: 'blog' }, { media: '' }, { journalist: 42 }, { email: null }],
  },
} as const;

describe('REST public forms', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    token = await app.login();
    call = restCall(app);
  });
  afterAll(async () => app.dispose());

  for (const [name, form] of Object.entries(forms)) {
    describe(name, () => {
      it('answers 201 { id, message } and stores the request as PENDING, whatever id, status or createdAt it sends', async () => {
        const res = await call('POST', form.url, {
          ...form.body,
          id: 'chosen-id',
          status: 'APPROVED',
          createdAt: '2001-01-01T00:00:00.000Z',
        });
        expect(res.statusCode, res.body).toBe(201);
        const answer = res.json() as { id: string; message: string };
        expect(answer).toEqual({ id: expect.any(String), message: form.message });
        expect(answer.id).not.toBe('chosen-id');
        const stored = (
          (await call('GET', form.adminList, undefined, token)).json() as {
            id: string;
            status: string;
            createdAt: string;
          }[]
        ).find((r) => r.id === answer.id);
        expect(stored).toMatchObject({ status: 'PENDING' });
        expect(stored?.createdAt).not.toBe('2001-01-01T00:00:00.000Z');
        expect((await call('GET', form.adminList, undefined, token)).json()).not.toContainEqual(
          expect.objectContaining({ id: 'chosen-id' }),
        );
      });

      it('answers 400 with a French message and the issues for each invalid input of spec section 5, storing nothing', async () => {
        const before = await snapshotDb(app);
        for (const change of form.invalid) {
          const err = expectError(await call('POST', form.url, { ...form.body, ...change }), 400, /^Données invalides/);
          expect(err.issues?.length, JSON.stringify(change)).toBeGreaterThan(0);
        }
        expectError(await call('POST', form.url, {}), 400, /obligatoire|invalide/);
        expectError(await call('POST', form.url), 400);
        expectError(await call('POST', form.url, [form.body]), 400);
        expect(await snapshotDb(app)).toBe(before);
      });
    });
  }

  describe('newsletter', () => {
    it('answers a new, a pending and a known address with the same 201 and body; stores the address once', async () => {
      const first = await call('POST', '/api/newsletter', { email: 'fan@exemple.fr', language: 'en' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ message: NEWSLETTER_CHECK_MAIL });
      const pending = await call('POST', '/api/newsletter', { email: 'FAN@exemple.fr' });
      const list = (await call('GET', '/api/admin/newsletter', undefined, token)).json() as { email: string }[];
      expect(list.filter((s) => s.email === 'fan@exemple.fr')).toHaveLength(1);
      await app.handle.db
        .updateTable('newsletterSubscriptions')
        .set({ confirmedAt: new Date().toISOString() })
        .where('email', '=', 'fan@exemple.fr')
        .execute();
      const known = await call('POST', '/api/newsletter', { email: 'fan@exemple.fr' });
      for (const answer of [pending, known]) {
        expect(answer.statusCode).toBe(first.statusCode);
        expect(answer.body).toBe(first.body);
      }
    });

    it('refuses an invalid address with 400, storing nothing', async () => {
      const before = await snapshotDb(app);
      expectError(await call('POST', '/api/newsletter', { email: 'pas-une-adresse' }), 400, /Adresse e-mail invalide/);
      expectError(await call('POST', '/api/newsletter', { email: '' }), 400);
      expect(await snapshotDb(app)).toBe(before);
    });
  });

  it('refuses bodies that are not JSON or too large, in French', async () => {
    const before = await snapshotDb(app);
    const broken = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"x",',
    });
    expectError(broken, 400, 'Corps JSON invalide');
    const empty = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectError(empty, 400);
    const form = await app.server.inject({
      method: 'POST',
      url: '/api/volunteers',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=x',
    });
    expectError(form, 415, /JSON/);
    const huge = await call('POST', '/api/contact', { ...forms.contact.body, message: 'x'.repeat(1_200_000) });
    expectError(huge, 413, /trop volumineux/);
    const long = await call('POST', '/api/contact', { ...forms.contact.body, message: 'x'.repeat(6000) });
    expectError(long, 400, /5000 caractères/);
    expect(await snapshotDb(app)).toBe(before);
  });
});

describe('REST rate limits', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false, formRateLimit: 3, loginRateLimit: 3 });
  });
  afterAll(async () => app.dispose());

  it('answers 429 in French once an address has used its form budget, whatever the path spelling', async () => {
    const call = restCall(app);
    const body = forms.contact.body;
    const statuses: number[] = [];
    for (const url of ['/api/contact', '/api/contact/', '/api/contact?x=1'])
      statuses.push((await call('POST', url, body)).statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    const before = await snapshotDb(app);
    const blocked = await call('POST', '/api/contact', body);
    expectError(blocked, 429, TOO_MANY_ATTEMPTS);
    expectError(await call('POST', '/api/contact/', body), 429);
    expect(await snapshotDb(app)).toBe(before);
  });

  it('answers 429 after repeated failed logins, even with the right password', async () => {
    const call = restCall(app);
    for (let i = 0; i < 3; i++)
      expectError(
        await call('POST', '/api/admin/login', { email: TEST_ADMIN.email, password: `faux-${i}` }),
        401,
        'Identifiants invalides',
      );
    expectError(await call('POST', '/api/admin/login', TEST_ADMIN), 429, TOO_MANY_ATTEMPTS);
    expectError(await call('POST', '/api/admin/login/', TEST_ADMIN), 429);
    const trpc = await app.server.inject({ method: 'POST', url: '/trpc/auth.login', payload: TEST_ADMIN });
    expect(trpc.statusCode).toBe(429);
  });
});

describe('REST login burst', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false, loginRateLimit: 3 });
  });
  afterAll(async () => app.dispose());

  it('gives parallel requests no more guesses than the limit', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.server.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email: TEST_ADMIN.email, password: `guess-${i}` },
        }),
      ),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });
});
