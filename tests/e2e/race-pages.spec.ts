import type { RacePage, Result } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolation, expectNoUntranslatedKey, switchToEnglish, watchErrors } from './helpers';

// Issue 14: a race at its own address, an athlete's races one tap from their name, the medal table.

type Tally = Record<string, [number, number, number]>;

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
};

/** A race with results and a race on each side of it in the programme. */
async function middleRace(request: APIRequestContext): Promise<RacePage> {
  const board = await getJson<{ races: { id: string; count: number }[] }>(request, '/api/results/races');
  for (const { id, count } of board.races) {
    if (count < 4) continue;
    const race = await getJson<RacePage>(request, `/api/results/races/${id}`);
    if (race.previous && race.next) return race;
  }
  throw new Error('the demo set has a race with results between two others');
}

/** Gold, silver and bronze per club, counted from the public results the way a reader would. */
function expectedMedals(results: readonly Result[]): Tally {
  const tally: Tally = {};
  for (const r of results) {
    // Only A finals give medals (issue 29): a heat's podium is ranked, never medalled.
    if (r.event.round !== 'final_a' || r.status !== 'finished' || r.rank === null || r.rank > 3) continue;
    const club = tally[r.club] ?? [0, 0, 0];
    club[r.rank - 1] = (club[r.rank - 1] ?? 0) + 1;
    tally[r.club] = club;
  }
  return tally;
}

/** The medal table as shown: club → gold, silver, bronze, and the totals checked on the way. */
async function shownMedals(page: Page): Promise<Tally> {
  const rows = page.getByTestId('medal-table').locator('tbody tr');
  const tally: Tally = {};
  for (const row of await rows.all()) {
    const club = (await row.locator('th').textContent()) ?? '';
    const [gold, silver, bronze, total] = (await row.locator('td').allTextContents()).map(Number);
    expect(total, club).toBe((gold ?? 0) + (silver ?? 0) + (bronze ?? 0));
    tally[club] = [gold ?? 0, silver ?? 0, bronze ?? 0];
  }
  return tally;
}

