import { acceptDialogs, apiList, box, form, item, loginAs, PDF, PNG, save, stamp } from './admin-helpers';
import { handleDialogs } from './dialogs';
import { expect, test } from './fixtures';

test('partners: logo upload, create, edit, delete', async ({ page }) => {
  acceptDialogs(page);
  const token = await loginAs(page);
  const name = `Sponsor ${stamp()}`;
  await page.goto('/admin/partners');
  await page.getByTestId('admin-add').click();
  await box(page, 'Nom').fill(name);
  await form(page).getByLabel('Niveau').selectOption('MEDIA');
  await page.getByTestId('upload-input-image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form(page).getByTestId('upload-current')).toContainText('logo.png');
  await form(page).getByRole('textbox', { name: 'Site web' }).fill('pas une url');
  await form(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form(page).getByRole('alert')).toContainText('URL valide');
  await form(page).getByRole('textbox', { name: 'Site web' }).fill('https://sponsor.example');
  await save(page);
  const created = (await apiList<{ name: string; logo: string; level: string }>(page, token, '/admin/partners')).find(
    (p) => p.name === name,
  );
  expect(created).toMatchObject({ level: 'MEDIA' });
  expect(created?.logo).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  await item(page, name)
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await form(page).getByLabel('Niveau').selectOption('PREMIUM');
  await save(page);
  expect(
    (await apiList<{ name: string; level: string }>(page, token, '/admin/partners')).find((p) => p.name === name)
      ?.level,
  ).toBe('PREMIUM');
  await item(page, name)
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(item(page, name)).toHaveCount(0);
  expect((await apiList<{ name: string }>(page, token, '/admin/partners')).some((p) => p.name === name)).toBe(false);
});

test('upload drop zone: a file over the limit gets the spec alert and is not sent', async ({ page }) => {
  const alerts = handleDialogs(page);
  await loginAs(page);
  await page.goto('/admin/partners');
  await page.getByTestId('admin-add').click();
  await page
    .getByTestId('upload-input-image')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect.poll(() => alerts).toContain('Le fichier est trop volumineux. Taille maximum: 5MB');
  await page
    .getByTestId('upload-input-image')
    .setInputFiles({ name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect.poll(() => alerts).toContain('Type de fichier non autorisé');
});

test('documents: an uploaded document appears on the public rules page and downloads', async ({ page }) => {
  acceptDialogs(page);
  const token = await loginAs(page);
  const title = `Guide ${stamp()}`;
  await page.goto('/admin/documents');
  await page.getByTestId('admin-add').click();
  await box(page, 'Titre (FR)').fill(title);
  await box(page, 'Titre (EN)').fill('Guide EN');
  await box(page, 'Description (FR)').fill('Un guide');
  await box(page, 'Description (EN)').fill('A guide');
  await form(page).getByLabel('Catégorie').selectOption('technical-guide');
  await page
    .getByTestId('upload-input-document')
    .setInputFiles({ name: 'guide-technique.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form(page).getByTestId('upload-current')).toContainText('guide-technique.pdf');
  await save(page);
  const doc = (
    await apiList<{ title: string; fileType: string; fileUrl: string }>(page, token, '/admin/official-documents')
  ).find((d) => d.title === title);
  expect(doc?.fileType).toBe('PDF');
  await page.goto('/reglement');
  const card = page.getByTestId('official-documents').getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: /Télécharger/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('guide-technique.pdf');
  await page.goto('/admin/documents');
  await item(page, title)
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await box(page, 'Titre (EN)').fill('Guide EN 2');
  await save(page);
  const docs = () => apiList<{ title: string; titleEn: string }>(page, token, '/admin/official-documents');
  expect((await docs()).find((d) => d.title === title)?.titleEn).toBe('Guide EN 2');
  await item(page, title)
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(item(page, title)).toHaveCount(0);
  expect((await docs()).some((d) => d.title === title)).toBe(false);
});
