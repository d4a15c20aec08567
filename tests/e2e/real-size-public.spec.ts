import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchErrors } from './helpers';

// Runs against the real-size server only (project real-size, SEED_DEMO=event): 3,000 athletes, 120 races.

const trpcGet = async <T>(page: Page, procedure: string, input: unknown): Promise<T> => {
  const response = await page.request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
};

const domSize = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

test.describe('/inscrits at real size', () => {
  test('an accented name is found without its accents among 3,000', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/inscrits');
    const count = page.getByTestId('participants-count');
    await expect(count).toHaveText('3\u202f000 inscrits');
    const rows = page.getByTestId('participants-table').locator('tbody tr');
    await expect(rows).toHaveCount(50);
    const { items } = await trpcGet<{ items: { lastName: string }[] }>(page, 'participants.page', { search: 'Bréhéret', limit: 1 });
    const accented = items[0]?.lastName ?? '';
    expect(accented).toBe('Bréhéret');
    await page.getByPlaceholder(/Rechercher/).fill('breheret');
    await expect(rows.first()).toContainText('Bréhéret');
    await expect.poll(async () => (await rows.allInnerTexts()).every((t) => t.includes('Bréhéret'))).toBe(true);
    await expect(count).not.toHaveText('3\u202f000 inscrits');
    expect(await domSize(page)).toBeLessThanOrEqual(1500);
    expect(errors).toEqual([]);
  });

  test('the same column twice reverses the order; a page 2 follows page 1', async ({ page }) => {
    await page.goto('/inscrits');
    const table = page.getByTestId('participants-table');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(50);
    const nameHeader = page.getByRole('columnheader', { name: 'Nom' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstAscending = (await rows.first().locator('td').nth(1).textContent()) ?? '';
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first().locator('td').nth(1)).not.toHaveText(firstAscending);
    const firstDescending = (await rows.first().locator('td').nth(1).textContent()) ?? '';
    expect(firstDescending.localeCompare(firstAscending, 'fr', { sensitivity: 'base' })).toBeGreaterThan(0);
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.first().locator('td').nth(1)).toHaveText(firstAscending);

    const pager = page.getByTestId('pager');
    await expect(pager).toContainText(/1–50 sur 3\s?000/);
    await pager.getByRole('button', { name: 'Suivant' }).click();
    await expect(pager).toContainText(/51–100 sur 3\s?000/);
    await expect(rows).toHaveCount(50);
    await expect(rows.first().locator('td').nth(1)).not.toHaveText(firstAscending);
    await pager.getByRole('button', { name: 'Précédent' }).click();
    await expect(rows.first().locator('td').nth(1)).toHaveText(firstAscending);
  });

  test('choosing a championship resets the category and offers its own categories', async ({ page }) => {
    await page.goto('/inscrits');
    const championship = page.getByLabel('Championnat');
    const category = page.getByLabel('Catégorie');
    await championship.selectOption('elite');
    await expect(category.locator('option', { hasText: 'Seniors Femmes' })).toBeAttached();
    await category.selectOption('Seniors Femmes');
    await expect(page.getByTestId('participants-table').locator('tbody tr').first()).toContainText('Seniors Femmes');
    await championship.selectOption('youth');
    await expect(category).toHaveValue('all');
    await expect(category.locator('option', { hasText: 'J18 Filles' })).toBeAttached();
    await expect(category.locator('option', { hasText: 'Seniors Femmes' })).toHaveCount(0);
    await expect(page.getByTestId('participants-table').locator('tbody tr').first()).toContainText('Championnat de France Jeunes');
  });
});

