import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { FIRST_BIB, makeParticipantsCsv } from '../../packages/race-files/test-files/make-participants-csv';
import { acceptDialogs, form, loginAs } from './admin-helpers';
import { adminToken } from './api';
import { expect, test } from './fixtures';

// One entries spreadsheet of the event's size, from the file to the public list, then imported again.
const ROWS = 3000;
const bigCsv = Buffer.from(makeParticipantsCsv(ROWS, { bom: true }), 'utf8');
const bigFile = { name: 'inscriptions.csv', mimeType: 'text/csv', buffer: bigCsv };
const csvFile = (name: string, text: string, encoding: BufferEncoding = 'utf8') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, encoding),
});

test.describe.configure({ mode: 'serial' });

// The demo server is shared with the later specs, which count participants: leave it as it was found.
test.afterAll(async ({ request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const all = (await (await request.get('/api/admin/participants', { headers })).json()) as {
    id: string;
    email: string;
  }[];
  const imported = all.filter((p) => p.email.endsWith('@inscriptions.example'));
  for (let i = 0; i < imported.length; i += 50) {
    await Promise.all(
      imported.slice(i, i + 50).map((p) => request.delete(`/api/admin/participants/${p.id}`, { headers })),
    );
  }
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Importer des participants' });
const count = (panel: Locator, key: 'create' | 'update' | 'unchanged' | 'refused') =>
  panel.getByTestId(`participants-import-count-${key}`).locator('span').first();
/** '3 000' as fr-FR writes it (a narrow no-break space). */
const fr = (n: number) => new RegExp(`^${new Intl.NumberFormat('fr-FR').format(n).replace(/\s/g, '\\s')}$`);
/** The same number inside a text, exactly as the screens write it (issue 28: one number writer). */
const frText = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

async function openImport(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/admin/participants');
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await dialog(page).getByTestId('participants-import-file').setInputFiles(file);
  await expect(dialog(page).getByTestId('participants-import-preview-panel')).toBeVisible({ timeout: 30_000 });
  await expect(dialog(page).getByTestId('participants-import-busy')).toHaveCount(0, { timeout: 30_000 });
  return dialog(page);
}

async function adminTotal(
  request: APIRequestContext,
  token: string,
  query = '',
  path = '/admin/participants',
): Promise<number> {
  const res = await request.get(`/api${path}${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as unknown[]).length;
}

async function restImport(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  dryRun: boolean,
) {
  return request.post(`/api/admin/participants/import${dryRun ? '?dryRun=true' : ''}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file },
    timeout: 60_000,
  });
}

async function publicTotal(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/participants/page?limit=1')).json()) as { total: number }).total;
}

test('3,000 rows: preview with the mapping and counts, import, public list, and the same file again changes nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await loginAs(page);
  const before = await adminTotal(request, token);
  const publicBefore = await publicTotal(request);

  const panel = await openImport(page, bigFile);
  await expect(panel.getByTestId('participants-import-detected')).toContainText('UTF-8');
  await expect(panel.getByTestId('participants-import-detected')).toContainText('« ; »');
  // Every column of the file, with the field the headers were read as.
  await expect(panel.getByLabel('Champ de la colonne Nom', { exact: true })).toHaveValue('lastName');
  await expect(panel.getByLabel('Champ de la colonne Prénom')).toHaveValue('firstName');
  await expect(panel.getByLabel('Champ de la colonne E-mail')).toHaveValue('email');
  await expect(panel.getByLabel('Champ de la colonne Championnat')).toHaveValue('championship');
  await expect(panel.getByLabel('Champ de la colonne Dossard')).toHaveValue('bib');
  await expect(count(panel, 'create')).toHaveText(fr(ROWS));
  await expect(count(panel, 'refused')).toHaveText('0');
  // The preview draws a page of 50 rows out of the 3,000.
  await expect(panel.getByRole('heading', { name: `Aperçu (${frText(ROWS)} lignes)` })).toBeVisible();
  // The answer lists the first 500 rows (issue 27: a preview stays small whatever the file), and counts them all.
  await expect(panel.getByTestId('participants-import-shown')).toHaveText(
    'Les 500 premières lignes sont montrées ; l’import les prend toutes.',
  );
  await expect(panel.getByTestId('participants-import-row')).toHaveCount(50);
  await expect(panel.getByTestId('participants-import-row').first()).toContainText(`${FIRST_BIB}`);
  await panel.getByRole('button', { name: 'Suivant' }).click();
  await expect(panel.getByTestId('participants-import-row').first()).toContainText(`${FIRST_BIB + 50}`);

  // A column read as nothing asks for a new preview: without the e-mail every row is refused.
  await panel.getByLabel('Champ de la colonne E-mail').selectOption('Ignorer');
  await expect(count(panel, 'refused')).not.toHaveText('0', { timeout: 30_000 });
  await expect(count(panel, 'refused')).toHaveText(fr(ROWS));
  // The line written once (it read « Ligne 2 : Ligne 2 : … »).
  await expect(panel.getByTestId('participants-import-errors').locator('li').first()).toHaveText(
    'Ligne 2 : E-mail — Ce champ est obligatoire',
  );
  await expect(panel.getByRole('button', { name: /^Importer \d/ })).toBeDisabled();
  await expect(panel.getByTestId('participants-import-blocked')).toContainText('Import impossible');
  await panel.getByLabel('Champ de la colonne E-mail').selectOption('E-mail');
  await expect(count(panel, 'refused')).toHaveText('0', { timeout: 30_000 });
  await expect(count(panel, 'create')).toHaveText(fr(ROWS));

  await panel.getByRole('button', { name: `Importer ${frText(ROWS)} participants` }).click();
  await expect(panel.getByTestId('participants-import-result')).toContainText(
    `Import terminé : ${frText(ROWS)} créés, 0 mis à jour, 0 inchangés.`,
    { timeout: 60_000 },
  );
  await panel.getByTestId('participants-import-result').getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByTestId('admin-count')).toHaveText(frText(before + ROWS));
  expect(await adminTotal(request, token)).toBe(before + ROWS);

  // The public list counts them and finds one by its bib.
  await page.goto('/inscrits');
  await expect(page.getByTestId('participants-count')).toHaveText(`${frText(publicBefore + ROWS)} inscrits`);
  await page.getByPlaceholder(/Rechercher/).fill(String(FIRST_BIB));
  const rows = page.getByTestId('participants-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Lefèvre');
  await expect(rows.first()).toContainText('Élodie');

  // The same file again: the preview finds every row unchanged and there is nothing to import.
  const again = await openImport(page, bigFile);
  await expect(count(again, 'create')).toHaveText('0');
  await expect(count(again, 'unchanged')).toHaveText(fr(ROWS));
  await expect(again.getByTestId('participants-import-blocked')).toHaveText(
    'Rien à importer : les participants du fichier sont déjà à jour.',
  );
  await expect(again.getByRole('button', { name: /^Importer 0/ })).toBeDisabled();

  // And through REST, as a script at the venue would send it: stored again, nothing changes.
  const rest = await restImport(request, token, bigFile, false);
  expect(rest.status()).toBe(200);
  expect(await rest.json()).toMatchObject({ dryRun: false, created: 0, updated: 0, unchanged: ROWS, errors: [] });
  expect(await adminTotal(request, token)).toBe(before + ROWS);
});

