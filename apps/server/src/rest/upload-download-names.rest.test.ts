import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_MINI, uploadFile } from '../testing/multipart';
import { createOk, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// A downloaded attachment is saved under the name it was uploaded with, not the random stored one
// (RFC 6266: filename*=UTF-8''… for today's browsers, an ASCII filename="…" for the others).

describe('GET /uploads/…: documents download under their original name', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    token = await app.login();
    call = restCall(app);
  });
  afterAll(async () => app.dispose());

  const upload = async (name: string) => {
    const res = await uploadFile(app, token, 'document', name, PDF_MINI, 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { file: { url: string; name: string; size: number } }).file;
  };
  const disposition = async (url: string) => {
    const res = await app.server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return String(res.headers['content-disposition']);
  };

  it('a rule attachment downloads under the name it was uploaded with, accents included', async () => {
    const file = await upload('Règlement intérieur 2026.pdf');
    expect(file.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    await createOk(
      app,
      '/api/admin/rules',
      {
        section: 'general',
        title: 'Règlement',
        content: '<p>Texte</p>',
        fileUrl: file.url,
        fileName: file.name,
        fileSize: file.size,
      },
      token,
    );
    expect(await disposition(file.url)).toBe(
      `attachment; filename="Reglement interieur 2026.pdf"; filename*=UTF-8''R%C3%A8glement%20int%C3%A9rieur%202026.pdf`,
    );
  });

  it('an official document keeps its name the same way', async () => {
    const file = await upload('Statuts (v2).pdf');
    const doc = {
      title: 'Statuts',
      titleEn: 'Statutes',
      description: 'Les statuts',
      descriptionEn: 'The statutes',
      category: 'procedures',
      fileUrl: file.url,
      fileName: file.name,
      fileSize: file.size,
    };
    await createOk(app, '/api/admin/official-documents', doc, token);
    expect(await disposition(file.url)).toBe(
      `attachment; filename="Statuts (v2).pdf"; filename*=UTF-8''Statuts%20%28v2%29.pdf`,
    );
  });

  it('a name typed by a script cannot break the header; a file nobody names stays a bare attachment', async () => {
    const file = await upload('x.pdf');
    const fileName = 'a"; filename="evil.exe\r\nSet-Cookie: x=1 \\ 100%.pdf';
    await createOk(
      app,
      '/api/admin/rules',
      { section: 'general', title: 'Piège', content: '<p>Texte</p>', fileUrl: file.url, fileName },
      token,
    );
    const value = await disposition(file.url);
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toMatch(/^attachment; filename="a_; filename=_evil\.exe/);
    expect(value.match(/"/g)).toHaveLength(2);
    expect(value).toContain(`filename*=UTF-8''a%22%3B%20filename%3D%22evil.exe`);
    const orphan = await upload('orphelin.pdf');
    expect(await disposition(orphan.url)).toBe('attachment');
    const res = await call('GET', orphan.url);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
