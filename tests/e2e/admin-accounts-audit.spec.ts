import type { Page } from '@playwright/test';
import { acceptDialogs, item, loginAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolation } from './helpers';

const strong = 'Compte-E2E-Solide-2026';
const changed = 'Nouveau-E2E-Solide-2027';

async function downloadText(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    text: Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8'),
  };
}

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('accounts: create one, log in with it, change its password, read the journal, delete it', async ({ page }) => {
  const email = `compte-${Date.now()}@e2e.test`;
  await loginAs(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /^Comptes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comptes' })).toBeVisible();
  await expect(item(page, 'admin@e2e.test')).toContainText('Vous');
  await expectNoSeriousA11yViolation(page);

  // Create: the strength rule and the confirmation are checked before anything is sent.
  await page.getByRole('button', { name: 'Nouveau compte' }).click();
  const form = page.getByTestId('account-form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Mot de passe initial').fill('faible');
  await form.getByLabel('Confirmation du mot de passe').fill('faible');
  await expectNoSeriousA11yViolation(page);
  await form.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(form.getByText('Le mot de passe doit compter au moins 12 caractères')).toBeVisible();
  await form.getByLabel('Mot de passe initial').fill(strong);
  await form.getByLabel('Confirmation du mot de passe').fill(`${strong}x`);
  await form.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(form.getByText('Les deux mots de passe ne sont pas identiques')).toBeVisible();
  await form.getByLabel('Confirmation du mot de passe').fill(strong);
  await form.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(item(page, email)).toContainText('jamais connecté');

  // The new account logs in and changes its own password.
  await loginThroughForm(page, email, strong);
  await page.getByRole('link', { name: /^Mon mot de passe/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon mot de passe' })).toBeVisible();
  await expectNoSeriousA11yViolation(page);
  const password = page.getByTestId('password-form');
  await password.getByLabel('Mot de passe actuel').fill('pas-le-bon');
  await password.getByLabel('Nouveau mot de passe').fill(changed);
  await password.getByLabel('Confirmation du mot de passe').fill(changed);
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(password.getByRole('alert')).toHaveText('Mot de passe actuel incorrect');
  await password.getByLabel('Mot de passe actuel').fill(strong);
  await password.getByLabel('Nouveau mot de passe').fill(changed);
  await password.getByLabel('Confirmation du mot de passe').fill(changed);
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(password.getByRole('status')).toHaveText('Mot de passe modifié ; vos autres sessions sont fermées');

  // The journal names the account; filters and the export.
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /^Journal/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await page.getByLabel('Compte').selectOption(email);
  const rows = page.getByTestId('audit-row');
  await expect(rows.filter({ hasText: 'Changement de mot de passe' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Connexion' })).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await expectNoSeriousA11yViolation(page);
  await page.getByLabel('Entité').selectOption({ label: 'Comptes' });
  await expect(rows).toHaveCount(1);
  const csv = await downloadText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toMatch(/^journal-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text).toContain('Date;Compte;Entité;Identifiant;Action;Modifications');
  expect(csv.text).toContain(`;${email};Comptes;`);
  expect(csv.text).not.toContain(changed);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Du').fill(tomorrow);
  await expect(page.getByTestId('admin-no-match')).toBeVisible();

  // The first administrator deletes the account, after confirming; the journal keeps its name.
  await loginThroughForm(page, 'admin@e2e.test', 'e2e-Passw0rd!');
  await page.goto('/admin/accounts');
  acceptDialogs(page);
  await item(page, email)
    .getByRole('button', { name: `Supprimer ${email}` })
    .click();
  await expect(item(page, email)).toHaveCount(0);
  await page.goto('/admin/audit');
  await page.getByLabel('Entité').selectOption({ label: 'Comptes' });
  await expect(page.getByTestId('audit-row').filter({ hasText: 'Suppression' }).first()).toContainText(
    'admin@e2e.test',
  );
});