test.describe('/resultats at real size', () => {
  test('the first view is the race list only: light DOM, little data', async ({ page }) => {
    const errors = watchErrors(page);
    // The page arrives with its data in its HTML (a JSON script) and reads JSON over /trpc only later:
    // the JSON on the wire is that script, compressed as the document is, plus any later read.
    const reads: Promise<number>[] = [];
    let documentBytes: Promise<number> = Promise.resolve(0);
    page.on('requestfinished', (r) => {
      if (r.resourceType() === 'document') documentBytes = r.sizes().then((s) => s.responseBodySize);
      if (r.url().includes('/trpc/')) reads.push(r.sizes().then((s) => s.responseBodySize));
    });
    await page.goto('/resultats');
    await expect(page.getByTestId('results-group')).toHaveCount(120);
    await page.waitForLoadState('networkidle');
    const elements = await domSize(page);
    expect(elements).toBeLessThanOrEqual(1500);
    // gzip, a little larger than the brotli the server sends: an upper bound.
    const stateBytes = await page.evaluate(async () => {
      const text = document.getElementById('page-state')?.textContent ?? '';
      const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
      return (await new Response(stream).arrayBuffer()).byteLength;
    });
    const json = stateBytes + (await Promise.all(reads)).reduce((a, b) => a + b, 0);
    expect(stateBytes).toBeGreaterThan(0);
    expect(json).toBeLessThanOrEqual(30_000);
    // The whole document (markup, inlined styles, data) stays one small download.
    expect(await documentBytes).toBeLessThanOrEqual(45_000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a race opens on its 25 rows with medals; an athlete search finds their race', async ({ page }) => {
    await page.goto('/resultats');
    // An A final of 25: the heats before it hold their whole field and give no medals.
    const race = page.getByTestId('results-group').filter({ hasText: '— Finale A' }).first();
    const raceName = (await race.locator('span').first().textContent()) ?? '';
    const winner = /^Vainqueur : (.+) · /.exec((await race.locator('span').last().textContent()) ?? '')?.[1] ?? '';
    expect(winner).not.toBe('');
    // 'Voir détails': the race line leads to the race's own page.
    await race.click();
    await expect(page).toHaveURL(/\/resultats\/[^/]+$/);
    const ranking = page.getByTestId('race-ranking');
    await expect(ranking.locator('tbody tr')).toHaveCount(25);
    for (const medal of ["médaille d'or", "médaille d'argent", 'médaille de bronze']) await expect(ranking.getByText(medal)).toHaveCount(1);
    await page.goBack();

    await page.getByPlaceholder('Rechercher un athlète ou un club').fill(winner);
    await expect(page.getByTestId('results-matches')).toBeVisible();
    const match = page.getByTestId('results-group').filter({ hasText: raceName });
    await expect(match).toBeVisible();
    await expect(match.locator('tbody tr').filter({ hasText: winner }).first()).toContainText("médaille d'or");
  });

  test('a club search draws a capped number of rows and more on demand', async ({ page }) => {
    await page.goto('/resultats');
    await page.getByPlaceholder('Rechercher un athlète ou un club').fill('Aviron Club');
    const matches = page.getByTestId('results-matches');
    await expect(matches).toBeVisible();
    const found = Number(((await matches.textContent()) ?? '').replace(/\D/g, ''));
    expect(found).toBeGreaterThan(100);
    const rows = page.locator('#results-panel tbody tr');
    await expect(rows).toHaveCount(50);
    await page.getByRole('button', { name: /Afficher plus/ }).click();
    await expect(rows).toHaveCount(100);
  });

  test('without the live push, the Live refresh of an unchanged board is revalidated and answered 304', async ({ page }) => {
    await page.clock.install();
    // Chromium hands the page (and Playwright's response.status()) the cached 200 it revalidated: what
    // the server truly answered is on the wire, read through the DevTools protocol's raw headers.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // The 30-second refresh is the fallback when the push is down (issue 14). Blocked through the
    // DevTools protocol: Playwright's page.route would turn the browser's HTTP cache off.
    await cdp.send('Network.setBlockedURLs', { urls: ['*/api/live*'] });
    const urls = new Map<string, string>();
    const ifNoneMatch = new Map<string, string | undefined>();
    const wireStatus = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    // Raw headers keep the case they were sent with.
    cdp.on('Network.requestWillBeSentExtraInfo', (e) => ifNoneMatch.set(e.requestId, Object.entries(e.headers).find(([name]) => name.toLowerCase() === 'if-none-match')?.[1]));
    cdp.on('Network.responseReceivedExtraInfo', (e) => wireStatus.set(e.requestId, e.statusCode));
    const boardReads = () =>
      [...urls].filter(([, url]) => url.includes('/trpc/results.races')).map(([id, url]) => ({ url, status: wireStatus.get(id), ifNoneMatch: ifNoneMatch.get(id) }));

    await page.goto('/resultats');
    await expect(page.getByTestId('results-group').first()).toBeVisible();
    // The board came with the page; the first Live refresh fetches it (200, with its ETag), the next
    // one revalidates it.
    expect(boardReads()).toEqual([]);
    await page.clock.runFor(31_000);
    await expect.poll(() => boardReads()[0]?.status).toBe(200);
    await page.clock.runFor(31_000);
    await expect.poll(() => boardReads()[1]?.status).toBeDefined();
    // The first refresh may go in one batch with another query gone stale meanwhile (the site's settings):
    // another URL, which the browser cannot revalidate. The next refresh then asks the board alone again.
    let n = 1;
    if (boardReads()[1]?.url !== boardReads()[0]?.url) {
      await page.clock.runFor(31_000);
      n = 2;
    }
    await expect.poll(() => boardReads()[n]?.status).toBe(304);
    const [first, refresh] = [boardReads()[n - 1], boardReads()[n]];
    // The same URL asked again (no cache-busting parameter), with the ETag the browser holds.
    expect(refresh?.url).toBe(first?.url);
    expect(refresh?.ifNoneMatch).toBeTruthy();
    await expect(page.getByTestId('results-age')).toContainText("mis à jour à l'instant");
    await expect(page.getByTestId('results-group')).toHaveCount(120);
  });
});
