import type { Page, Route } from '@playwright/test';
import { adminGet } from './api';
import { expect, test, waitForApp } from './fixtures';
import { fillVolunteerForm } from './public-form-fill';

/*
 * Issue 30: on a slow phone the page is painted seconds before its scripts have run. What the visitor taps
 * or types meanwhile is honoured: the language link and the phone menu at once (as HTML and the boot
 * script), the /inscrits search by the server (the boot script sends its form), a filter once the app has
 * hydrated. The app's entry module is held back here until the test lets it go, as a slow network would.
 */

/** Holds every request for the app's entry module until `release` is called. */
async function holdEntry(page: Page): Promise<{ held: () => boolean; release: () => void }> {
  let open = false;
  let seen = false;
  const waiting: Route[] = [];
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => {
    seen = true;
    if (open) return route.continue();
    waiting.push(route);
  });
  return {
    held: () => seen && !open,
    release: () => {
      open = true;
      for (const route of waiting.splice(0)) void route.continue();
    },
  };
}

/** /inscrits opened with its scripts held back: the entry, and the count as the server drew it for everyone. */
async function heldParticipants(page: Page) {
  const entry = await holdEntry(page);
  await page.goto('/inscrits', { waitUntil: 'commit' }).catch(() => undefined);
  await expect.poll(entry.held).toBe(true);
  const count = page.getByTestId('participants-count');
  return { entry, count, everyone: await count.textContent() };
}

const reactAttached = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));

test.use({ viewport: { width: 390, height: 844 } });

test('a tap on the language toggle before the scripts run shows the page in English, then the switch is in memory', async ({
  page,
}) => {
  const entry = await holdEntry(page);
  await page.goto('/programme', { waitUntil: 'commit' }).catch(() => undefined);
  const toggle = page.getByTestId('language-toggle');
  await expect(toggle).toHaveText(/^FR \/ EN/);
  await expect.poll(entry.held).toBe(true);
  await toggle.click();
  // The page drawn in English by the server, its scripts still held back.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-toggle')).toHaveText(/^EN \/ FR/);
  await expect(page.locator('main h1')).toHaveText('Programme');
  await expect(page.locator('#mobile-menu')).toContainText('Results');
  expect(await reactAttached(page)).toBe(false);

  entry.release();
  await waitForApp(page);
  // Hydrated in English, the parameter off the address: the language is in memory from here on.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/programme$/);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('language-toggle')).toHaveText(/^FR \/ EN/);
  // No navigation: the same document switched.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the phone menu opened before the scripts run stays open once they have, and closes as usual', async ({
  page,
}) => {
  const entry = await holdEntry(page);
  await page.goto('/', { waitUntil: 'commit' }).catch(() => undefined);
  await expect.poll(entry.held).toBe(true);
  const button = page.getByRole('button', { name: 'Ouvrir le menu' });
  await button.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Programme' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(await reactAttached(page)).toBe(false);

  entry.release();
  await waitForApp(page);
  await expect(menu).toBeVisible();
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await menu.getByRole('link', { name: 'Programme' }).click();
  await expect(page).toHaveURL(/\/programme$/);
  await expect(menu).toBeHidden();
});

test('a name typed in the /inscrits search before the scripts run is answered by the server, the box keeping it', async ({
  page,
}) => {
  // The scripts never come here: the boot script sends the search form once the typing pauses.
  const { entry, count, everyone } = await heldParticipants(page);
  await page.locator('#participants-search').pressSequentially('Garcia');

  await expect(page).toHaveURL(/\/inscrits\?q=Garcia(&|$)/);
  await expect(count).not.toHaveText(everyone ?? '');
  const rows = page.getByTestId('participants-table').locator('tbody tr');
  await expect(rows.first()).toContainText('Garcia');
  for (const row of await rows.all()) await expect(row).toContainText('Garcia');
  const box = page.locator('#participants-search');
  await expect(box).toHaveValue('Garcia');
  await expect(box).toBeFocused();
  expect(await reactAttached(page)).toBe(false);

  // Once the scripts come, the search goes on in the page, from the address's filter.
  entry.release();
  await page.reload();
  await waitForApp(page);
  await expect(box).toHaveValue('Garcia');
  await box.fill('Garc');
  await expect(page).toHaveURL(/\/inscrits\?q=Garc$/);
  await expect(rows.first()).toContainText('Garc');

  // The menu's « Inscrits » link starts the list afresh, rather than the page writing its search back.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Inscrits', exact: true }).click();
  await expect(page).toHaveURL(/\/inscrits$/);
  await expect(box).toHaveValue('');
  await expect(count).toHaveText(everyone ?? '');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/inscrits$/);
});

