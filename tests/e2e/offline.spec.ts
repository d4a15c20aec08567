import type { Page } from '@playwright/test';
import { loginAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { switchToEnglish } from './helpers';

// Issue 30 item 3, offline and installable, on a phone: the production build's service worker keeps the
// public pages and data seen (README, « Hors connexion »); the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const banner = (page: Page) => page.getByTestId('offline-banner');
const FRENCH_BANNER = /^Hors connexion — mis à jour le \d{1,2} [a-zéû]+\.? à \d{2}:\d{2}$/;
const ENGLISH_BANNER = /^Offline — last updated \d{1,2} [A-Z][a-z]+ at \d{2}:\d{2}$/;

/** The worker controls the page (it claims the pages open when it starts). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The worker holds a copy of this page. */
async function kept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (p) => (await caches.match(new URL(p, location.href).href)) !== undefined, path), {
      message: `${path} kept`,
    })
    .toBe(true);
}

/** Every address the worker stored, in every cache. */
const storedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

test('pages seen online open offline with the « mis à jour » banner, which goes once back online', async ({
  page,
  context,
}) => {
  // The first page is kept though it was loaded before the worker existed.
  await page.goto('/programme');
  await controlled(page);
  await kept(page, '/programme');
  await page.goto('/resultats');
  await kept(page, '/resultats');
  await expect(banner(page)).toHaveCount(0);
  // The English texts once read online are kept like any other file.
  await switchToEnglish(page);
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats' })).toBeVisible();
  await expect(banner(page)).toHaveText(FRENCH_BANNER);

  // An in-app link to a page whose data was never read over the API: the kept page opens instead.
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('link', { name: 'Programme', exact: true }).first().click();
  await expect(page).toHaveURL(/\/programme$/);
  await expect(page.getByRole('heading', { level: 1, name: /Programme/ })).toBeVisible();
  await expect(banner(page)).toHaveText(FRENCH_BANNER);
  await expect(page.getByTestId('route-error')).toHaveCount(0);

  await page.goto('/resultats');
  await expect(banner(page)).toHaveText(FRENCH_BANNER);
  await switchToEnglish(page);
  await expect(banner(page)).toHaveText(ENGLISH_BANNER);

  // Back online: the page reads its data again by itself and the banner goes.
  const refetch = page.waitForResponse(
    (r) => r.url().includes('/trpc/') && r.headers()['x-offline-copy'] === undefined,
  );
  await context.setOffline(false);
  await refetch;
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
});

test('a server answering 503 on a crowded day: the kept page is shown instead, with its banner', async ({
  page,
  context,
}) => {
  await page.goto('/programme');
  await controlled(page);
  await kept(page, '/programme');
  // The worker's own request for the page gets the render queue's « surchargé » answer.
  await context.route(/\/programme$/, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Service momentanément surchargé, réessayez dans un instant"}',
    }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Programme/ })).toBeVisible();
  await expect(banner(page)).toHaveText(FRENCH_BANNER);
});

test('the back-office is never kept: offline, /admin does not open, and no admin answer is stored', async ({
  page,
  context,
}) => {
  await page.goto('/programme');
  await controlled(page);
  await loginAs(page);
  await page.goto('/admin/results');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin/program');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/programme');
  await kept(page, '/programme');

  const stored = await storedUrls(page);
  expect(stored.length).toBeGreaterThan(0);
  // Neither the back-office's pages, its API and procedures, nor the code its pages loaded.
  expect(stored.filter((url) => /\/admin|auth\.|admin[A-Z]|\.byId|\/api\/live/.test(decodeURIComponent(url)))).toEqual(
    [],
  );

  await context.setOffline(true);
  const offlineAdmin = await page.goto('/admin/results').then(
    () => 'opened',
    () => 'failed',
  );
  expect(offlineAdmin).toBe('failed');
});

test('the manifest is valid, linked from the pages, with reachable icons; the site is installable', async ({
  page,
  request,
}) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(await answer.text()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Championnats de France d'Aviron Indoor 2026",
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b1f3a',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(20);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    const body = await file.body();
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], icon.src).toEqual([width, height]);
  }
  // Server-drawn pages and the back-office's shell alike.
  for (const path of ['/', '/programme', '/resultats', '/admin/login']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  }

  await page.goto('/');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are incognito ones, where Chromium never offers to install: that is the one error allowed.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});
