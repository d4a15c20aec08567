import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeParticipantsCsv } from '../../../../packages/race-files/test-files/make-participants-csv';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

/** A multipart/form-data body with a `file` part and text fields, as curl -F sends it. */
function multipart(file: Buffer | string, fields: Record<string, string> = {}) {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="inscrits.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([
      ...parts,
      head,
      Buffer.isBuffer(file) ? file : Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Answer = {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  errors: { line: number | null; message: string }[];
  rows: { line: number; action: string }[];
};

describe('POST /api/admin/participants/import', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
  });
  afterAll(async () => app.dispose());

  const send = (query: string, file: Buffer | string, fields?: Record<string, string>, auth: string | null = token) => {
    const body = multipart(file, fields);
    return app.server.inject({
      method: 'POST',
      url: `/api/admin/participants/import${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    });
  };
  const publicCount = async () => ((await restCall(app)('GET', '/api/participants')).json() as unknown[]).length;

  it('previews 3,000 rows without storing, imports them, then finds them unchanged on a second send', async () => {
    const file = makeParticipantsCsv(3000, { bom: true });
    const before = await publicCount();
    const snapshot = await snapshotDb(app);

    const preview = await send('?dryRun=true', file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.json()).toMatchObject({
      dryRun: true,
      created: 3000,
      updated: 0,
      unchanged: 0,
      errors: [],
      encoding: 'UTF-8 (BOM)',
      separator: ';',
    });
    expect(await snapshotDb(app)).toBe(snapshot);

    const imported = await send('', file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ dryRun: false, created: 3000, updated: 0, unchanged: 0 });
    expect(await publicCount()).toBe(before + 3000);
    const listed = (await restCall(app)('GET', '/api/participants?search=5001')).json() as {
      bib: string;
      championship: { id: string };
    }[];
    expect(listed).toMatchObject([{ bib: '5001', championship: { id: 'elite' } }]);

    const again = await send('', file);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3000 });
    expect(await publicCount()).toBe(before + 3000);
  }, 60_000);

  it('takes the mapping and the default championship as form fields or query parameters', async () => {
    const file =
      'Surname,Given,Contact,Team,Class,Race no\nRest,Alice,alice@rest.example,AC Paris,Seniors Femmes,9001\n';
    const mapping = JSON.stringify({
      lastName: 'Surname',
      firstName: 'Given',
      email: 'Contact',
      club: 'Team',
      category: 'Class',
      bib: 'Race no',
    });
    const asFields = await send('?dryRun=true', file, { mapping, championshipId: 'youth' });
    expect(asFields.json()).toMatchObject({
      created: 1,
      rows: [{ line: 2, action: 'create', lastName: 'Rest', championshipId: 'youth', bib: '9001' }],
    });
    const asQuery = await send(`?dryRun=1&championshipId=elite&mapping=${encodeURIComponent(mapping)}`, file);
    expect(asQuery.json()).toMatchObject({ rows: [{ championshipId: 'elite' }] });
    expectError(await send('?dryRun=true', file, { mapping: '{lastName' }), 400, /mapping invalide/);
    expectError(await send('?dryRun=peut-être', file), 400, /dryRun/);
  });

  it('answers 400 naming the line for a broken file or refused rows, and changes nothing', async () => {
    const snapshot = await snapshotDb(app);
    const binary = expectError(
      await send('', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3])),
      400,
      /CSV/,
    );
    expect(binary.code).toBe('BAD_REQUEST');
    expectError(await send('', 'Nom;Prénom;Club\n"Dupont;Jean;AC Paris\n'), 400, /ligne \d/i);
    const refused =
      'Nom;Prénom;E-mail;Club;Catégorie;Championnat;Dossard\r\nRoux;Paul;paul@rest.example;AC Paris;Seniors Hommes;elite;9100\r\nNoir;Anne;pas-une-adresse;AC Paris;Seniors Femmes;elite;9101\r\n';
    expectError(await send('', refused), 400, '1 ligne refusée : ligne 3 : E-mail — Adresse e-mail invalide');
    const preview = (await send('?dryRun=true', refused)).json() as Answer;
    expect(preview.errors).toEqual([{ line: 3, message: 'Ligne 3 : E-mail — Adresse e-mail invalide' }]);
    expect(await snapshotDb(app)).toBe(snapshot);
  });

  it('refuses without a token (401), without a file (400) and over 8 MB (413)', async () => {
    const snapshot = await snapshotDb(app);
    const anonymous = await send('', makeParticipantsCsv(3), {}, null);
    expectError(anonymous, 401, 'Authentification requise');
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expectError(await restCall(app)('POST', '/api/admin/participants/import', { file: 'x' }, token), 400, /multipart/);
    const big = Buffer.concat([Buffer.from(makeParticipantsCsv(1)), Buffer.alloc(8 * 1024 * 1024 + 10, 0x20)]);
    expectError(await send('', big), 413, /trop volumineux/);
    expect(await snapshotDb(app)).toBe(snapshot);
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await restCall(app)('GET', '/api/openapi.json')).json() as {
      paths: Record<string, { post?: { requestBody?: unknown; responses?: Record<string, unknown> } }>;
    };
    const post = document.paths['/admin/participants/import']?.post;
    expect(post?.requestBody).toMatchObject({ content: { 'multipart/form-data': expect.anything() } });
    expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '413']));
    expect(Object.keys(document.paths['/admin/participants']?.post?.responses ?? {})).toContain('409');
  });
});

describe('bibs through REST', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    token = await app.login();
  });
  afterAll(async () => app.dispose());

  it('answers 409 to a bib already given in the championship, on POST and on PUT', async () => {
    const call = restCall(app);
    const lea = {
      firstName: 'Léa',
      lastName: 'Bernard',
      email: 'lea@exemple.fr',
      club: 'AC Paris',
      category: 'Seniors Femmes',
      championshipId: 'elite',
      bib: '12',
    };
    expect((await call('POST', '/api/admin/participants', lea, token)).statusCode).toBe(201);
    expectError(
      await call('POST', '/api/admin/participants', { ...lea, email: 'autre@exemple.fr' }, token),
      409,
      'Dossard déjà attribué dans ce championnat : 12',
    );
    const other = (await call('POST', '/api/admin/participants', { ...lea, bib: '13' }, token)).json() as {
      id: string;
    };
    expectError(
      await call('PUT', `/api/admin/participants/${other.id}`, { bib: '12' }, token),
      409,
      'Dossard déjà attribué dans ce championnat : 12',
    );
    expect(
      ((await call('GET', '/api/admin/participants', undefined, token)).json() as { bib: string }[])
        .map((p) => p.bib)
        .sort(),
    ).toEqual(['12', '13']);
  });
});
