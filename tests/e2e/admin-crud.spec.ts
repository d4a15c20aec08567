import { acceptDialogs, apiList, form, item, loginAs, save } from './admin-helpers';
import { expect, test } from './fixtures';

const stamp = () => Date.now().toString(36);
const box = (page: import('@playwright/test').Page, name: string) =>
  form(page).getByRole('textbox', { name, exact: true });

test.beforeEach(async ({ page }) => acceptDialogs(page));

test('championships: create, edit, delete', async ({ page }) => {
  const token = await loginAs(page);
  const id = `coupe-${stamp()}`;
  await page.goto('/admin/championships');
  await page.getByTestId('admin-add').click();
  await box(page, 'ID').fill(id);
  await box(page, 'Dates').fill('30 janvier 2026');
  await box(page, 'Nom (FR)').fill('Coupe e2e');
  await box(page, 'Nom (EN)').fill('E2E cup');
  await box(page, 'Description (FR)').fill('Description');
  await box(page, 'Description (EN)').fill('Description');
  await box(page, 'Catégories (une par ligne)').fill('A\n\nB\nC\nD');
  await save(page);
  await expect(item(page, 'Coupe e2e')).toContainText('+1');
  expect(
    (await apiList<{ id: string; categories: string[] }>(page, token, '/admin/championships')).find((c) => c.id === id)
      ?.categories,
  ).toEqual(['A', 'B', 'C', 'D']);
  await item(page, 'Coupe e2e')
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await expect(box(page, 'ID')).toBeDisabled();
  await box(page, 'Nom (FR)').fill('Coupe e2e modifiée');
  await save(page);
  expect(
    (await apiList<{ id: string; name: string }>(page, token, '/admin/championships')).find((c) => c.id === id)?.name,
  ).toBe('Coupe e2e modifiée');
  await item(page, 'Coupe e2e modifiée')
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(item(page, 'Coupe e2e modifiée')).toHaveCount(0);
  expect((await apiList<{ id: string }>(page, token, '/admin/championships')).some((c) => c.id === id)).toBe(false);
});

