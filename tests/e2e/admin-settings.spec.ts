import { loginAs } from './admin-helpers';
import { getSettings, putSettings, type Settings, TEST_VIDEO_ID, withApi } from './settings-helpers';
import { expect, test } from './fixtures';

// The specs share one demo server: what this file changes is put back after it.
let found: Settings;
test.beforeAll(async ({ playwright }, testInfo) => {
  found = await withApi(playwright, testInfo, getSettings);
});
test.afterAll(async ({ playwright }, testInfo) => {
  await withApi(playwright, testInfo, (request) => putSettings(request, found));
});

test('settings saved in the back-office appear on the footer, contact, press and legal pages', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /^Paramètres/ }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  const form = page.getByTestId('settings-form');
  const field = (section: string, label: string) =>
    form.getByRole('group', { name: section, exact: true }).getByRole('textbox', { name: label, exact: true });

  // A bad e-mail is refused on the spot, nothing is saved.
  await field('Contact', 'E-mail de contact').fill('pas-un-email');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Adresse e-mail invalide')).toBeVisible();
  expect((await getSettings(page.request)).contactEmail).toBe(found.contactEmail);

  await field('Contact', 'E-mail de contact').fill('organisation@club-test.fr');
  await field('Contact', 'Téléphone de contact').fill('04 91 00 00 00');
  await field('Contact presse', 'Nom').fill('Julie Martin');
  await field('Contact presse', 'E-mail').fill('julie@club-test.fr');
  await field('Réseaux sociaux', 'Instagram').fill('');
  await field('Réseaux sociaux', 'Facebook').fill('https://www.facebook.com/club-test');
  await field('Lieu de la compétition', 'Nom du lieu').fill('Palais des Sports Test');
  await field('Éditeur du site (mentions légales)', 'Nom').fill('Ligue Test d’Aviron');
  await field('Hébergeur du site (mentions légales)', 'Nom').fill('Hébergeur Test SAS');
  await field('Hébergeur du site (mentions légales)', 'Adresse').fill('1 rue des Serveurs, 59000 Lille');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByRole('status')).toHaveText('Paramètres enregistrés');

  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'organisation@club-test.fr' })).toHaveAttribute(
    'href',
    'mailto:organisation@club-test.fr',
  );
  await expect(footer.getByRole('link', { name: '04 91 00 00 00' })).toHaveAttribute('href', 'tel:0491000000');
  await expect(footer).toContainText('Palais des Sports Test');
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/club-test',
  );
  // An empty network has no link.
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'organisation@club-test.fr' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'julie@club-test.fr' })).toBeVisible();
  await expect(main).toContainText('Palais des Sports Test');

  await page.goto('/presse');
  await expect(page.locator('main')).toContainText('Julie Martin');
  await expect(page.locator('main').getByRole('link', { name: 'julie@club-test.fr' })).toHaveAttribute(
    'href',
    'mailto:julie@club-test.fr',
  );

  await page.goto('/mentions-legales');
  await expect(page.getByTestId('legal-publisher')).toContainText('Ligue Test d’Aviron');
  await expect(page.getByTestId('legal-hosting')).toContainText(
    'Le site est hébergé par Hébergeur Test SAS, 1 rue des Serveurs, 59000 Lille.',
  );
});

test('no video in the settings: no button in the hero; with one, the button plays it', async ({ page }) => {
  await putSettings(page.request, { previousEditionVideo: '' });
  await page.goto('/');
  const hero = page.locator('main section').first();
  await expect(hero.getByRole('link', { name: "S'inscrire" })).toBeVisible();
  await expect(hero.getByRole('button', { name: "Revivre l'édition 2025" })).toHaveCount(0);

  // Set from the back-office, as an address: stored as its id, played in the privacy-enhanced player.
  await loginAs(page);
  await page.goto('/admin/settings');
  const form = page.getByTestId('settings-form');
  await form
    .getByLabel('Vidéo YouTube (adresse ou identifiant)')
    .fill(`https://www.youtube.com/watch?v=${TEST_VIDEO_ID}`);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByRole('status')).toHaveText('Paramètres enregistrés');
  await expect(form.getByLabel('Vidéo YouTube (adresse ou identifiant)')).toHaveValue(TEST_VIDEO_ID);

  await page.goto('/');
  await hero.getByRole('button', { name: "Revivre l'édition 2025" }).click();
  const dialog = page.getByRole('dialog', { name: "Vidéo de l'édition précédente" });
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${TEST_VIDEO_ID}`,
  );
  await putSettings(page.request, { previousEditionVideo: '' });
});
