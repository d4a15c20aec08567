import type { RacePage, ResultsBoard } from '@app/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { publicRoutes } from '../../packages/contract/src/public-routes';

// What search engines and link previews read in a page's HTML, before any script runs.

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Head {
  title: string;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: string[];
}

async function head(request: APIRequestContext, path: string, status = 200): Promise<Head> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(status);
  const html = (await res.text()).split('</head>')[0] ?? '';
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta: (key) => {
      const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(
        html,
      );
      return match ? decode(match[1] ?? '') : undefined;
    },
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1] ?? ''),
  };
}

test('every public page has its own title, description, canonical address and link-preview cards', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const images = new Set<string>();
  for (const route of publicRoutes) {
    const page = await head(request, route);
    const description = page.meta('description') ?? '';
    const url = `${baseURL}${route}`;
    expect(page.title, route).toContain("Championnats de France d'Aviron Indoor 2026");
    expect(description.length, route).toBeGreaterThan(60);
    titles.add(page.title);
    descriptions.add(description);
    expect(page.canonical, route).toBe(url);
    expect(page.meta('robots'), route).toBeUndefined();

    expect(page.meta('og:type'), route).toBe('website');
    expect(page.meta('og:site_name'), route).toBe("Championnats de France d'Aviron Indoor 2026");
    expect(page.meta('og:title'), route).toBe(page.title);
    expect(page.meta('og:description'), route).toBe(description);
    expect(page.meta('og:url'), route).toBe(url);
    expect(page.meta('og:image'), route).toMatch(/^https?:\/\/.+\.png$/);
    expect(page.meta('og:image:width'), route).toBe('1200');
    expect(page.meta('og:image:height'), route).toBe('630');
    expect(page.meta('og:image:alt'), route).toContain('29 – 31 janvier 2026');
    expect(page.meta('og:locale'), route).toBe('fr_FR');
    expect(page.meta('og:locale:alternate'), route).toBe('en_GB');

    expect(page.meta('twitter:card'), route).toBe('summary_large_image');
    expect(page.meta('twitter:title'), route).toBe(page.title);
    expect(page.meta('twitter:description'), route).toBe(description);
    expect(page.meta('twitter:image'), route).toBe(page.meta('og:image'));
    images.add(page.meta('og:image') ?? '');
  }
  expect(titles.size).toBe(publicRoutes.length);
  expect(descriptions.size).toBe(publicRoutes.length);

  for (const image of images) {
    const res = await request.get(image);
    expect(res.status(), image).toBe(200);
    expect(res.headers()['content-type'], image).toBe('image/png');
  }
});

test('the home page tells Google about the event and its championships', async ({ request }) => {
  const page = await head(request, '/');
  expect(page.jsonLd).toHaveLength(1);
  const data = JSON.parse(page.jsonLd[0] ?? '') as Array<Record<string, unknown>>;
  const events = data.filter((item) => item['@type'] === 'SportsEvent');
  expect(events.length).toBeGreaterThan(1);
  for (const event of events) {
    expect(event.startDate).toMatch(/^2026-01-(29|30|31)T\d{2}:\d{2}:00\+01:00$/);
    expect(event.endDate).toMatch(/^2026-01-(29|30|31)T\d{2}:\d{2}:00\+01:00$/);
    expect(event.location).toMatchObject({
      '@type': 'Place',
      name: 'Stade Pierre de Coubertin',
      address: { addressLocality: 'Paris', addressCountry: 'FR' },
    });
    expect(event.organizer).toMatchObject({ '@type': 'Organization', name: "Fédération Française d'Aviron" });
  }
  const [main] = events;
  expect(main).toMatchObject({
    name: "Championnats de France d'Aviron Indoor 2026",
    startDate: '2026-01-29T08:00:00+01:00',
  });
  expect(main?.subEvent).toHaveLength(events.length - 1);
  for (const event of events.slice(1)) {
    const [image] = event.image as string[];
    const res = await request.get(image ?? '');
    expect(res.headers()['content-type'], image).toBe('image/png');
  }

  for (const route of ['/epreuves', '/programme']) expect((await head(request, route)).jsonLd, route).toHaveLength(1);
  expect((await head(request, '/contact')).jsonLd).toHaveLength(0);
});

