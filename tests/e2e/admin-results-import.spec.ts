import { acceptDialogs, loginAs } from './admin-helpers';
import {
  chooseRace,
  createRace,
  importFile,
  publicRanking,
  publicResults,
  removeRace,
  sample,
} from './admin-results-helpers';
import { expect, test } from './fixtures';

// A race's results from the race computer's file, through the back-office, to the public page.
// Each test creates its own race and removes it, so that the demo races other specs read stay as seeded.

const formats = [
  {
    file: 'ergrace-results.json',
    label: 'ErgRace (JSON)',
    normalised: 'Benoît Garnier',
    warning: 'Couloir 4 vide ignoré',
    count: 7,
    winner: { athlete: 'Théo Moreau', time: '6:05.3' },
    // A lane with a name and no time: the administrator says it was a non-start.
    noTime: { athlete: 'Loïc Chevalier', choose: 'dns', short: 'DNS' },
    saved: 'Résultats publiés (provisoires) : 7 résultats dont 1 DNS.',
  },
  {
    file: 'vra-Results.txt',
    label: 'Venue Racing Application (Results.txt)',
    normalised: 'Poirier É.',
    warning: 'Club absent du fichier',
    count: 5,
    winner: { athlete: 'Mercier A.', time: '6:27.4' },
    noTime: null,
    saved: 'Résultats publiés (provisoires) : 5 résultats.',
  },
  {
    file: 'results.csv',
    label: 'CSV',
    normalised: 'Élodie Lefèvre',
    warning: '« Élodie LEFÈVRE » lu « Élodie Lefèvre »',
    count: 5,
    winner: { athlete: 'Élodie Lefèvre', time: '6:58.4' },
    // The file says DNS; the administrator corrects it to a non-finish.
    noTime: { athlete: 'Léa Marchand', choose: 'dnf', short: 'DNF' },
    saved: 'Résultats publiés (provisoires) : 5 résultats dont 1 DNF.',
  },
] as const;

for (const f of formats) {
  test(`import ${f.file}: preview, publish, public page, and the same file again changes nothing`, async ({ page }) => {
    const token = await loginAs(page);
    const name = `Import ${f.label} ${Date.now().toString(36)}`;
    const id = await createRace(page, token, name);
    try {
      await chooseRace(page, name, id);
      const panel = await importFile(page, f.file);
      const preview = panel.getByTestId('import-preview');
      await expect(preview.getByTestId('import-format')).toHaveText(f.label);
      await expect(preview.getByTestId('preview-row')).toHaveCount(f.count);
      await expect(preview.getByTestId('preview-row').filter({ hasText: f.normalised })).toHaveCount(1);
      await expect(preview.getByTestId('import-warnings')).toContainText(f.warning);
      const first = preview.getByTestId('preview-row').first();
      await expect(first).toContainText(f.winner.athlete);
      await expect(first).toContainText(f.winner.time);
      // Nothing is stored by the preview.
      expect(await publicResults(page, id)).toHaveLength(0);
      if (f.noTime)
        await preview.getByLabel(`Statut de ${f.noTime.athlete} (sans temps)`).selectOption(f.noTime.choose);

      await panel.getByRole('button', { name: 'Publier', exact: true }).click();
      await expect(panel.getByTestId('import-success')).toHaveText(f.saved);
      await expect(page.getByTestId('ranking-editor').getByTestId('ranking-row')).toHaveCount(f.count);
      const stored = await publicResults(page, id);
      expect(stored).toHaveLength(f.count);
      expect(stored.find((r) => r.athlete === f.winner.athlete)).toMatchObject({
        rank: 1,
        time: f.winner.time,
        status: 'finished',
      });
      if (f.noTime)
        expect(stored.find((r) => r.athlete === f.noTime.athlete)).toMatchObject({
          status: f.noTime.choose,
          rank: null,
          time: null,
        });

      // The public page: the winner with their time, the non-finisher with their code, provisional.
      const ranking = await publicRanking(page, name);
      await expect(ranking.locator('tbody tr').filter({ hasText: f.winner.athlete })).toContainText(f.winner.time);
      if (f.noTime)
        await expect(
          ranking.locator('tbody tr').filter({ hasText: f.noTime.athlete }).getByTestId('result-status'),
        ).toContainText(f.noTime.short);
      await expect(page.getByTestId('results-group').filter({ hasText: name }).getByTestId('results-state')).toHaveText(
        'Résultats provisoires',
      );

      // The corrected file sent again replaces the race's results: never a second copy.
      await chooseRace(page, name, id);
      const again = await importFile(page, f.file);
      await expect(again.getByTestId('import-count')).toContainText(`remplacent les ${f.count} résultats actuels`);
      await again.getByRole('button', { name: 'Publier', exact: true }).click();
      await expect(again.getByTestId('import-success')).toBeVisible();
      expect(await publicResults(page, id)).toHaveLength(f.count);
    } finally {
      await removeRace(page, token, id);
    }
  });
}

