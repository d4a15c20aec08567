import { expect, type Page, test } from '@playwright/test';

// Runs against the real-size server only (project real-size, SEED_DEMO=event): 3,000 athletes, 120
// races, read without JavaScript. The server draws a first view of bounded size, never the whole field.
test.use({ javaScriptEnabled: false });

const domSize = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

test('/resultats: the 120 races with their winners in a bounded page, a race ranking one link away', async ({ page }) => {
  const response = await page.goto('/resultats');
  expect(response?.status()).toBe(200);
  const races = page.getByTestId('results-group');
  await expect(races).toHaveCount(120);
  // Each race line is a link to its own page ('Voir détails').
  for (const href of await races.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/resultats\/[^/]+$/);
  await expect(races.first()).toContainText('Vainqueur : ');
  // No ranking is drawn until one is asked for: 120 lines, not 3,000 rows.
  await expect(page.getByTestId('race-ranking')).toHaveCount(0);
  expect(await domSize(page)).toBeLessThanOrEqual(1600);
  expect((await response?.body())?.length ?? 0).toBeLessThanOrEqual(400_000);

  // An A final: 25 finishers and the medals (heats are ranked, never medalled).
  const final = races.filter({ hasText: '— Finale A' }).first();
  const raceName = (await final.locator('span').first().textContent()) ?? '';
  await final.click();
  await expect(page).toHaveURL(/\/resultats\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(raceName);
  const ranking = page.getByTestId('race-ranking');
  await expect(ranking.locator('tbody tr')).toHaveCount(25);
  await expect(ranking.getByText("médaille d'or")).toHaveCount(1);
});

test('/inscrits: the count of 3,000 and the first 50 rows only', async ({ page }) => {
  await page.goto('/inscrits');
  await expect(page.getByTestId('participants-count')).toHaveText('3\u202f000 inscrits');
  await expect(page.getByTestId('participants-table').locator('tbody tr')).toHaveCount(50);
  await expect(page.getByTestId('pager')).toContainText('1–50 sur 3');
  expect(await domSize(page)).toBeLessThanOrEqual(1200);
});