test('a missing page is kept out of search results', async ({ request }) => {
  const page = await head(request, '/page-qui-n-existe-pas', 404);
  expect(page.meta('robots')).toBe('noindex');
  expect(page.canonical).toBeUndefined();
  expect(page.meta('description')).toBeTruthy();
});

test('robots.txt and sitemap.xml guide crawlers to the public pages only', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = (await robots.text()).split('\n');
  expect(rules).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api',
      'Disallow: /trpc',
      `Sitemap: ${baseURL}/sitemap.xml`,
    ]),
  );

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const races = (await (await request.get('/api/events')).json()) as { id: string }[];
  expect(races.length).toBeGreaterThan(0);
  // The public pages, then the page of every race of the programme.
  expect(locations).toEqual([
    ...publicRoutes.map((route) => `${baseURL}${route}`),
    ...races.map((race) => `${baseURL}/resultats/${race.id}`),
  ]);
});

test('a race page and an athlete page are described for link previews with their championship’s image', async ({
  request,
  baseURL,
}) => {
  const board = (await (await request.get('/api/results/races')).json()) as ResultsBoard;
  const raceId = board.races[0]?.id ?? '';
  const { race } = (await (await request.get(`/api/results/races/${raceId}`)).json()) as RacePage;
  const page = await head(request, `/resultats/${raceId}`);
  const description = page.meta('description') ?? '';
  expect(page.title).toBe(`${race.name} | Championnats de France d'Aviron Indoor 2026`);
  // Race name, championship, date and time, and the state of its results.
  expect(description).toContain(`${race.name} (${race.championship.name}), le `);
  expect(description).toContain(`2026 à ${race.time}`);
  expect(description).toContain(race.resultsState === 'official' ? 'résultats officiels' : 'résultats provisoires');
  expect(page.canonical).toBe(`${baseURL}/resultats/${raceId}`);
  expect(page.meta('og:url')).toBe(`${baseURL}/resultats/${raceId}`);
  expect(page.meta('og:description')).toBe(description);
  expect(page.meta('og:image')).toBe(`${baseURL}/og/${race.championshipId}.png`);
  expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
  expect(page.meta('og:image:alt')).toContain(race.championship.name);
  expect((await request.get(page.meta('og:image') ?? '')).headers()['content-type']).toBe('image/png');

  // The athlete of the race's first row, reached by the link the server drew on their name.
  const [first] = ((await (await request.get(`/api/results/races/${raceId}`)).json()) as RacePage).ranking;
  const href = /href="(\/athletes\/[^"]+)"/.exec(await (await request.get(`/resultats/${raceId}`)).text())?.[1] ?? '';
  const athlete = await head(request, href);
  expect(athlete.title).toBe(`${first?.athlete} | Championnats de France d'Aviron Indoor 2026`);
  expect(athlete.meta('description')).toContain(
    `${first?.athlete} (${first?.club}) aux Championnats de France d'Aviron Indoor 2026 : `,
  );
  expect(athlete.meta('og:image')).toBe(`${baseURL}/og/${race.championshipId}.png`);
  expect(athlete.canonical).toMatch(new RegExp(`^${baseURL}/athletes/`));
});

test('an unknown race or athlete is a missing page, kept out of search results', async ({ request }) => {
  for (const path of ['/resultats/course-inconnue', '/athletes/personne--nulle-part']) {
    const page = await head(request, path, 404);
    expect(page.title, path).toBe("Page introuvable | Championnats de France d'Aviron Indoor 2026");
    expect(page.meta('robots'), path).toBe('noindex');
    expect(page.canonical, path).toBeUndefined();
  }
});
