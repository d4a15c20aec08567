import { publicRoutes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

describe('what search engines read: robots.txt and sitemap.xml', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await createTestServer({ publicUrl: 'https://aviron.example.fr' });
  });
  afterAll(async () => app.dispose());

  it('lets robots crawl the public site but not the back-office nor the API, and points them to the sitemap', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /trpc']),
    );
    expect(lines).toContain('Sitemap: https://aviron.example.fr/sitemap.xml');
  });

  const sitemapLocations = async () => {
    const res = await app.server.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    return [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  };

  it('lists every public page once, then every race of the programme, at its address on the public site', async () => {
    const races = (await app.server.inject({ method: 'GET', url: '/api/events' })).json() as { id: string }[];
    expect(races.length).toBeGreaterThan(0);
    const locations = await sitemapLocations();
    expect(locations).toEqual([
      ...publicRoutes.map((route) => `https://aviron.example.fr${route}`),
      ...races.map((race) => `https://aviron.example.fr/resultats/${race.id}`),
    ]);
    expect(locations).toContain('https://aviron.example.fr/politique-confidentialite');
    expect(locations).toContain('https://aviron.example.fr/resultats/clubs');
    expect(locations.some((loc) => /\/(admin|api|trpc)/.test(loc ?? ''))).toBe(false);
  });

  it('follows the programme: a race added by the administrator is listed, a hidden one is not', async () => {
    const token = await app.login();
    const race = {
      id: 'sitemap-race',
      name: '1000 m Test',
      nameEn: '1000 m Test',
      date: '2026-01-30',
      time: '18:00',
      category: 'Senior H',
      championshipId: 'elite',
    };
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/admin/events',
      payload: race,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.statusCode).toBeLessThan(300);
    expect(await sitemapLocations()).toContain('https://aviron.example.fr/resultats/sitemap-race');
    const hidden = await app.server.inject({
      method: 'PUT',
      url: '/api/admin/events/sitemap-race',
      payload: { active: false },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await sitemapLocations()).not.toContain('https://aviron.example.fr/resultats/sitemap-race');
  });
});