test('a Windows-1252 file without a Championnat column takes the default championship', async ({ page, request }) => {
  const token = await loginAs(page);
  const text =
    'Nom,Prénom,E-mail,Club,Catégorie,Dossard\r\nBérénice,Hélène,helene.berenice@inscriptions.example,Aviron Mâconnais,PR1 Mixte,9101\r\nFrançois,Clément,clement.francois@inscriptions.example,Société Nautique,PR2 Mixte,9102\r\n';
  const panel = await openImport(page, csvFile('inscrits-excel.csv', text, 'latin1'));
  await expect(panel.getByTestId('participants-import-detected')).toContainText('1252');
  await expect(panel.getByTestId('participants-import-detected')).toContainText('« , »');
  await panel.getByLabel('Championnat par défaut').selectOption({ label: 'Championnat de France Para-aviron' });
  await expect(count(panel, 'create')).toHaveText('2', { timeout: 30_000 });
  await expect(count(panel, 'refused')).toHaveText('0');
  const preview = panel.getByTestId('participants-import-preview');
  await expect(preview).toContainText('Bérénice Hélène');
  await expect(preview).toContainText('Aviron Mâconnais');
  await expect(preview).toContainText('Championnat de France Para-aviron');
  await panel.getByRole('button', { name: 'Importer 2 participants' }).click();
  await expect(panel.getByTestId('participants-import-result')).toContainText('Import terminé : 2 créés');
  await panel.getByTestId('participants-import-result').getByRole('button', { name: 'Fermer' }).click();
  await page.getByPlaceholder(/Rechercher/).fill('Hélène');
  await expect(page.getByTestId('admin-item').filter({ hasText: 'Bérénice' })).toContainText(
    'Championnat de France Para-aviron',
  );
  expect(await adminTotal(request, token, '?search=clement.francois%40inscriptions.example')).toBe(1);
});

