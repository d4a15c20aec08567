import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_MINI, PNG_1PX, uploadFile } from '../testing/multipart';
import { createTestServer, type TestServer } from '../testing/test-server';

describe('POST /api/upload', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    token = await app.login();
  });
  afterAll(async () => app.dispose());

  const upload = (type: string, filename: string, content: Buffer | string, declared?: string, withToken = true) =>
    uploadFile(app, withToken ? token : null, type, filename, content, declared);
  const storedFiles = () => readdirSync(app.config.uploadsDir).filter((f) => !f.startsWith('.'));

  it('stores an image under a random name and serves it with nosniff', async () => {
    const res = await upload('image', 'logo.png', PNG_1PX, 'image/png');
    expect(res.statusCode).toBe(201);
    const { file } = res.json() as { file: { url: string; name: string; size: number } };
    expect(file).toMatchObject({ name: 'logo.png', size: PNG_1PX.length });
    expect(file.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await app.server.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves documents as attachments with their content type', async () => {
    const res = await upload('document', 'reglement.pdf', PDF_MINI, 'application/pdf');
    expect(res.statusCode).toBe(201);
    const served = await app.server.inject({ method: 'GET', url: (res.json() as { file: { url: string } }).file.url });
    expect(served.headers['content-type']).toContain('application/pdf');
    expect(served.headers['content-disposition']).toContain('attachment');
  });

  it('refuses without a token (401) and stores nothing', async () => {
    const before = storedFiles().length;
    const res = await upload('image', 'logo.png', PNG_1PX, 'image/png', false);
    expect(res.statusCode).toBe(401);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses HTML or an executable disguised by its name (415)', async () => {
    const before = storedFiles().length;
    const html = await upload('image', 'photo.png', '<html><script>alert(1)</script></html>', 'image/png');
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ message: 'Type de fichier non autorisé' });
    const exe = await upload(
      'document',
      'rules.pdf',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]),
      'application/pdf',
    );
    expect(exe.statusCode).toBe(415);
    const pdfAsImage = await upload('image', 'x.png', PDF_MINI, 'image/png');
    expect(pdfAsImage.statusCode).toBe(415);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses files over the limit (413) with the spec message', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload('image', 'big.png', big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Le fichier est trop volumineux. Taille maximum: 5MB' });
    expect(readdirSync(app.config.uploadsDir).some((f) => f.startsWith('.tmp'))).toBe(false);
  });

  it('strips script from SVG', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="red"/><a href="javascript:alert(3)"><text>x</text></a></svg>';
    const res = await upload('image', 'logo.svg', svg, 'image/svg+xml');
    expect(res.statusCode).toBe(201);
    const stored = readFileSync(
      join(app.config.uploadsDir, (res.json() as { file: { url: string } }).file.url.replace('/uploads/', '')),
      'utf8',
    );
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onload|javascript:/i);
  });

  it('keeps traversal names and URLs inside the uploads folder', async () => {
    const res = await upload('image', '../../../etc/evil.png', PNG_1PX, 'image/png');
    expect(res.statusCode).toBe(201);
    const { file } = res.json() as { file: { url: string; name: string } };
    expect(file.name).toBe('evil.png');
    expect(existsSync(join(app.config.uploadsDir, '..', '..', 'etc', 'evil.png'))).toBe(false);
    for (const url of [
      '/uploads/../app.db',
      '/uploads/%2e%2e/app.db',
      '/uploads/..%2fapp.db',
      '/uploads/%2e%2e%2fapp.db',
    ]) {
      const served = await app.server.inject({ method: 'GET', url });
      expect(served.statusCode, url).not.toBe(200);
      expect(served.body).not.toContain('SQLite format');
    }
  });
});
