import type { Result, ResultStatus, ResultsBoard } from '@app/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { switchToEnglish } from './helpers';
import { openInApp, patchQuery } from './trpc-mock';

// What real results hold (issue 11: DNS, DNF, DSQ and the provisional or official state) and the results
// age (issue 12 item 4). States the seeded data does not reach are shown by patching the server's answer
// in the browser, on a page reached by a link (a page loaded arrives with its data in its HTML); the
// database is left alone.

const RACE = '2000 m Seniors Femmes';

/** The race becomes official with three non-finishers, listed first to show the page puts them last. */
async function raceWithNonFinishers(page: Page) {
  await patchQuery<ResultsBoard>(page, 'results.races', (b) => {
    return {
      ...b,
      races: b.races.map((r) =>
        r.name === RACE
          ? { ...r, count: r.count + 3, resultsState: 'official' }
          : { ...r, resultsState: 'provisional' },
      ),
    };
  });
  await patchQuery<Result[]>(page, 'results.list', (rows) => {
    const first = rows.find((r) => r.event?.name === RACE);
    if (!first) return rows.map((r) => ({ ...r, event: { ...r.event, resultsState: 'provisional' } }));
    const out = (status: ResultStatus, athlete: string): Result => ({
      ...first,
      id: `x-${status}`,
      rank: null,
      time: null,
      status,
      athlete,
    });
    const official = (r: Result) => ({
      ...r,
      event: { ...r.event, resultsState: r.event?.name === RACE ? 'official' : 'provisional' },
    });
    return [out('dns', 'Nina Absente'), out('dsq', 'Dina Sortie'), out('dnf', 'Fanny Arrêt'), ...rows].map(official);
  });
}

test.describe('results: DNS, DNF, DSQ and the results state (issue 11)', () => {
  test('non-finishers come after the finishers with their code, medals only for ranks 1 to 3', async ({ page }) => {
    await raceWithNonFinishers(page);
    await openInApp(page, '/resultats');
    const race = page.getByTestId('results-group').filter({ hasText: RACE });
    await expect(race).toContainText('Résultats officiels');
    await expect(page.getByTestId('results-group').filter({ hasNotText: RACE }).first()).toContainText(
      'Résultats provisoires',
    );
    await expect(race).toContainText('9 résultats');

    await page.getByLabel('Épreuve').selectOption({ label: RACE });
    const rows = page.getByTestId('race-ranking').locator('tbody tr');
    await expect(rows).toHaveCount(9);
    await expect(rows.nth(0)).toContainText("médaille d'or");
    await expect(page.getByTestId('race-ranking').getByText(/médaille d/)).toHaveCount(3);
    // DNF, DNS then DSQ, each with its code shown and its French name for a screen reader or a pointer.
    for (const [i, code, name] of [
      [6, 'DNF', 'Abandon'],
      [7, 'DNS', 'Non partant'],
      [8, 'DSQ', 'Disqualifié'],
    ] as const) {
      const status = rows.nth(i).getByTestId('result-status');
      await expect(status).toHaveText(`${code}${name}`);
      await expect(status).toHaveAttribute('title', name);
      await expect(rows.nth(i).locator('td').last()).toHaveText('');
    }

    await switchToEnglish(page);
    await expect(
      page.getByTestId('results-group').filter({ hasText: '2000 m Senior Women' }).getByTestId('results-state'),
    ).toHaveText('Official results');
    await expect(rows.nth(7).getByTestId('result-status')).toHaveAttribute('title', 'Did not start');
  });

  test('the state shows beside the matches of a search too', async ({ page, request }) => {
    const all = (await (await request.get('/api/results')).json()) as { athlete: string; event: { name: string } }[];
    const athlete = all.find((r) => r.event.name === RACE)?.athlete ?? '';
    await raceWithNonFinishers(page);
    await openInApp(page, '/resultats');
    await page.getByPlaceholder('Rechercher un athlète ou un club').fill(athlete);
    const match = page.getByTestId('results-group').filter({ hasText: RACE });
    await expect(match.getByTestId('results-state')).toHaveText('Résultats officiels');
    await expect(match.getByTestId('result-status')).toContainText(['DNF', 'DNS', 'DSQ']);
  });

  test('the CSV opens in a French Excel and carries the status and the state', async ({ page }) => {
    await raceWithNonFinishers(page);
    await openInApp(page, '/resultats');
    await page.getByLabel('Épreuve').selectOption({ label: RACE });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const text = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Épreuve;Rang;Athlète;Catégorie;Club;Temps;Statut;État des résultats');
    expect(lines).toHaveLength(1 + 9);
    expect(lines[1]).toMatch(new RegExp(`^${RACE};1;[^;]+;[^;]+;[^;]+;\\d+:\\d{2}\\.\\d;Classé;Officiels$`));
    expect(lines.slice(-3).map((l) => l.split(';').slice(5))).toEqual([
      ['', 'DNF', 'Officiels'],
      ['', 'DNS', 'Officiels'],
      ['', 'DSQ', 'Officiels'],
    ]);
  });
});

test.describe('the results age (issue 12 item 4)', () => {
  test('no "mis à jour" while the first read is pending, nor after it failed', async ({ page }) => {
    // Counted from the first read while the live push is down (with it, from the last change it announced).
    await page.route('**/api/live', (route) => route.abort());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/results.races**', async (route) => {
      await held;
      await route.fallback();
    });
    await openInApp(page, '/resultats');
    const age = page.getByTestId('results-age');
    await expect(age).toHaveText('Actualisation toutes les 30 secondes');
    release();
    await expect(age).toHaveText("Actualisation toutes les 30 secondes · mis à jour à l'instant");
  });

  test('after a failed first read the page offers to retry and claims no update', async ({ page }) => {
    await page.route('**/trpc/results.races**', (route) => route.abort('connectionrefused'));
    await openInApp(page, '/resultats');
    await expect(page.getByTestId('query-error')).toBeVisible();
    await expect(page.getByTestId('results-age')).not.toContainText('mis à jour');
    await page.getByRole('tab', { name: 'Archives' }).click();
    await expect(page.getByTestId('results-age')).toHaveText('');
  });
});
