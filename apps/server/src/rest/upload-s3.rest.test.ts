import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3';
import { PDF_MINI, uploadFile } from '../testing/multipart';
import { createTestServer, type TestServer } from '../testing/test-server';

/*
 * Issue 15: with a bucket configured, two processes of one site (one database, each its own uploads
 * folder) serve each other's uploads from the bucket, with the headers of a file of the folder.
 */

let s3: FakeS3;
let a: TestServer;
let b: TestServer;
let token: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  a = await createTestServer({ cluster: true, s3: s3.config, seedDemo: true });
  b = await createTestServer({
    cluster: true,
    s3: s3.config,
    seedDemo: false,
    databasePath: a.config.databasePath,
    databaseUrl: a.config.databaseUrl,
  });
  token = await a.login();
}, 60_000);

afterAll(async () => {
  await b?.dispose();
  await a?.dispose();
  await s3?.stop();
});

describe('uploads in an S3 bucket', () => {
  it('serves on one process a file uploaded on the other: same bytes, type, download name, 304 when unchanged', async () => {
    const res = await uploadFile(a, token, 'document', 'Règlement 2026.pdf', PDF_MINI, 'application/pdf');
    expect(res.statusCode).toBe(201);
    const { url } = (res.json() as { file: { url: string } }).file;
    // Neither folder keeps it, nor the database: the bucket does.
    expect(readdirSync(a.config.uploadsDir).some((name) => url.endsWith(name))).toBe(false);
    expect(await a.handle.db.selectFrom('uploadedFiles').select('name').execute()).toEqual([]);

    const served = await b.server.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF_MINI)).toBe(true);
    expect(served.headers['content-type']).toContain('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toContain('attachment');
    const etag = served.headers.etag as string;
    expect(etag).toBe(`"${url.split('/').pop()}"`);
    const again = await b.server.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves on the other process the demo files the first one wrote in its folder', async () => {
    const [demo] = readdirSync(a.config.uploadsDir).filter((name) => !name.startsWith('.'));
    expect(demo).toBeDefined();
    const served = await b.server.inject({ method: 'GET', url: `/uploads/${demo}` });
    expect(served.statusCode).toBe(200);
  });

  it('answers 404 for a file the bucket does not hold, and 403 for a hidden name', async () => {
    const missing = await b.server.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.png' });
    expect(missing.statusCode).toBe(404);
    const hidden = await b.server.inject({ method: 'GET', url: '/uploads/.tmp-x' });
    expect(hidden.statusCode).toBe(403);
  });
});
