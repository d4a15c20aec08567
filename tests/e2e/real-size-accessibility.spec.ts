import { expectNoWcagError } from './a11y-engines';
import { expect, test } from './fixtures';
import { publicRoutes, switchToEnglish } from './helpers';

// Issue 28, item 7: on the real-size event (project real-size, SEED_DEMO=event: 3,000 athletes, 120
// races), axe (WCAG 2.1 A/AA) and HTML_CodeSniffer (WCAG2AA, the engine pa11y runs) report no error on
// any public page, in French and in English; a race page and an athlete page too.

async function checkBothLanguages(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoWcagError(page, `${path} (fr)`);
  await switchToEnglish(page);
  await page.waitForLoadState('networkidle');
  await expectNoWcagError(page, `${path} (en)`);
}

for (const route of publicRoutes) {
  test(`${route} at real size: no WCAG error in French and English (axe and HTML_CodeSniffer)`, async ({ page }) => {
    test.setTimeout(180_000);
    await checkBothLanguages(page, route);
  });
}

test('a race page and an athlete page at real size: no WCAG error in French and English', async ({ page, request }) => {
  test.setTimeout(180_000);
  const board = (await (await request.get('/api/results/races')).json()) as { races: { id: string }[] };
  const race = board.races[0];
  if (!race) throw new Error('the real-size event has races');
  await checkBothLanguages(page, `/resultats/${race.id}`);
  const athlete = await page.getByTestId('race-ranking').getByRole('link').first().getAttribute('href');
  if (!athlete) throw new Error('a ranked athlete links to their page');
  await checkBothLanguages(page, athlete);
});
