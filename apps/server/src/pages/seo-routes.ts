import type { ApiDeps } from '@app/api';
import { escapeMarkup, publicRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { publicCaller } from '../plain-routes/plain-route';

// What search engines read before the pages: where they may go (robots.txt) and which pages there are
// (sitemap.xml), with the site's public address (PUBLIC_URL) so the addresses are the canonical ones.

export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /trpc',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

/** The public pages, then one page per race of the programme (/resultats/<race id>), in programme order. */
export const sitemapXml = (publicUrl: string, raceIds: readonly string[] = []): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...publicRoutes, ...raceIds.map((id) => `/resultats/${encodeURIComponent(id)}`)].map(
      (path) => `  <url><loc>${escapeMarkup(publicUrl + path)}</loc></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

/**
 * robots.txt changes only with the configuration; the sitemap also with the programme, so it is drawn
 * again only when the public data version moved (the programme comes from the public cache). Both are
 * kept an hour by browsers and crawlers.
 */
export function registerSeoRoutes(app: FastifyInstance, publicUrl: string, deps: ApiDeps): void {
  const robots = robotsTxt(publicUrl);
  let sitemap = { version: -1, xml: '' };
  const currentSitemap = async (ip: string) => {
    await deps.publicCache.fresh();
    const version = deps.publicCache.version;
    if (sitemap.version !== version) {
      const races = await (await publicCaller(deps, ip)).events.list();
      sitemap = {
        version,
        xml: sitemapXml(
          publicUrl,
          races.map((race) => race.id),
        ),
      };
    }
    return sitemap.xml;
  };
  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await currentSitemap(request.ip)),
  );
}
