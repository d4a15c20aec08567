import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

// The built app's caching contract: hashed assets immutable for a year, the page shell revalidated.
describe('static web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'aviron-dist-'));
  const html = `<!doctype html><html lang="fr"><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
  const js = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  let app: TestServer;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), html);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), js);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(js));
    app = await createTestServer({ webDistDir: dist });
  });
  afterAll(async () => {
    await app?.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets precompressed and immutable', async () => {
    const res = await app.server.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('serves the page shell for / and client routes with no-cache, compressed, with security headers', async () => {
    // The first answer goes through every hook, the next ones take the early path: both must agree.
    for (const url of ['/', '/', '/programme', '/resultats?x=1', '/programme']) {
      const res = await app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
    const plain = await app.server.inject({ method: 'GET', url: '/resultats' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('opens the back-office in a browsing context group of its own, not the public pages', async () => {
    // The public pages twice: the first answer goes through every hook, the next one takes the early path.
    for (const url of ['/resultats', '/resultats', '/', '/admin', '/admin/participants', '/admin?x=1']) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['cross-origin-opener-policy'], url).toBe(url.startsWith('/admin') ? 'same-origin' : undefined);
    }
  });

  it('answers 304 to a shell it already sent', async () => {
    const first = await app.server.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.server.inject({ method: 'GET', url: '/programme', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 in JSON for missing files and API paths, never the shell', async () => {
    for (const url of ['/assets/missing-123.js', '/api/nope', '/trpc/nope.list', '/uploads/missing.png']) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });
});