// Issue 27: the demo's Élite entrants hold bibs 100 to 110; the file gives 102 and 105 to other people.
test('a bib held by someone else links nothing: the preview shows whom each row is credited to and warns of each clash', async ({
  page,
}) => {
  const token = await loginAs(page);
  const name = `Dossards ${Date.now().toString(36)}`;
  const id = await createRace(page, token, name);
  try {
    await chooseRace(page, name, id);
    const panel = await importFile(page, 'vra-bibs-Results.txt');
    const preview = panel.getByTestId('import-preview');
    const row = (athlete: string) =>
      preview.getByTestId('preview-row').filter({ hasText: athlete }).getByTestId('preview-entrant');
    await expect(row('Hartnett G.')).toHaveText('Non rattaché (nom et club du fichier)');
    await expect(row('Schott W.')).toHaveText('Non rattaché (nom et club du fichier)');
    await expect(row('Roche P.')).toHaveText('Non rattaché (nom et club du fichier)');
    await expect(row('Garcia J.')).toHaveText('Jules Garcia (dossard 100)');
    const warnings = preview.getByTestId('import-warnings');
    await expect(warnings).toContainText(
      'Ligne 5 : le dossard 102 est celui de Louise Muller (Masters A), pas de « Hartnett G. » : résultat non rattaché',
    );
    await expect(warnings).toContainText(
      'Ligne 7 : le dossard 105 est celui d’Anna Lefèvre (Seniors Femmes), pas de « Schott W. » : résultat non rattaché',
    );
    await page.screenshot({ path: 'test-results/admin-results-import-bibs.png', fullPage: true });

    await panel.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect(panel.getByTestId('import-success')).toBeVisible();
    const stored = await publicResults(page, id);
    expect(stored.map((r) => [r.athlete, r.participantId])).toEqual([
      ['Hartnett G.', null],
      ['Garcia J.', 'demo-participant-1'],
      ['Schott W.', null],
      ['Roche P.', null],
    ]);
    // Louise Muller's athlete page is not credited with Hartnett G.'s time.
    const muller = (await (await page.request.get('/api/athletes/p-demo-participant-3')).json()) as {
      results: { eventId: string }[];
    };
    expect(muller.results.filter((r) => r.eventId === id)).toEqual([]);
  } finally {
    await removeRace(page, token, id);
  }
});

test('a broken file shows the line at fault and changes nothing', async ({ page }) => {
  const token = await loginAs(page);
  const name = `Import cassé ${Date.now().toString(36)}`;
  const id = await createRace(page, token, name);
  try {
    await chooseRace(page, name, id);
    const panel = await importFile(page, 'ergrace-results.json');
    await panel.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect(panel.getByTestId('import-success')).toBeVisible();
    const before = await publicResults(page, id);
    expect(before).toHaveLength(7);

    await panel.getByTestId('results-file-input').setInputFiles(sample('broken-ergrace.json'));
    await expect(panel.getByTestId('import-error')).toContainText(/ligne 156/i);
    await expect(panel.getByTestId('import-preview')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Publier', exact: true })).toHaveCount(0);
    expect(await publicResults(page, id)).toEqual(before);

    // A file of another kind is refused before it is sent.
    await panel
      .getByTestId('results-file-input')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(panel.getByTestId('import-error')).toContainText('.json (ErgRace), .txt (Venue Racing) ou .csv');
  } finally {
    await removeRace(page, token, id);
  }
});

test('on a 390 px phone: the import preview and the ranking do not scroll the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  acceptDialogs(page);
  const token = await loginAs(page);
  const name = `Import mobile ${Date.now().toString(36)}`;
  const id = await createRace(page, token, name);
  try {
    await chooseRace(page, name, id);
    const panel = await importFile(page, 'ergrace-results.json');
    await expect(panel.getByTestId('import-preview')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the results screen overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    const publish = panel.getByRole('button', { name: 'Publier', exact: true });
    await publish.scrollIntoViewIfNeeded();
    const box = await publish.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, 'Publier fits the width').toBe(true);
    await page.screenshot({ path: 'test-results/admin-results-import-390.png', fullPage: true });
  } finally {
    await removeRace(page, token, id);
  }
});
