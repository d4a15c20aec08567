import { adminToken } from './api';
import { apiList, box, form, item, loginAs, recordDialogs, save } from './admin-helpers';
import { expect, test } from './fixtures';

test('empty states: documents, rules and event types', async ({ page }) => {
  await loginAs(page);
  const empty = (procedure: string) =>
    page.route(`**/trpc/${procedure}**`, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify([{ result: { data: [] } }]) }),
    );
  await empty('documents.adminList');
  await empty('rules.adminList');
  await empty('eventTypes.adminList');
  await page.goto('/admin/documents');
  await expect(page.getByTestId('admin-empty')).toHaveText('Aucun document');
  await expect(page.getByTestId('admin-count')).toHaveText('0');
  await page.goto('/admin/rules');
  await expect(page.getByTestId('admin-empty')).toContainText('Aucune règle');
  await expect(page.getByTestId('admin-empty')).toContainText('Ajoutez la première règle');
  await page.goto('/admin/event-types');
  await expect(page.getByTestId('admin-empty')).toHaveText("Aucun type d'épreuve");
  // The add button still opens the form on an empty list.
  await page.getByTestId('admin-add').click();
  await expect(page.getByRole('heading', { name: "Nouveau type d'épreuve" })).toBeVisible();
});

test('delete confirmations of spec section 8; answering no keeps the item', async ({ page }) => {
  const seen = recordDialogs(page, false);
  const token = await loginAs(page);
  const cases = [
    { path: 'documents', api: '/admin/official-documents', text: 'Êtes-vous sûr de vouloir supprimer ce document ?' },
    { path: 'rules', api: '/admin/rules', text: 'Êtes-vous sûr de vouloir supprimer cette règle ?' },
    { path: 'event-types', api: '/admin/event-types', text: "Êtes-vous sûr de vouloir supprimer ce type d'épreuve ?" },
  ];
  for (const c of cases) {
    const before = (await apiList(page, token, c.api)).length;
    await page.goto(`/admin/${c.path}`);
    await page
      .getByTestId('admin-item')
      .first()
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    await expect.poll(() => seen.at(-1)).toBe(c.text);
    expect((await apiList(page, token, c.api)).length).toBe(before);
    await expect(page.getByTestId('admin-item')).toHaveCount(before);
  }
});