test('championships: a duplicate id shows the server message and keeps the modal open', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/championships');
  await page.getByTestId('admin-add').click();
  for (const [name, value] of [
    ['ID', 'elite'],
    ['Dates', 'x'],
    ['Nom (FR)', 'x'],
    ['Nom (EN)', 'x'],
    ['Description (FR)', 'x'],
    ['Description (EN)', 'x'],
  ])
    await box(page, name as string).fill(value as string);
  await form(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form(page).getByRole('alert')).toContainText('existe déjà');
  await form(page).getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('event types: create, edit (ID disabled), delete', async ({ page }) => {
  const token = await loginAs(page);
  const id = `sprint-${stamp()}`;
  await page.goto('/admin/event-types');
  await page.getByTestId('admin-add').click();
  await expect(page.getByRole('heading', { name: "Nouveau type d'épreuve" })).toBeVisible();
  await box(page, 'ID').fill(id);
  await box(page, 'Nom (FR)').fill('Sprint 250 m');
  await box(page, 'Nom (EN)').fill('250 m sprint');
  await box(page, 'Description (FR)').fill('Très court');
  await box(page, 'Description (EN)').fill('Very short');
  await form(page).getByLabel('Couleur').selectOption('green-teal');
  await save(page);
  await expect(item(page, 'Sprint 250 m')).toContainText('Actif');
  await item(page, 'Sprint 250 m')
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await expect(page.getByRole('heading', { name: "Modifier le type d'épreuve" })).toBeVisible();
  await expect(box(page, 'ID')).toBeDisabled();
  await form(page).getByLabel('Type actif').uncheck();
  await save(page);
  await expect(item(page, 'Sprint 250 m')).toContainText('Inactif');
  expect(
    (await apiList<{ id: string; active: boolean; color: string }>(page, token, '/admin/event-types')).find(
      (e) => e.id === id,
    ),
  ).toMatchObject({ active: false, color: 'green-teal' });
  await item(page, 'Sprint 250 m')
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(item(page, 'Sprint 250 m')).toHaveCount(0);
  expect((await apiList<{ id: string }>(page, token, '/admin/event-types')).some((e) => e.id === id)).toBe(false);
});

test('programme: a new event gets championship id + timestamp; edit; delete', async ({ page }) => {
  const token = await loginAs(page);
  await page.goto('/admin/program');
  await page.getByTestId('admin-add').click();
  await form(page).getByLabel('Championnat').selectOption('elite');
  await box(page, 'Nom (FR)').fill('Épreuve e2e');
  await box(page, 'Nom (EN)').fill('E2E event');
  await box(page, 'Catégorie').fill('SH');
  await save(page);
  const created = (await apiList<{ id: string; name: string }>(page, token, '/admin/events')).find(
    (e) => e.name === 'Épreuve e2e',
  );
  expect(created?.id).toMatch(/^elite-\d{13}$/);
  await item(page, 'Épreuve e2e')
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await box(page, 'Catégorie').fill('SF');
  await save(page);
  await expect(item(page, 'Épreuve e2e')).toContainText('SF');
  await item(page, 'Épreuve e2e')
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(item(page, 'Épreuve e2e')).toHaveCount(0);
  expect((await apiList<{ name: string }>(page, token, '/admin/events')).some((e) => e.name === 'Épreuve e2e')).toBe(
    false,
  );
});

test('pricing: create with a price in cents, edit, delete', async ({ page }) => {
  const token = await loginAs(page);
  const name = `Tarif ${stamp()}`;
  await page.goto('/admin/pricing');
  await page.getByTestId('admin-add').click();
  await form(page).getByLabel('Championnat').selectOption('youth');
  await box(page, 'Nom').fill(name);
  await form(page).getByRole('spinbutton', { name: 'Prix (€)' }).fill('17.5');
  await form(page).getByLabel('Date de début').fill('2025-10-06');
  await form(page).getByLabel('Date de fin').fill('2025-11-30');
  await save(page);
  expect(
    (await apiList<{ name: string; price: number }>(page, token, '/admin/pricing')).find((p) => p.name === name)?.price,
  ).toBe(17.5);
  await expect(item(page, name)).toContainText('Expiré');
  await item(page, name)
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await form(page).getByRole('spinbutton', { name: 'Prix (€)' }).fill('19');
  await save(page);
  expect(
    (await apiList<{ name: string; price: number }>(page, token, '/admin/pricing')).find((p) => p.name === name)?.price,
  ).toBe(19);
  await item(page, name)
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(item(page, name)).toHaveCount(0);
  expect((await apiList<{ name: string }>(page, token, '/admin/pricing')).some((p) => p.name === name)).toBe(false);
});

test('practical info: invalid JSON refused, valid JSON stored, edit, delete', async ({ page }) => {
  const token = await loginAs(page);
  const title = `Navette ${stamp()}`;
  await page.goto('/admin/practical');
  await page.getByTestId('admin-add').click();
  await form(page).getByLabel('Section').selectOption('transport');
  await box(page, 'Titre (FR)').fill(title);
  await box(page, 'Contenu (JSON)').fill('{ pas du json');
  await form(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Format JSON invalide dans le contenu');
  await box(page, 'Contenu (JSON)').fill('{"horaires": ["8h", "9h"]}');
  await save(page);
  expect(
    (await apiList<{ title: string; content: unknown }>(page, token, '/admin/practical-info')).find(
      (p) => p.title === title,
    )?.content,
  ).toEqual({ horaires: ['8h', '9h'] });
  await item(page, title)
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await box(page, 'Titre (EN)').fill('Shuttle');
  await save(page);
  await item(page, title)
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(item(page, title)).toHaveCount(0);
  expect((await apiList<{ title: string }>(page, token, '/admin/practical-info')).some((p) => p.title === title)).toBe(
    false,
  );
});

test("results: a race's ranking as one table: add a row, save, correct it, remove it", async ({ page }) => {
  const token = await loginAs(page);
  const athlete = `Athlète ${stamp()}`;
  const ofRace = async () =>
    (
      await apiList<{ athlete: string; eventId: string; rank: number; time: string }>(page, token, '/admin/results')
    ).filter((r) => r.eventId === 'youth-1');
  expect(await ofRace()).toEqual([]);
  await page.goto('/admin/results');
  await expect(page.getByTestId('ranking-prompt')).toBeVisible();
  await page.getByLabel(/^Épreuve/).selectOption('youth-1');
  const editor = page.getByTestId('ranking-editor');
  const save = editor.getByRole('button', { name: 'Enregistrer le classement' });
  await expect(save).toBeDisabled();
  await editor.getByRole('button', { name: 'Ajouter une ligne' }).click();
  const cell = (column: string) => editor.getByLabel(`${column}, ligne 1`, { exact: true });
  await expect(cell('Athlète')).toBeFocused();
  await expect(cell('Rang')).toHaveValue('1');
  await cell('Athlète').fill(athlete);
  await cell('Catégorie').fill('J16F');
  await cell('Club').fill('SN Lyon');
  await cell('Temps').fill('6:59.9');
  await cell('Rang').fill('7');
  await save.click();
  await expect(editor.getByTestId('ranking-saved')).toHaveText('Classement enregistré : 1 résultat.');
  expect(await ofRace()).toMatchObject([{ athlete, rank: 7, time: '6:59.9' }]);
  await cell('Temps').fill('6:58.0');
  await editor.getByRole('button', { name: 'Renuméroter 1, 2, 3…' }).click();
  await save.click();
  await expect(editor.getByTestId('ranking-saved')).toBeVisible();
  expect(await ofRace()).toMatchObject([{ athlete, rank: 1, time: '6:58.0' }]);
  await editor.getByRole('button', { name: `Retirer ${athlete}` }).click();
  await expect(editor.getByTestId('ranking-row')).toHaveCount(0);
  await save.click();
  await expect(editor.getByTestId('ranking-saved')).toHaveText('Classement enregistré : 0 résultat.');
  expect(await ofRace()).toEqual([]);
});

test('results: a block pasted from a spreadsheet fills the rows and columns it covers', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/results');
  await page.getByLabel(/^Épreuve/).selectOption('youth-1');
  const editor = page.getByTestId('ranking-editor');
  await editor.getByRole('button', { name: 'Ajouter une ligne' }).click();
  await editor.getByLabel('Rang, ligne 1', { exact: true }).evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', '1\tLéa Martin\tJ16F\tSN Lyon\t7:01.2\n2\tJade Petit\tJ16F\tCN Toulouse\t7:05.0\n');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor.getByTestId('ranking-row')).toHaveCount(2);
  await expect(editor.getByLabel('Athlète, ligne 2', { exact: true })).toHaveValue('Jade Petit');
  await expect(editor.getByLabel('Temps, ligne 2', { exact: true })).toHaveValue('7:05.0');
  await expect(editor.getByLabel('Club, ligne 1', { exact: true })).toHaveValue('SN Lyon');
});