test('a duplicate bib is refused with its line and nothing is stored; the form answers 409', async ({
  page,
  request,
}) => {
  acceptDialogs(page);
  const token = await loginAs(page);
  const before = await adminTotal(request, token);
  const text = [
    'Nom;Prénom;E-mail;Club;Catégorie;Championnat;Dossard',
    'Doublon;Anne;anne.doublon@inscriptions.example;SN Lyon;Seniors Femmes;Championnat de France Élite;9201',
    'Doublon;Marc;marc.doublon@inscriptions.example;SN Lyon;Seniors Hommes;Championnat de France Élite;9201',
    'Seul;Paul;paul.seul@inscriptions.example;SN Lyon;Seniors Hommes;Championnat de France Élite;9202',
  ].join('\r\n');
  const file = csvFile('doublons.csv', text);
  const panel = await openImport(page, file);
  await expect(count(panel, 'refused')).not.toHaveText('0');
  await expect(panel.getByTestId('participants-import-errors').locator('li')).toHaveText([
    'Ligne 3 : dossard 9201 déjà utilisé ligne 2',
  ]);
  await expect(panel.getByRole('button', { name: /^Importer \d/ })).toBeDisabled();
  await expect(panel.getByTestId('participants-import-blocked')).toContainText('Import impossible : 1 ligne refusée');

  // A script sending it anyway gets a 400 naming the line, and not even the good rows are stored.
  const rest = await restImport(request, token, file, false);
  expect(rest.status()).toBe(400);
  expect(((await rest.json()) as { message: string }).message).toMatch(/ligne 3/i);
  expect(await adminTotal(request, token)).toBe(before);
  expect(await adminTotal(request, token, '?search=paul.seul')).toBe(0);
  await panel.getByRole('button', { name: 'Fermer' }).first().click();

  // The participant form refuses a bib already given in the championship (imported above: 5001 is Élite's).
  await page.getByTestId('admin-add').click();
  const box = (name: string) => form(page).getByRole('textbox', { name, exact: true });
  await box('Prénom').fill('Jean');
  await box('Nom').fill('Doublon');
  await box('E-mail').fill('jean.doublon@inscriptions.example');
  await box('Club').fill('SN Lyon');
  await box('Catégorie').fill('Seniors Hommes');
  await form(page).getByLabel('Championnat').selectOption('elite');
  await box('Dossard').fill(String(FIRST_BIB));
  await form(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(`Dossard déjà attribué dans ce championnat : ${FIRST_BIB}`);
  expect(await adminTotal(request, token)).toBe(before);
});

test('exports: the whole filtered list from the server, with a BOM and ";"', async ({ page, request }) => {
  const token = await loginAs(page);
  await page.goto('/admin/participants');
  await page.getByLabel('Championnat').selectOption('elite');
  await page.getByPlaceholder(/Rechercher/).fill('inscriptions.example');
  const expected = await adminTotal(request, token, '?championshipId=elite&search=inscriptions.example');
  expect(expected).toBeGreaterThan(50);
  await expect(page.getByTestId('admin-count')).toHaveText(frText(expected));
  const lines = await exported(page, 'participants.csv');
  expect(lines[0]).toBe('Nom;Prénom;Email;Club;Catégorie;Championnat;Dossard;Confirmé;Payé');
  // Every filtered row, not only the page of 50 on screen.
  expect(lines).toHaveLength(expected + 1);
  expect(
    lines.slice(1).every((l) => l.includes('@inscriptions.example;') && l.includes(';Championnat de France Élite;')),
  ).toBe(true);

  await request.post('/api/press-accreditations', {
    data: {
      media: 'Le Quotidien; édition du soir',
      journalist: 'Export Test',
      email: 'export.press@exemple.fr',
      type: 'radio',
    },
  });
  await page.goto('/admin/press');
  await page.getByLabel('Type de média').selectOption('radio');
  const radios = await adminTotal(request, token, '?type=radio', '/admin/press-accreditations');
  const press = await exported(page, 'accreditations-presse.csv');
  expect(press[0]?.split(';')[0]).toBe('Média');
  expect(press).toHaveLength(radios + 1);
  expect(press.some((l) => l.startsWith('"Le Quotidien; édition du soir";Export Test;export.press@exemple.fr;'))).toBe(
    true,
  );
});

async function exported(page: Page, filename: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(filename);
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).trim().split('\r\n');
}
