import { loginAs } from './admin-helpers';
import {
  auth,
  chooseRace,
  createRace,
  importFile,
  publicRanking,
  publicResults,
  removeRace,
} from './admin-results-helpers';
import { expect, test } from './fixtures';

// The provisional or official state of a race's results: kept when a file is imported again, set in the
// ranking editor beside a non-finisher, and said on the public page. Each test creates its own race and
// removes it, so that the demo races other specs read stay as seeded.

test('a file imported again onto an official race keeps it official unless the administrator chooses otherwise', async ({
  page,
}) => {
  const token = await loginAs(page);
  const name = `Officielle ${Date.now().toString(36)}`;
  const id = await createRace(page, token, name);
  try {
    expect(
      (
        await page.request.put(`/api/admin/events/${id}/results/state`, {
          headers: auth(token),
          data: { resultsState: 'official' },
        })
      ).ok(),
    ).toBe(true);
    await chooseRace(page, name, id);
    const panel = await importFile(page, 'results.csv');
    await expect(panel.getByLabel('Publier comme')).toHaveValue('official');
    await expect(panel.getByTestId('import-state-note')).toHaveText(
      'Les résultats de cette épreuve sont officiels : ceux du fichier le resteront, sauf si vous choisissez « Provisoires » ci-dessous.',
    );
    await panel.getByLabel('Publier comme').selectOption('provisional');
    await expect(panel.getByTestId('import-state-note')).toHaveText(
      'Les résultats de cette épreuve, officiels aujourd’hui, redeviendront provisoires.',
    );
    await panel.getByLabel('Publier comme').selectOption('official');
    await panel.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect(panel.getByTestId('import-success')).toHaveText(
      'Résultats publiés (officiels) : 5 résultats dont 1 DNS.',
    );
    expect((await publicResults(page, id)).every((r) => r.event.resultsState === 'official')).toBe(true);
  } finally {
    await removeRace(page, token, id);
  }
});

test('ranking editor: a DNF without rank or time, then the race marked official, said on the public page', async ({
  page,
}) => {
  const token = await loginAs(page);
  const name = `Officiels ${Date.now().toString(36)}`;
  const id = await createRace(page, token, name);
  try {
    await chooseRace(page, name, id);
    const panel = await importFile(page, 'results.csv');
    await panel.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect(panel.getByTestId('import-success')).toBeVisible();

    const editor = page.getByTestId('ranking-editor');
    await expect(editor.getByLabel('Athlète, ligne 4', { exact: true })).toHaveValue('Inès Fournier');
    await editor.getByLabel('Statut, ligne 4', { exact: true }).selectOption('dnf');
    await expect(editor.getByLabel('Rang, ligne 4', { exact: true })).toBeDisabled();
    await expect(editor.getByLabel('Temps, ligne 4', { exact: true })).toHaveValue('');
    await editor.getByRole('button', { name: 'Enregistrer le classement' }).click();
    await expect(editor.getByTestId('ranking-saved')).toHaveText(
      'Classement enregistré : 5 résultats dont 1 DNS, 1 DNF.',
    );
    expect((await publicResults(page, id)).find((r) => r.athlete === 'Inès Fournier')).toMatchObject({
      status: 'dnf',
      rank: null,
      time: null,
    });

    // Only the state changes: the results stay as they are.
    const before = await publicResults(page, id);
    await editor.getByLabel('État des résultats').selectOption('official');
    await editor.getByRole('button', { name: 'Enregistrer le classement' }).click();
    await expect(editor.getByTestId('ranking-saved')).toHaveText('État des résultats enregistré : Officiels.');
    const after = await publicResults(page, id);
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(after.every((r) => r.event.resultsState === 'official')).toBe(true);

    const ranking = await publicRanking(page, name);
    await expect(page.getByTestId('results-group').filter({ hasText: name }).getByTestId('results-state')).toHaveText(
      'Résultats officiels',
    );
    await expect(
      ranking.locator('tbody tr').filter({ hasText: 'Inès Fournier' }).getByTestId('result-status'),
    ).toContainText('DNF');
  } finally {
    await removeRace(page, token, id);
  }
});
