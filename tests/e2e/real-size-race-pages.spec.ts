import type { Result, ResultsBoard } from '@app/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchErrors } from './helpers';

// Runs against the real-size server only (project real-size, SEED_DEMO=event): 3,000 athletes, 120
// races (heats of some 50, A and B finals of 25). Results carry the entrant's participant id there.

const domSize = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

test('a registered athlete found among 3,000 leads to their results in every race of theirs', async ({ page, request }) => {
  const errors = watchErrors(page);
  const board = (await (await request.get('/api/results/races')).json()) as ResultsBoard;
  // An A final's winner: heats are ranked, never medalled.
  const race = board.races.find((r) => r.name.endsWith('— Finale A'));
  const winner = race?.podium.find((r) => r.rank === 1);
  if (!race || !winner) throw new Error('the real-size event has results');
  const found = (await (await request.get(`/api/results?search=${encodeURIComponent(winner.athlete)}`)).json()) as Result[];
  const theirs = found.filter((r) => r.athlete === winner.athlete && r.club === winner.club);
  expect(theirs.length).toBeGreaterThan(0);

  await page.goto('/inscrits');
  // The list writes 'Last First': searched by the last name, told apart by first name and club.
  const [firstName, ...lastName] = winner.athlete.split(' ');
  await page.getByPlaceholder(/Rechercher/).fill(lastName.join(' '));
  const row = page.getByTestId('participants-table').locator('tbody tr').filter({ hasText: winner.club }).filter({ hasText: firstName ?? '' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/athletes\/p-/);
  await expect(page.getByTestId('athlete-facts')).toContainText(winner.club);
  const results = page.getByTestId('athlete-results').locator('tbody tr');
  await expect(results).toHaveCount(theirs.length);
  await expect(results.filter({ hasText: race.name })).toContainText("médaille d'or");
  for (const r of theirs) await expect(page.getByTestId('athlete-results').getByRole('link', { name: r.event.name })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a race page draws its 25 rows with three medals, a small page', async ({ page, request }) => {
  const board = (await (await request.get('/api/results/races')).json()) as ResultsBoard;
  const race = board.races.find((r) => r.count === 25 && r.name.endsWith('— Finale A'));
  if (!race) throw new Error('the real-size event has races of 25');
  const response = await page.goto(`/resultats/${race.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText(race.name);
  const ranking = page.getByTestId('race-ranking');
  await expect(ranking.locator('tbody tr')).toHaveCount(25);
  for (const medal of ["médaille d'or", "médaille d'argent", 'médaille de bronze']) await expect(ranking.getByText(medal)).toHaveCount(1);
  // Every name leads to the athlete's page.
  await expect(ranking.getByRole('link')).toHaveCount(25);
  expect(await domSize(page)).toBeLessThanOrEqual(900);
  // The page's stylesheet, inlined in its head, is some 64 KB of it.
  expect((await response?.body())?.length ?? 0).toBeLessThanOrEqual(150_000);
});
