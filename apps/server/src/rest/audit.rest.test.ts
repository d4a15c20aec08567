import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, PNG_1PX, uploadFile } from '../testing/multipart';
import { expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';

type Entry = { id: string; at: string; accountEmail: string; entity: string; entityId: string | null; action: string; changes: { field: string; before: string | null; after: string | null }[] };

describe('REST audit trail', () => {
  let app: TestServer;
  let call: ReturnType<typeof restCall>;
  let token: string;
  const audit = async (query = '') => (await call('GET', `/api/admin/audit${query}`, undefined, token)).json() as Entry[];

  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    call = restCall(app);
    token = await app.login();
  });
  afterAll(() => app.dispose());

  it('records an update with the fields it changed, values cut short', async () => {
    const created = await call('POST', '/api/admin/partners', { name: 'Concept2', logo: 'https://exemple.fr/logo.png', level: 'TITLE' }, token);
    const id = (created.json() as { id: string }).id;
    const long = `Ergomètres ${'x'.repeat(200)}`;
    expect((await call('PUT', `/api/admin/partners/${id}`, { name: 'Concept2 France', description: long }, token)).statusCode).toBe(200);

    const [update, creation] = await audit('?entity=partners');
    expect(update).toMatchObject({ accountEmail: TEST_ADMIN.email, entity: 'partners', entityId: id, action: 'update' });
    expect(update?.changes).toEqual([
      { field: 'name', before: 'Concept2', after: 'Concept2 France' },
      { field: 'description', before: null, after: expect.stringMatching(/^Ergomètres x+…$/) },
    ]);
    expect(update?.changes[1]?.after).toHaveLength(80);
    expect(creation).toMatchObject({ action: 'create', entityId: id });
    expect(creation?.changes).toContainEqual({ field: 'name', before: null, after: 'Concept2' });
    expect(Date.parse(update?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('names the fields as the API does and writes booleans as true/false, settings included', async () => {
    const id = (await call('POST', '/api/admin/partners', { name: 'Ordre', logo: 'https://exemple.fr/o.png' }, token)).json() as { id: string };
    expect((await call('PUT', `/api/admin/partners/${id.id}`, { order: 5 }, token)).statusCode).toBe(200);
    expect((await audit('?entity=partners'))[0]?.changes).toEqual([{ field: 'order', before: '0', after: '5' }]);

    const info = (await call('POST', '/api/admin/practical-info', { section: 'venue', title: 'Accès', content: 'Métro' }, token)).json() as { id: string };
    expect((await call('PUT', `/api/admin/practical-info/${info.id}`, { active: false }, token)).statusCode).toBe(200);
    const [infoUpdate, infoCreation] = await audit('?entity=practicalInfo');
    expect(infoUpdate?.changes).toEqual([{ field: 'active', before: 'true', after: 'false' }]);
    expect(infoCreation?.changes).toContainEqual({ field: 'order', before: null, after: '0' });
    expect(infoCreation?.changes.map((c) => c.field)).not.toContain('sortOrder');

    const settings = await call('PUT', '/api/admin/settings', { venue: { name: 'Arena', address: '1 rue du Port', city: '13000 Marseille' }, contactPhone: '01 02 03 04 05' }, token);
    expect(settings.statusCode, settings.body).toBe(200);
    const [entry] = await audit('?entity=settings');
    expect(entry).toMatchObject({ action: 'update', entityId: null });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'contactPhone', before: expect.any(String), after: '01 02 03 04 05' },
        { field: 'venue.name', before: 'Stade Pierre de Coubertin', after: 'Arena' },
        { field: 'venue.city', before: expect.stringContaining('Paris'), after: '13000 Marseille' },
      ]),
    );
    // Only what changed: the sections not sent, and the parts of a section that stayed, are not listed.
    expect(entry?.changes.map((c) => c.field).filter((f) => !f.startsWith('venue.') && f !== 'contactPhone')).toEqual([]);
  });

  it('filters by entity, account and dates, pages with X-Total-Count, refuses an unreadable date', async () => {
    const all = await audit();
    expect(all.map((e) => e.action)).toContain('login');
    expect(new Set((await audit('?entity=sessions')).map((e) => e.entity))).toEqual(new Set(['sessions']));
    expect(await audit('?account=personne@test.fr')).toEqual([]);
    expect((await audit(`?account=${TEST_ADMIN.email.toUpperCase()}`)).length).toBe(all.length);

    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).length).toBe(all.length);
    expect(await audit(`?to=${yesterday}`)).toEqual([]);
    expect(await audit(`?from=${tomorrow}`)).toEqual([]);

    const page = await call('GET', '/api/admin/audit?limit=2&offset=1', undefined, token);
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect((page.json() as Entry[]).map((e) => e.id)).toEqual(all.slice(1, 3).map((e) => e.id));

    expectError(await call('GET', '/api/admin/audit?from=hier', undefined, token), 400, /Date invalide/);
    expectError(await call('GET', '/api/admin/audit'), 401);
  });

  it('exports the filtered trail as CSV for a French Excel, formulas neutralised', async () => {
    await call('POST', '/api/admin/partners', { name: '=HYPERLINK("http://x")', logo: 'https://exemple.fr/l.png' }, token);
    const res = await app.server.inject({ method: 'GET', url: '/api/admin/audit.csv?entity=partners', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="journal-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.startsWith('\uFEFFDate;Compte;Entité;Identifiant;Action;Modifications\r\n')).toBe(true);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + (await audit('?entity=partners')).length);
    expect(res.body).toContain(`;${TEST_ADMIN.email};Partenaires;`);
    // The value sits inside the changes cell, after its field's name: no cell starts with a formula.
    expect(res.body).toContain('name : ∅ → =HYPERLINK(""http://x"")');
    expect(res.body).not.toMatch(/(^|;|\r\n)"?[=+\-@]/);
    expect((await app.server.inject({ method: 'GET', url: '/api/admin/audit.csv' })).statusCode).toBe(401);
    expectError(await app.server.inject({ method: 'GET', url: '/api/admin/audit.csv?to=demain', headers: { authorization: `Bearer ${token}` } }), 400, /Date invalide/);
  });

  it('never records a password, a token, a hash or a file’s bytes', async () => {
    const password = 'Tres-Secret-Compte-99';
    expect((await call('POST', '/api/admin/accounts', { email: 'tiers@test.fr', password }, token)).statusCode).toBe(201);
    const other = await call('POST', '/api/admin/login', { email: 'tiers@test.fr', password });
    const otherToken = (other.json() as { token: string }).token;
    expect((await call('PUT', '/api/admin/account/password', { currentPassword: password, newPassword: 'Encore-Plus-Secret-77' }, otherToken)).statusCode).toBe(200);
    const marker = 'CONTENU-SECRET-DU-FICHIER';
    const upload = await uploadFile(app, token, 'image', 'logo club.png', Buffer.concat([PNG_1PX, Buffer.from(marker)]));
    expect(upload.statusCode, upload.body).toBe(201);

    const rows = await app.handle.db.selectFrom('auditEntries').selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const secret of [password, 'Encore-Plus-Secret-77', TEST_ADMIN.password, token, otherToken, '$argon2', marker, PNG_1PX.toString('base64')]) {
      expect(stored, secret).not.toContain(secret);
    }
    const entries = await audit();
    expect(entries).toContainEqual(expect.objectContaining({ entity: 'accounts', action: 'create', changes: expect.arrayContaining([{ field: 'email', before: null, after: 'tiers@test.fr' }]) }));
    expect(entries).toContainEqual(expect.objectContaining({ entity: 'accounts', action: 'password', accountEmail: 'tiers@test.fr' }));
    const uploaded = entries.find((e) => e.action === 'upload');
    expect(uploaded).toMatchObject({ entity: 'uploads', entityId: (upload.json() as { file: { url: string } }).file.url });
    expect(uploaded?.changes.map((c) => c.field)).toEqual(['nom', 'taille', 'type']);
  });

  it('records an import as one entry with its counts, and a dry run as none', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `Nom${i};Prénom${i};p${i}@exemple.fr;AC Paris;Seniors Femmes;elite`);
    const csv = `\uFEFFNom;Prénom;E-mail;Club;Catégorie;Championnat\r\n${rows.join('\r\n')}\r\n`;
    const post = (dryRun: boolean) => {
      const body = multipartFile('inscrits.csv', csv, 'text/csv');
      return app.server.inject({ method: 'POST', url: `/api/admin/participants/import?dryRun=${dryRun}`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    };
    expect((await post(true)).statusCode).toBe(200);
    expect(await audit('?entity=participants')).toEqual([]);
    const res = await post(false);
    expect(res.statusCode, res.body).toBe(200);
    const entries = await audit('?entity=participants');
    expect(entries).toEqual([expect.objectContaining({ action: 'import', entityId: null })]);
    expect(entries[0]?.changes).toEqual([
      { field: 'created', before: null, after: '30' },
      { field: 'updated', before: null, after: '0' },
      { field: 'unchanged', before: null, after: '0' },
      { field: 'entriesCreated', before: null, after: '0' },
    ]);
  });
});
