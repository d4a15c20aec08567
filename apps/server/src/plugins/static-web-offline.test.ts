import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

// The offline files the web build writes at the root (README, « Hors connexion »): the service worker must
// come from the site's own origin as JavaScript and be revalidated on every check for an update (a worker
// cached for a year would keep old caching rules for a year); the manifest as what browsers expect.
describe('service worker and manifest', () => {
  const dist = mkdtempSync(join(tmpdir(), 'aviron-dist-'));
  const worker = `(function(){self.addEventListener('fetch',function(){});${' '.repeat(2000)}})();`;
  const manifest = JSON.stringify({
    name: 'Aviron',
    start_url: '/',
    display: 'standalone',
    icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  });
  let app: TestServer;

  beforeAll(async () => {
    mkdirSync(join(dist, 'icons'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="fr"><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'sw.js'), worker);
    writeFileSync(join(dist, 'manifest.webmanifest'), manifest);
    writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    app = await createTestServer({ webDistDir: dist });
  });
  afterAll(async () => {
    await app?.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves /sw.js as JavaScript, revalidated every time (no-cache), under the CSP that allows it', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(worker);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    // Nothing inline was let in for it.
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });

  it('serves the manifest as application/manifest+json and its icons, both revalidated', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(String(res.headers['content-security-policy'])).toContain("manifest-src 'self'");
    const icon = await app.server.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });
});