test('forms reset on cancel, on close and after a save; identifiers are fixed while editing', async ({ page }) => {
  recordDialogs(page);
  const token = await loginAs(page);
  await page.goto('/admin/event-types');
  await page.getByTestId('admin-add').click();
  await box(page, 'ID').fill('brouillon');
  await box(page, 'Nom (FR)').fill('Brouillon');
  await form(page).getByRole('button', { name: 'Annuler' }).click();
  await page.getByTestId('admin-add').click();
  await expect(box(page, 'ID')).toHaveValue('');
  await expect(box(page, 'Nom (FR)')).toHaveValue('');
  await box(page, 'ID').fill('brouillon');
  await page.keyboard.press('Escape');
  // Editing an item then creating: the new form is empty and its ID is enabled again.
  await page
    .getByTestId('admin-item')
    .first()
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await expect(page.getByRole('heading', { name: "Modifier le type d'épreuve" })).toBeVisible();
  await expect(box(page, 'ID')).toBeDisabled();
  await expect(box(page, 'ID')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Fermer' }).click();
  await page.getByTestId('admin-add').click();
  await expect(page.getByRole('heading', { name: "Nouveau type d'épreuve" })).toBeVisible();
  await expect(box(page, 'ID')).toBeEnabled();
  await expect(box(page, 'ID')).toHaveValue('');
  await page.keyboard.press('Escape');

  // Programme: the event id is shown but fixed while editing.
  await page.goto('/admin/program');
  await page
    .getByTestId('admin-item')
    .first()
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await expect(box(page, 'ID')).toBeDisabled();
  await page.keyboard.press('Escape');

  // After a save the next form starts empty.
  const name = `Tarif reset ${Date.now().toString(36)}`;
  await page.goto('/admin/pricing');
  await page.getByTestId('admin-add').click();
  await form(page).getByLabel('Championnat').selectOption('elite');
  await box(page, 'Nom').fill(name);
  await form(page).getByRole('spinbutton', { name: 'Prix (€)' }).fill('');
  await form(page).getByLabel('Date de début').fill('2026-01-01');
  await form(page).getByLabel('Date de fin').fill('2026-01-20');
  await save(page);
  // A price left empty (not a number) becomes 0 (spec section 5).
  const stored = (await apiList<{ id: string; name: string; price: number }>(page, token, '/admin/pricing')).find(
    (p) => p.name === name,
  );
  expect(stored?.price).toBe(0);
  await page.getByTestId('admin-add').click();
  await expect(box(page, 'Nom')).toHaveValue('');
  await page.keyboard.press('Escape');
  await page.request.delete(`/api/admin/pricing/${stored?.id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('documents: the file type is detected from the file and read-only', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/documents');
  await page.getByTestId('admin-add').click();
  const fileType = form(page).getByRole('textbox', { name: 'Type de fichier (détecté)' });
  await expect(fileType).toHaveValue('PDF');
  await expect(fileType).toHaveAttribute('readonly', '');
  await page.getByTestId('upload-input-document').setInputFiles({
    name: 'tableau.XLSX',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('not really a spreadsheet'),
  });
  // The server checks the bytes: a fake spreadsheet is refused with the spec's upload message.
  await expect(form(page).getByRole('alert')).toContainText("Erreur lors de l'upload: 415");
  await expect(fileType).toHaveValue('PDF');
  await page.keyboard.press('Escape');
  await item(page, /Guide technique/)
    .getByRole('button', { name: /^Modifier/ })
    .click();
  await expect(fileType).toHaveValue('PDF');
});

test('messages on a phone: choosing a message brings its detail into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page);
  await page.goto('/admin/messages');
  const first = page.getByTestId('admin-item').first();
  const subject = (await first.locator('span.font-semibold').first().textContent()) ?? '';
  await first.getByRole('button').click();
  const detail = page.getByTestId('message-detail');
  await expect(detail.getByRole('heading', { name: subject })).toBeInViewport();
});

test('upload drop zone: a file dropped on it is sent like a picked one', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/rules');
  await page.getByTestId('admin-add').click();
  const zone = form(page).locator('label', { hasText: 'Déposez un fichier' });
  await zone.evaluate((el) => {
    const pdf =
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
    const data = new DataTransfer();
    data.items.add(new File([pdf], 'depose.pdf', { type: 'application/pdf' }));
    el.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await expect(form(page).getByTestId('upload-current')).toContainText('depose.pdf');
});

test('after a change, the dashboard and the other screens show it without waiting', async ({ page, request }) => {
  await loginAs(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('stat-messages')).toHaveText(/^\d+$/);
  const before = Number(await page.getByTestId('stat-messages').textContent());
  await page.getByRole('link', { name: /^Championnats/ }).click();
  await expect(page.getByTestId('admin-item').first()).toBeVisible();
  // A message arrives from the public site while the admin is elsewhere.
  await request.post('/api/contact', {
    data: {
      name: 'Frais',
      email: 'frais@exemple.fr',
      subject: `Frais ${Date.now()}`,
      category: 'autre',
      message: 'Bonjour',
      consent: true,
    },
  });
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page.getByTestId('stat-messages')).toHaveText(String(before + 1));
  // A championship created on its screen is offered at once by the participants' filter.
  const id = `frais-${Date.now().toString(36)}`;
  await page.getByRole('link', { name: /^Championnats/ }).click();
  await page.getByTestId('admin-add').click();
  for (const [name, value] of [
    ['ID', id],
    ['Dates', 'x'],
    ['Nom (FR)', `Coupe ${id}`],
    ['Nom (EN)', 'x'],
    ['Description (FR)', 'x'],
    ['Description (EN)', 'x'],
  ] as const)
    await box(page, name).fill(value);
  await save(page);
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await page.getByRole('link', { name: /^Participants/ }).click();
  await expect(page.getByLabel('Championnat').locator('option', { hasText: `Coupe ${id}` })).toHaveCount(1);
  // The public pages' tests that follow count the seeded championships: leave the data as found.
  const token = await adminToken(request);
  const removed = await request.delete(`/api/admin/championships/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(200);
});
