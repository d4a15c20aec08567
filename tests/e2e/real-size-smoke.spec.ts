import { expect, test } from './fixtures';
import { watchErrors } from './helpers';

// Runs against the real-size server only (project real-size, SEED_DEMO=event).

test('the real-size server holds 3,000 entrants and a result per entry, some 4,000', async ({ request }) => {
  const participants = await request.get('/api/participants');
  expect(participants.ok()).toBe(true);
  expect(((await participants.json()) as unknown[]).length).toBe(3000);
  const results = await request.get('/api/results');
  expect(results.ok()).toBe(true);
  expect(((await results.json()) as unknown[]).length).toBeGreaterThan(3800);
});

test('/inscrits loads on the real-size event', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/inscrits');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A club of the seeded start list shows up: the page rendered rows, not only its frame.
  await expect(page.locator('main')).toContainText(/Aviron Club de|SN |CN |Lycée|Collège/);
  expect(errors).toEqual([]);
});
