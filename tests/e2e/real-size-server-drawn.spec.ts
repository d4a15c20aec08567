import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 30 item 2 and issue 29's race page: a heat's start list and ranking (some 50 rows each at the real size)
 * stay the server's HTML when the page hydrates, so the phone's main thread does not rebuild them; their
 * links and follow stars still work.
 */

/** How many elements under `selector` React has attached to (its props are kept on the node). */
const reactOwned = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
    return [...document.querySelectorAll(`${s} *`)].filter(owned).length;
  }, selector);

test('a heat page leaves its start list and ranking (some 50 rows each) as drawn, yet its stars and links work', async ({
  page,
}) => {
  await page.goto('/resultats/school-1');
  const ranking = page.getByTestId('race-ranking');
  const startList = page.getByTestId('start-list');
  await expect(ranking.locator('tbody tr').nth(40)).toBeVisible();
  await expect(startList.locator('tbody tr').nth(40)).toBeVisible();
  expect(await reactOwned(page, 'header'), 'the header is hydrated').toBeGreaterThan(0);
  expect(await reactOwned(page, '[data-testid="race-ranking"] table'), 'no ranking row attached').toBe(0);
  expect(await reactOwned(page, '[data-testid="start-list"]'), 'no start-list row attached').toBe(0);

  // A star in the ranking follows the athlete: pressed, stored, and the same athlete's star in the start list turns too.
  const star = ranking.getByTestId('follow').first();
  const key = await star.getAttribute('data-follow-key');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(startList.locator(`[data-follow-key="${key}"]`)).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('follows:v1'))).toContain(key);
  await page.reload();
  await expect(ranking.locator(`[data-follow-key="${key}"]`)).toHaveAttribute('aria-pressed', 'true');

  // A name leads to the athlete's page through the router: no new document is loaded.
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(req.url());
  });
  const link = ranking.getByTestId('athlete-link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/athletes\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ')[0] ?? '');
  expect(documents).toEqual([]);
});

/*
 * No page loads zod, nor builds a schema, as it opens: at the real size that was one 30–50 ms task at full
 * speed, the largest of a race page's load. A form page fetches its schema once the visitor enters the
 * form, to check what is typed before sending it.
 */
test('pages open without the schema library; a form fetches it when the visitor enters it', async ({ page }) => {
  const zodMarker = '$ZodObject';
  // Bodies are read from the server: a script the browser or the offline worker had kept has none to read.
  const bodies = new Map<string, Promise<string>>();
  const loaded = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') loaded.add(new URL(r.url()).pathname);
  });
  const withZod = async () => {
    const paths: string[] = [];
    for (const path of loaded) {
      if (!bodies.has(path))
        bodies.set(
          path,
          page.request.get(path).then((res) => res.text()),
        );
      if ((await bodies.get(path))?.includes(zodMarker)) paths.push(path);
    }
    loaded.clear();
    return paths;
  };
  await page.goto('/resultats/school-1');
  const athlete = page.getByTestId('start-list').locator('a[href^="/athletes/"]').first();
  const athletePage = (await athlete.getAttribute('href')) ?? '';
  expect(athletePage).toMatch(/^\/athletes\//);
  for (const path of [
    '/',
    '/programme',
    '/resultats',
    '/inscrits',
    '/resultats/school-1',
    athletePage,
    '/mes-suivis',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await withZod(), path).toEqual([]);
  }
  for (const path of ['/contact', '/benevoles', '/presse']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await withZod(), path).toEqual([]);
  }
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('contact-form').getByRole('textbox').first().focus();
  await expect
    .poll(async () => (await withZod()).length, { message: 'the contact form checks its fields' })
    .toBeGreaterThan(0);
});
