import { loginAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { switchToEnglish } from './helpers';
import { patchQuery } from './trpc-mock';

// Issue 28, items 4 and 5: the browser's searches use the contract's normalisation, and a search that
// finds nothing says so, on the public lists and in the back-office, under the counters and filters.

test('/inscrits: words in any order, hyphens as spaces; no match says so in French and English', async ({ page }) => {
  await page.goto('/inscrits');
  const search = page.getByPlaceholder(/Rechercher/);
  const rows = page.getByTestId('participants-table').locator('tbody tr');
  await search.fill('janson sailly lycee');
  await expect.poll(async () => (await rows.allInnerTexts()).length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await rows.allInnerTexts()).every((t) => t.includes('Lycée Janson-de-Sailly')))
    .toBe(true);

  await search.fill('zzzz qqqq');
  await expect(page.getByTestId('empty-state')).toHaveText('Aucun inscrit ne correspond à votre recherche');
  await expect(page.getByTestId('participants-table')).toHaveCount(0);
  await expect(page.getByTestId('participants-count')).toHaveText('0 inscrit');
  await switchToEnglish(page);
  await expect(page.getByTestId('empty-state')).toHaveText('No participant matches your search');
});

test('/resultats: a search that finds nothing says so', async ({ page }) => {
  await page.goto('/resultats');
  await page.getByPlaceholder(/Rechercher/).fill('zzzz qqqq');
  await expect(page.getByTestId('empty-state')).toHaveText('Aucun résultat ne correspond à votre recherche');
  await switchToEnglish(page);
  await expect(page.getByTestId('empty-state')).toHaveText('No result matches your search');
});

test('/reglement: accents are ignored, « ergometre » finds « ergomètre »', async ({ page }) => {
  await page.goto('/reglement');
  await page.getByRole('searchbox').fill('ergometre');
  await expect(page.getByTestId('rule-card').first()).toContainText('ergomètres');
  await expect(page.getByTestId('rules-count')).not.toHaveText('0 règle trouvée');
});

test('back-office: a search without match says so under the filters', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/participants');
  await page.getByRole('searchbox').fill('zzzz qqqq');
  const noMatch = page.getByTestId('admin-no-match');
  await expect(noMatch).toBeVisible();
  const filterBottom = await page.getByRole('searchbox').evaluate((el) => el.getBoundingClientRect().bottom);
  expect(await noMatch.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(filterBottom);
});

test('back-office: an empty list says so under its counters and filters, not above them', async ({ page }) => {
  await patchQuery<{ items: unknown[]; total: number; counts: Record<string, number>; roles: string[] }>(
    page,
    'volunteers.adminPage',
    (data) => ({
      ...data,
      items: [],
      total: 0,
      counts: { PENDING: 0, APPROVED: 0, REJECTED: 0, total: 0 },
      roles: [],
    }),
  );
  await loginAs(page);
  await page.goto('/admin/volunteers');
  const empty = page.getByTestId('admin-empty');
  await expect(empty).toHaveText('Aucun élément');
  const searchBottom = await page.getByRole('searchbox').evaluate((el) => el.getBoundingClientRect().bottom);
  expect(await empty.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(searchBottom);
});

test('back-office: the partners screen with no partner says so instead of four empty headings', async ({ page }) => {
  await patchQuery(page, 'partners.adminList', () => []);
  await loginAs(page);
  await page.goto('/admin/partners');
  await expect(page.getByTestId('admin-empty')).toHaveText(
    'Aucun partenaire pour l’instant : ajoutez le premier avec le bouton +.',
  );
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
});
