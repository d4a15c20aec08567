import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchErrors } from './helpers';
import { drawnText, fetchPage } from './ssr-html';

// Runs against the real-size server only (project real-size, SEED_DEMO=event): the two heaviest public
// pages arrive drawn with their first view's data, and come alive without drawing again.

/** The elements of the server's markup marked with a test id, counted in the HTML as sent. */
const countInHtml = (html: string, testId: string) =>
  (html.split('id="page-state"')[0] ?? '').split(`data-testid="${testId}"`).length - 1;

const apiGet = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const res = await request.get(`/api${path}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
};

test('/resultats comes with its 120 races and their winners, then hydrates cleanly', async ({ page, request }) => {
  const board = await apiGet<{ races: { name: string }[] }>(request, '/results/races');
  expect(board.races).toHaveLength(120);
  const { status, html } = await fetchPage(request, '/resultats');
  expect(status).toBe(200);
  expect(countInHtml(html, 'results-group')).toBe(120);
  const drawn = drawnText(html);
  for (const race of [board.races[0], board.races[59], board.races[119]]) expect(drawn).toContain(race?.name);
  expect(drawn).toMatch(/Vainqueur : [^·]+ · \d+:\d{2}\.\d/);
  // The page's data is what it shows: the closed statistics dialog's medal table is not in it.
  const state = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(state).toContain('"races"');
  expect(state).not.toContain('"medals"');

  const errors = watchErrors(page);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/trpc/')) reads.push(r.url());
  });
  await page.goto('/resultats');
  await expect(page.getByTestId('results-group')).toHaveCount(120);
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  expect(errors).toEqual([]);
  // Alive: a race opens on its ranking.
  await page.getByTestId('results-group').filter({ hasText: '— Finale A' }).first().click();
  await expect(page.getByTestId('race-ranking').locator('tbody tr')).toHaveCount(25);
  expect(errors).toEqual([]);
});

test('/inscrits comes with the count of 3,000 and its first 50 rows, then hydrates cleanly', async ({
  page,
  request,
}) => {
  const { status, html } = await fetchPage(request, '/inscrits');
  expect(status).toBe(200);
  const drawn = drawnText(html);
  // Written as fr-FR writes it, with a narrow no-break space (drawnText folds it into a plain space).
  expect(html).toContain('3\u202f000 inscrits');
  expect(drawn).toContain('3 000 inscrits');
  expect(drawn).toMatch(/1–50 sur 3\s?000/);
  const table = html.slice(html.indexOf('data-testid="participants-table"'));
  expect(table.slice(table.indexOf('<tbody'), table.indexOf('</tbody>')).split('<tr').length - 1).toBe(50);

  const errors = watchErrors(page);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/trpc/')) reads.push(r.url());
  });
  await page.goto('/inscrits');
  const rows = page.getByTestId('participants-table').locator('tbody tr');
  await expect(rows).toHaveCount(50);
  // The rows shown are the rows sent: the first one as drawn by the server.
  const firstRow = (await rows.first().locator('td').nth(1).textContent()) ?? '';
  expect(firstRow).not.toBe('');
  expect(drawn).toContain(firstRow);
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  expect(errors).toEqual([]);
  // Alive: page 2 is read and shown.
  await page.getByTestId('pager').getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByTestId('pager')).toContainText(/51–100 sur 3\s?000/);
  expect(errors).toEqual([]);
});