test('a championship chosen on /inscrits before the scripts run filters the list once they have', async ({ page }) => {
  const { entry, count, everyone } = await heldParticipants(page);
  await page.locator('#participants-championship').selectOption('school');
  expect(await reactAttached(page)).toBe(false);

  entry.release();
  await waitForApp(page);
  await expect(page.locator('#participants-championship')).toHaveValue('school');
  await expect(count).not.toHaveText(everyone ?? '');
  await expect(page).toHaveURL(/\/inscrits\?championship=school$/);
});

test('a contact message typed and sent before the scripts run is sent once they have, nothing retyped', async ({
  page,
  request,
}) => {
  const entry = await holdEntry(page);
  await page.goto('/contact', { waitUntil: 'commit' }).catch(() => undefined);
  await expect.poll(entry.held).toBe(true);
  const form = page.getByTestId('contact-form');
  const email = `tot-${Date.now().toString(36)}@exemple.fr`;
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Léa Martin');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Catégorie').selectOption('technique');
  await form.getByLabel('Sujet').fill('Ergomètres');
  await form.getByLabel('Message').fill('Quel modèle ?');
  await form.getByLabel(/J'accepte que mes données personnelles/).check();
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  // Held back, not sent by the browser: the page and what was typed stay, the form says it is busy.
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByLabel('Sujet')).toHaveValue('Ergomètres');
  expect(await reactAttached(page)).toBe(false);

  entry.release();
  await expect(page.getByText('Message envoyé avec succès !')).toBeVisible();
  await expect(form).not.toHaveAttribute('aria-busy', 'true');
  await expect(form.getByLabel('Sujet')).toHaveValue('');
  const stored = await adminGet<{ email: string; name: string; category: string; subject: string }[]>(
    request,
    '/admin/messages',
  );
  expect(stored.find((m) => m.email === email)).toMatchObject({
    name: 'Léa Martin',
    category: 'technique',
    subject: 'Ergomètres',
  });
});

test('a volunteer form filled before the scripts run is sent as it stands once they have', async ({
  page,
  request,
}) => {
  const entry = await holdEntry(page);
  await page.goto('/benevoles', { waitUntil: 'commit' }).catch(() => undefined);
  await expect.poll(entry.held).toBe(true);
  const form = page.getByTestId('volunteer-form');
  const email = `tot-${Date.now().toString(36)}@exemple.fr`;
  await fillVolunteerForm(form, email);

  entry.release();
  await waitForApp(page);
  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByText('Candidature envoyée avec succès !')).toBeVisible();
  const stored = await adminGet<{ email: string; firstName: string; role: string; availability: string[] }[]>(
    request,
    '/admin/volunteers',
  );
  expect(stored.find((v) => v.email === email)).toMatchObject({
    firstName: 'Alix',
    role: 'chronometrage',
    availability: ['saturday-morning'],
  });
});

test('an address typed in the newsletter box and sent before the scripts run is signed up once they have', async ({
  page,
  request,
}) => {
  const entry = await holdEntry(page);
  await page.goto('/programme', { waitUntil: 'commit' }).catch(() => undefined);
  await expect.poll(entry.held).toBe(true);
  const email = `tot-news-${Date.now().toString(36)}@exemple.fr`;
  await page.getByLabel('Votre adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page).toHaveURL(/\/programme$/);

  entry.release();
  await expect(
    page.getByText('Vérifiez votre boîte mail : cliquez sur le lien reçu pour confirmer votre inscription.'),
  ).toBeVisible();
  const stored = await adminGet<{ email: string }[]>(request, '/admin/newsletter');
  expect(stored.some((s) => s.email === email)).toBe(true);
});
