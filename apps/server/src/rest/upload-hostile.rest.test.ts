import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_MINI, PNG_1PX, uploadFile } from '../testing/multipart';
import { expectError } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';
import {
  cfb,
  DOCM,
  DOCX,
  fakeCfb,
  GIF,
  HTML_DOCX,
  HTML_XLSX,
  JPEG,
  PLAIN_ZIP,
  WEBP,
  XLSX,
} from '../testing/upload-samples';

// Complements upload.rest.test.ts: every format of spec section 5, the Office inner structure,
// the limits at their edge, and file names or contents meant to escape or to run.

describe('POST /api/upload: formats, limits, hostile names and contents', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    token = await app.login();
  });
  afterAll(async () => app.dispose());

  const upload = (
    type: string,
    filename: string,
    content: Buffer | string,
    declared = 'application/octet-stream',
    auth: string | null = token,
  ) => uploadFile(app, auth, type, filename, content, declared);
  const files = () => readdirSync(app.config.uploadsDir);
  const stored = (res: { json: () => unknown }) =>
    (res.json() as { file: { url: string; name: string; size: number } }).file;

  it('accepts every allowed format, detected from the bytes, and serves it with its own content type', async () => {
    const cases: [string, string, Buffer | string, string, RegExp][] = [
      ['image', 'photo.jpeg', JPEG, 'jpg', /image\/jpeg/],
      ['image', 'photo.webp', WEBP, 'webp', /image\/webp/],
      ['image', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>', 'svg', /image\/svg\+xml/],
      [
        'image',
        'inkscape.svg',
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape -->\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
        'svg',
        /image\/svg\+xml/,
      ],
      ['document', 'statuts.docx', DOCX, 'docx', /wordprocessingml/],
      ['document', 'tableau.xlsx', XLSX, 'xlsx', /spreadsheetml/],
      ['document', 'ancien.doc', cfb('WordDocument'), 'doc', /msword/],
      ['document', 'ancien.xls', cfb('Workbook'), 'xls', /ms-excel/],
      ['document', 'excel5.xls', cfb('Book'), 'xls', /ms-excel/],
      // The bytes decide, not the name: a PDF called .docx is stored as the PDF it is.
      ['document', 'mal-nomme.docx', PDF_MINI, 'pdf', /application\/pdf/],
    ];
    for (const [type, name, content, ext, mime] of cases) {
      const res = await upload(type, name, content);
      expect(res.statusCode, `${name} ${res.body}`).toBe(201);
      const file = stored(res);
      expect(file.url, name).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));
      const served = await app.server.inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type'], name).toMatch(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      if (type === 'document') expect(served.headers['content-disposition'], name).toMatch(/^attachment/);
    }
  });

  it('refuses (415) what the bytes say is not allowed, whatever the name or declared type', async () => {
    const before = files();
    const cases: [string, string, Buffer | string, string][] = [
      ['image', 'renamed.png', 'just some text, renamed', 'image/png'],
      ['image', 'pdf.png', PDF_MINI, 'image/png'],
      ['image', 'anim.gif', GIF, 'image/gif'],
      ['image', 'page.svg', '<html><body><svg><script>alert(1)</script></svg></body></html>', 'image/svg+xml'],
      ['document', 'notes.pdf', 'plain text named .pdf', 'application/pdf'],
      ['document', 'photo.pdf', PNG_1PX, 'application/pdf'],
      ['document', 'page.doc', '<html><script>alert(1)</script></html>', 'application/msword'],
      [
        'document',
        'archive.docx',
        PLAIN_ZIP,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['document', 'macros.docx', DOCM, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['document', 'setup.doc', cfb('SummaryInformation'), 'application/msword'],
      ['document', 'page.docx', HTML_DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['document', 'tableau.xlsx', HTML_XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['document', 'faux.doc', fakeCfb('WordDocument'), 'application/msword'],
      ['document', 'faux.xls', fakeCfb('Workbook'), 'application/vnd.ms-excel'],
      ['document', 'cache.doc', cfb('Macros/WordDocument'), 'application/msword'],
      [
        'document',
        'nom.doc',
        Buffer.concat([cfb('SummaryInformation'), Buffer.from('WordDocument\0', 'utf16le')]),
        'application/msword',
      ],
      ['document', 'prog.xls', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600, 7)]), 'application/vnd.ms-excel'],
      ['document', 'script.pdf', '#!/bin/sh\nrm -rf /\n', 'application/pdf'],
    ];
    for (const [type, name, content, declared] of cases) {
      expectError(await upload(type, name, content, declared), 415, 'Type de fichier non autorisé');
    }
    expect(files()).toEqual(before);
  });

  it('applies the limits of spec section 5 at their edge: 5 MB images, 10 MB documents (413 with the spec message)', async () => {
    const five = 5 * 1024 * 1024;
    const ten = 10 * 1024 * 1024;
    const atLimit = await upload(
      'image',
      'juste.png',
      Buffer.concat([PNG_1PX, Buffer.alloc(five - PNG_1PX.length)]),
      'image/png',
    );
    expect(atLimit.statusCode).toBe(201);
    expect(stored(atLimit).size).toBe(five);
    const before = files();
    expectError(
      await upload('image', 'trop.png', Buffer.concat([PNG_1PX, Buffer.alloc(five - PNG_1PX.length + 1)]), 'image/png'),
      413,
      'Le fichier est trop volumineux. Taille maximum: 5MB',
    );
    expectError(
      await upload(
        'document',
        'trop.pdf',
        Buffer.concat([PDF_MINI, Buffer.alloc(ten - PDF_MINI.length + 1)]),
        'application/pdf',
      ),
      413,
      'Le fichier est trop volumineux. Taille maximum: 10MB',
    );
    expect(files()).toEqual(before);
    const docAtLimit = await upload(
      'document',
      'gros.pdf',
      Buffer.concat([PDF_MINI, Buffer.alloc(ten - PDF_MINI.length)]),
      'application/pdf',
    );
    expect(docAtLimit.statusCode).toBe(201);
  });

  it('stores under a random name inside UPLOADS_DIR whatever the file is called; the shown name is cleaned', async () => {
    const names: [string, RegExp | string][] = [
      ['..\\..\\windows\\system32\\evil.png', 'evil.png'],
      ['../../../../tmp/evil.png', 'evil.png'],
      ['..', 'fichier'],
      ['.htaccess.png', 'htaccess.png'],
      ['logo<script>alert(1)</script>.png', /^[^<>/\\]+$/],
      ['nul\u0000byte.png', 'nul_byte.png'],
      ['Règlement été (v2).png', 'Règlement été (v2).png'],
      [`${'a'.repeat(400)}.png`, /^a{200}$/],
      ['"quoted".png', /^[^"]+$/],
    ];
    for (const [name, shown] of names) {
      const res = await upload('image', name, PNG_1PX, 'image/png');
      expect(res.statusCode, `${JSON.stringify(name)} ${res.body}`).toBe(201);
      const file = stored(res);
      expect(file.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
      expect(existsSync(join(app.config.uploadsDir, file.url.slice('/uploads/'.length)))).toBe(true);
      if (typeof shown === 'string') expect(file.name).toBe(shown);
      else expect(file.name).toMatch(shown);
      expect(file.name).not.toMatch(/[/\\]|^\./);
    }
    // Nothing was written next to or above the uploads folder.
    expect(readdirSync(app.dir).sort()).toEqual(
      ['app.db', 'app.db-shm', 'app.db-wal', 'uploads'].filter((f) => existsSync(join(app.dir, f))).sort(),
    );
    expect(files().every((f) => /^[a-f0-9]{32}\.\w+$/.test(f))).toBe(true);
  });

  it('neutralises SVG: script, handlers, foreign objects and external references are stripped, and it is served sandboxed', async () => {
    // An SVG that declares entities is not accepted at all.
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>';
    expectError(await upload('image', 'xxe.svg', xxe, 'image/svg+xml'), 415);
    const svg = `<?xml version="1.0"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
  <SCRIPT>alert(2)</SCRIPT><style>@import url(https://evil.example/x.css);</style>
  <foreignObject><iframe src="javascript:alert(3)"></iframe></foreignObject>
  <image href="https://evil.example/track.png"/><use xlink:href="https://evil.example/s.svg#a"/><use href="#ok"/>
  <a href="javascript:alert(4)"><rect id="ok" width="5" height="5" onclick="alert(5)"/></a>
  <text>&amp;lt;script&amp;gt;</text><set attributeName="onmouseover" to="alert(6)"/><animate attributeName="href" to="javascript:alert(7)"/>
</svg>`;
    const res = await upload('image', 'logo.svg', svg, 'image/svg+xml');
    expect(res.statusCode).toBe(201);
    const file = stored(res);
    const onDisk = readFileSync(join(app.config.uploadsDir, file.url.slice('/uploads/'.length)), 'utf8');
    expect(onDisk).toContain('<rect');
    expect(onDisk).not.toMatch(
      /<script|onload|onclick|javascript:|foreignObject|iframe|evil\.example|<style|<set|<animate|<image|DOCTYPE/i,
    );
    const served = await app.server.inject({ method: 'GET', url: file.url });
    expect(served.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(served.headers['content-security-policy']);
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
  });

  it('never serves what is outside the uploads folder, half-written files or hidden files', async () => {
    for (const url of [
      '/uploads/..%2f..%2fapp.db',
      '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/uploads/....//app.db',
      '/uploads/.tmp-0123',
      '/uploads/%00',
      '/uploads/nope.png',
    ]) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toMatch(/SQLite format|root:/);
    }
  });

  it('refuses without a valid token (401), stores nothing, and its answers are never cached', async () => {
    const before = files();
    const loggedOut = await app.login();
    await app.server.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${loggedOut}` },
    });
    for (const auth of [null, 'forged', loggedOut]) {
      const res = await upload('image', 'logo.png', PNG_1PX, 'image/png', auth);
      expectError(res, 401, 'Authentification requise');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(files()).toEqual(before);
    const ok = await upload('image', 'logo.png', PNG_1PX, 'image/png');
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 in French for a bad type parameter, a missing or empty file', async () => {
    const before = files();
    expectError(await upload('executable', 'a.png', PNG_1PX), 400, /type/);
    expectError(await upload('image', 'vide.png', Buffer.alloc(0)), 400, /vide/);
    const notMultipart = await app.server.inject({
      method: 'POST',
      url: '/api/upload?type=image',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(typeof (notMultipart.json() as { message?: unknown }).message).toBe('string');
    // Malformed multipart bodies are the client's mistake: 400 in French, never a 500 quoting the parser.
    for (const [contentType, payload] of [
      ['multipart/form-data', 'garbage'],
      ['multipart/form-data; boundary=xyz', 'garbage'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      ],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="other"\r\n\r\nabc\r\n--xyz--\r\n',
      ],
    ]) {
      const res = await app.server.inject({
        method: 'POST',
        url: '/api/upload?type=image',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      });
      expectError(res, 400, /multipart|fichier/i);
      expect(res.body).not.toMatch(/Unexpected|Boundary not found/);
    }
    expect(files()).toEqual(before);
  });
});
