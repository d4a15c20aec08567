import type { Page } from '@playwright/test';
import { e2eAdmin } from '../../playwright.config';
import { adminToken } from './api';
import { apiList, form, item, loginAs, save } from './admin-helpers';
import { handleDialogs } from './dialogs';
import { expect, test } from './fixtures';

const box = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });

/** Records every dialog's text; confirm() is answered with `accept`, alerts are closed. */
const recordDialogs = (page: Page, accept = true) => handleDialogs(page, { accept: () => accept });

test.describe('login', () => {
  test("'Connexion...' while the server answers", async ({ page }) => {
    await page.route('**/trpc/auth.login**', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill(e2eAdmin.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('button', { name: 'Connexion...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("'Erreur de connexion au serveur' when the server cannot be reached; 'Erreur de connexion' when it answers without a message", async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill(e2eAdmin.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(e2eAdmin.password);
    await page.route('**/trpc/auth.login**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Erreur de connexion au serveur');
    await page.unroute('**/trpc/auth.login**');
    await page.route('**/trpc/auth.login**', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Erreur de connexion');
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
  });
});

test('a token revoked while a screen is open: the next save or delete returns to login and forgets it', async ({
  page,
  request,
}) => {
  recordDialogs(page);
  const token = await loginAs(page);
  await page.goto('/admin/event-types');
  await expect(page.getByTestId('admin-item').first()).toBeVisible();
  const res = await request.post('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  await page
    .getByTestId('admin-item')
    .first()
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
  const fresh = await adminToken(request);
  expect((await apiList<{ id: string }>(page, fresh, '/admin/event-types')).length).toBeGreaterThan(0);
});

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

test('a refused delete shows the server message and keeps the item; the message can be dismissed', async ({ page }) => {
  recordDialogs(page);
  await loginAs(page);
  await page.goto('/admin/championships');
  const elite = item(page, 'Championnat de France Élite');
  await elite.getByRole('button', { name: /^Supprimer/ }).click();
  const error = page.getByTestId('admin-error');
  await expect(error).toContainText('Impossible de supprimer ce championnat');
  await expect(elite).toBeVisible();
  await error.getByRole('button', { name: "Fermer le message d'erreur" }).click();
  await expect(error).toBeHidden();
});

test('a refused status change shows the server message instead of looking done', async ({ page }) => {
  recordDialogs(page); // status changes are confirmed first (issue 12)
  await loginAs(page);
  await page.route('**/trpc/contact.setStatus**', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message: 'Transition de statut interdite',
            code: -32009,
            data: { code: 'CONFLICT', httpStatus: 409 },
          },
        },
      ]),
    }),
  );
  await page.goto('/admin/messages');
  await page.getByLabel('Statut').selectOption('PENDING');
  await page.getByTestId('admin-item').first().getByRole('button').click();
  const detail = page.getByTestId('message-detail');
  await detail.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(page.getByTestId('admin-error')).toHaveText('Transition de statut interdite');
  await expect(detail).toContainText('En attente');
});

test('championships: the alerts of spec section 5 and the save-failure message of section 8', async ({ page }) => {
  const seen = recordDialogs(page);
  await loginAs(page);
  await page.goto('/admin/championships');
  await page.getByTestId('admin-add').click();
  await form(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(() => seen.at(-1)).toBe('Tous les champs obligatoires doivent être remplis');
  for (const [name, value] of [
    ['ID', 'Coupe Hiver'],
    ['Dates', 'x'],
    ['Nom (FR)', 'x'],
    ['Nom (EN)', 'x'],
    ['Description (FR)', 'x'],
    ['Description (EN)', 'x'],
  ] as const)
    await box(page, name).fill(value);
  await form(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect
    .poll(() => seen.at(-1))
    .toBe("L'ID doit contenir uniquement des lettres minuscules, chiffres, tirets et underscores");
  await expect(page.getByRole('dialog')).toBeVisible();
  // A failure without a server message: the spec's hint about a duplicate id.
  await page.route('**/trpc/championships.create**', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad gateway' }),
  );
  await box(page, 'ID').fill('coupe-hiver');
  await form(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect
    .poll(() => seen.at(-1))
    .toBe("Erreur lors de la sauvegarde du championnat. Vérifiez que l'ID est unique.");
  await expect(form(page).getByRole('alert')).toHaveText(
    "Erreur lors de la sauvegarde du championnat. Vérifiez que l'ID est unique.",
  );
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

test('with a token, /admin and any unknown /admin/* path lead to the dashboard', async ({ page }) => {
  await loginAs(page);
  for (const path of ['/admin', '/admin/nimporte-quoi', '/admin/a/b']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/dashboard$/);
  }
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

test('a server out of reach: the list and a save say so in French, and the form stays open', async ({ page }) => {
  await loginAs(page);
  await page.route('**/trpc/partners.adminList**', (route) => route.abort('connectionrefused'));
  await page.goto('/admin/partners');
  await expect(page.getByTestId('admin-error')).toHaveText('Erreur de connexion au serveur');
  await page.unroute('**/trpc/partners.adminList**');
  await page.goto('/admin/event-types');
  await page.route('**/trpc/eventTypes.create**', (route) => route.abort('connectionrefused'));
  await page.getByTestId('admin-add').click();
  await box(page, 'ID').fill('hors-ligne');
  await box(page, 'Nom (FR)').fill('Hors ligne');
  await box(page, 'Nom (EN)').fill('Offline');
  await box(page, 'Description (FR)').fill('x');
  await box(page, 'Description (EN)').fill('x');
  await form(page).getByLabel('Couleur').selectOption('gray');
  await form(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Erreur de connexion au serveur');
  await expect(box(page, 'Nom (FR)')).toHaveValue('Hors ligne');
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
