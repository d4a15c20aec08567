import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { item, loginAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolation } from './helpers';

const password = 'Double-Facteur-E2E-2026';
/** The code the authenticator app shows for this key, `steps` periods of 30 s from now. */
const appCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function passwordStep(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** From the dashboard, where the button is. */
async function logOut(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('two-factor authentication: turned on in Comptes, then asked at login, with the app or a recovery code', async ({
  page,
}) => {
  // Its own account: the other specs keep logging in as the administrator with its password alone.
  const email = `totp-${Date.now()}@e2e.test`;
  const token = await loginAs(page);
  const created = await page.request.post('/api/admin/accounts', {
    data: { email, password },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  await page.evaluate(() => localStorage.clear());

  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: /^Comptes/ }).click();
  await expect(item(page, email)).toContainText('sans double authentification');
  const panel = page.getByTestId('totp-panel');
  await expect(panel.getByRole('heading', { name: 'Double authentification' })).toBeVisible();

  // The QR code and the key for typing by hand; a wrong first code turns nothing on.
  await panel.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(
    panel.getByRole('img', { name: "QR code à scanner avec l'application d'authentification" }),
  ).toBeVisible();
  const secret = ((await panel.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolation(page);
  const wrong = appCode(secret) === '000000' ? '111111' : '000000';
  await panel.getByLabel("Code à 6 chiffres affiché par l'application").fill(wrong);
  await panel.getByRole('button', { name: 'Confirmer et activer' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Code de vérification invalide ou déjà utilisé');
  await panel.getByLabel("Code à 6 chiffres affiché par l'application").fill(appCode(secret));
  await panel.getByRole('button', { name: 'Confirmer et activer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Double authentification activée');

  // The recovery codes, shown this once; the list shows who has it.
  const codes = (await panel.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((c) =>
    c.trim(),
  );
  expect(codes).toHaveLength(10);
  await expect(item(page, email)).toContainText('Double authentification');
  await expect(item(page, 'admin@e2e.test')).toContainText('sans double authentification');
  await expectNoSeriousA11yViolation(page);
  await panel.getByRole('button', { name: "J'ai noté ces codes" }).click();
  await expect(panel.getByTestId('recovery-codes')).toHaveCount(0);
  await expect(panel).toContainText('Activée sur votre compte');

  // Logged out, the password alone opens nothing: the code is asked for.
  await logOut(page);
  await passwordStep(page, email);
  const codeBox = page.getByLabel('Code de vérification');
  await expect(codeBox).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
  await expectNoSeriousA11yViolation(page);
  await codeBox.fill(wrong);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code de vérification invalide ou déjà utilisé');
  // The enabling code used this period: the app's next one is taken (a step ahead is allowed).
  await codeBox.fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // With a recovery code instead of the phone; the same one cannot serve twice.
  await logOut(page);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await logOut(page);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code de vérification invalide ou déjà utilisé');
  await page.getByLabel('Code de secours').fill(codes[1] ?? '');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Turned off with the account's password; then the password alone logs in again.
  await page.goto('/admin/accounts');
  await panel.getByLabel('Mot de passe').fill(password);
  await panel.getByRole('button', { name: 'Désactiver la double authentification' }).click();
  await expect(panel.getByRole('status')).toHaveText('Double authentification désactivée');
  await expect(item(page, email)).toContainText('sans double authentification');
  await logOut(page);
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The journal has the turning on and off.
  await page.goto('/admin/audit');
  await page.getByLabel('Compte').selectOption(email);
  const rows = page.getByTestId('audit-row');
  await expect(rows.filter({ hasText: /Activation de la double authentification/ })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Désactivation de la double authentification' })).toHaveCount(1);
});