test('a race page loads by its address in French, then in English, with its facts, ranking and neighbours', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { race, ranking, previous, next } = await middleRace(request);
  const response = await page.goto(`/resultats/${race.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText(race.name);
  await expect(page).toHaveTitle(`${race.name} | Championnats de France d'Aviron Indoor 2026`);
  await expect(page.getByText(race.championship.name, { exact: true })).toBeVisible();
  const facts = page.getByTestId('race-facts');
  await expect(facts).toContainText(`${race.time} · ${race.category}`);
  await expect(facts).toContainText(/^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche) \d{1,2} \p{L}+ 2026/u);
  await expect(facts.getByTestId('results-state')).toHaveText(
    race.resultsState === 'official' ? 'Résultats officiels' : 'Résultats provisoires',
  );
  const rows = page.getByTestId('race-ranking').locator('tbody tr');
  await expect(rows).toHaveCount(ranking.length);
  await expect(rows.first()).toContainText("médaille d'or");
  await expect(rows.first()).toContainText(ranking[0]?.athlete ?? '');
  await expect(page.getByRole('link', { name: `Épreuve précédente ${previous?.name}` })).toHaveAttribute(
    'href',
    `/resultats/${previous?.id}`,
  );
  await expect(page.getByTestId('race-next')).toContainText(next?.name ?? '');
  await expect(page.getByRole('link', { name: 'Tous les résultats' })).toHaveAttribute('href', '/resultats');
  await expectNoSeriousA11yViolation(page);

  await switchToEnglish(page);
  await expect(page.locator('main h1')).toHaveText(race.nameEn);
  await expect(page.getByText(race.championship.nameEn, { exact: true })).toBeVisible();
  await expect(facts.getByTestId('results-state')).toHaveText(
    race.resultsState === 'official' ? 'Official results' : 'Provisional results',
  );
  await expect(facts).toContainText(
    /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ 2026/,
  );
  await expect(page.getByRole('columnheader', { name: 'Athlete' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Next event ${next?.nameEn}` })).toHaveAttribute(
    'href',
    `/resultats/${next?.id}`,
  );
  await expect(page.getByRole('link', { name: 'All results' })).toBeVisible();
  await expectNoUntranslatedKey(page);
  await expectNoSeriousA11yViolation(page);
  expect(errors).toEqual([]);
});

test('the previous and next links walk the programme', async ({ page, request }) => {
  const { race, previous, next } = await middleRace(request);
  await page.goto(`/resultats/${race.id}`);
  await page.getByTestId('race-next').click();
  await expect(page).toHaveURL(`/resultats/${next?.id}`);
  await expect(page.locator('main h1')).toHaveText(next?.name ?? '');
  await page.getByTestId('race-previous').click();
  await expect(page).toHaveURL(`/resultats/${race.id}`);
  await page.getByTestId('race-previous').click();
  await expect(page).toHaveURL(`/resultats/${previous?.id}`);
  await expect(page.locator('main h1')).toHaveText(previous?.name ?? '');
});

test("'Voir détails' on /resultats leads to the race page, and back", async ({ page, request }) => {
  const board = await getJson<{ races: { id: string; name: string }[] }>(request, '/api/results/races');
  const race = board.races[0];
  await page.goto('/resultats');
  const line = page.getByTestId('results-group').filter({ has: page.getByText(race?.name ?? '', { exact: true }) });
  await line.getByText('Voir détails').click();
  await expect(page).toHaveURL(`/resultats/${race?.id}`);
  await expect(page.locator('main h1')).toHaveText(race?.name ?? '');
  await page.getByRole('link', { name: 'Tous les résultats' }).click();
  await expect(page).toHaveURL('/resultats');
  await expect(page.getByTestId('results-group').first()).toBeVisible();
});

test('an unknown race is the site’s missing page, with a 404', async ({ page }) => {
  const response = await page.goto('/resultats/course-qui-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('Page introuvable');
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
});

test('an athlete’s page from their name in the results, then from /inscrits', async ({ page, request }) => {
  const errors = watchErrors(page);
  const { race, ranking } = await middleRace(request);
  const winner = ranking[0];
  await page.goto(`/resultats/${race.id}`);
  await page.getByTestId('race-ranking').getByRole('link', { name: winner?.athlete }).click();
  await expect(page).toHaveURL(/\/athletes\/[^/]+$/);
  await expect(page.locator('main h1')).toHaveText(winner?.athlete ?? '');
  await expect(page.getByTestId('athlete-facts')).toContainText(winner?.club ?? '');
  const results = page.getByTestId('athlete-results');
  await expect(results.locator('tbody tr').filter({ hasText: race.name })).toContainText("médaille d'or");
  await expectNoSeriousA11yViolation(page);
  await switchToEnglish(page);
  await expect(page.getByRole('heading', { name: 'Events and results' })).toBeVisible();
  const row = results.locator('tbody tr').filter({ hasText: race.nameEn });
  await expect(row).toContainText('gold medal');
  await row.getByRole('link', { name: race.nameEn }).click();
  await expect(page).toHaveURL(`/resultats/${race.id}`);

  // A registered athlete: name, club, category and bib, from the participants list.
  await page.goto('/inscrits');
  const first = page.getByTestId('participants-table').locator('tbody tr').first();
  const cells = await first.locator('td').allTextContents();
  const [bib, name, club, category] = cells.map((c) => c.trim());
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/athletes\/p-/);
  const facts = page.getByTestId('athlete-facts');
  await expect(facts).toContainText(club ?? '');
  await expect(facts).toContainText(category ?? '');
  await expect(facts).toContainText(`Dossard${bib}`);
  const [lastName] = (name ?? '').split(' ');
  await expect(page.locator('main h1')).toContainText(lastName ?? '');
  expect(errors).toEqual([]);
});

test('the medal table matches the results, for all championships and for one, and sorts by silver', async ({
  page,
  request,
}) => {
  const all = await getJson<Result[]>(request, '/api/results');
  await page.goto('/resultats');
  await page.getByRole('button', { name: 'Statistiques' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('results-stats')).toContainText('Clubs');
  await expect(dialog.getByTestId('medal-table')).toBeVisible();
  expect(await shownMedals(page)).toEqual(expectedMedals(all));

  // Finishers per race: one line per race with results.
  const raceIds = new Set(all.map((r) => r.event.id));
  await expect(dialog.getByTestId('race-turnouts').locator('tbody tr')).toHaveCount(raceIds.size);

  const championship = all[0]?.event.championship;
  await dialog.getByLabel('Championnat').selectOption({ label: championship?.name ?? '' });
  const inChampionship = all.filter((r) => r.event.championship.id === championship?.id);
  await expect(dialog.getByTestId('race-turnouts').locator('tbody tr')).toHaveCount(
    new Set(inChampionship.map((r) => r.event.id)).size,
  );
  expect(await shownMedals(page)).toEqual(expectedMedals(inChampionship));

  await dialog.getByLabel('Championnat').selectOption('all');
  await expect(dialog.getByTestId('race-turnouts').locator('tbody tr')).toHaveCount(raceIds.size);
  const silver = dialog.getByRole('columnheader', { name: 'Argent' });
  await expect(silver).toHaveAttribute('aria-sort', 'none');
  await expect(dialog.getByRole('columnheader', { name: 'Or' })).toHaveAttribute('aria-sort', 'descending');
  await silver.getByRole('button').click();
  await expect(silver).toHaveAttribute('aria-sort', 'descending');
  const silvers = (await dialog.getByTestId('medal-table').locator('tbody tr td:nth-of-type(2)').allTextContents()).map(
    Number,
  );
  expect(silvers).toEqual([...silvers].sort((a, b) => b - a));
  await silver.getByRole('button').click();
  await expect(silver).toHaveAttribute('aria-sort', 'ascending');
  await expectNoSeriousA11yViolation(page);
});
