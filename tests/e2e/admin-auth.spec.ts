import { e2eAdmin } from '../../playwright.config';
import { adminToken } from './api';
import { expect, test } from './fixtures';

test('protected routes redirect to login without a token; unknown admin paths go to the dashboard', async ({
  page,
}) => {
  for (const path of ['/admin/dashboard', '/admin/rules', '/admin/event-types', '/admin/participants']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
});

test('a failed login shows the server message; a good one reaches the dashboard with the API counters', async ({
  page,
  request,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(e2eAdmin.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Identifiants invalides');
  await page.getByLabel('Mot de passe', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('admin-token'));
  expect(token).toBeTruthy();
  const stats = (await (
    await request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Record<string, number>;
  for (const key of ['participants', 'volunteers', 'partners', 'messages']) {
    await expect(page.getByTestId(`stat-${key}`)).toHaveText(String(stats[key]));
  }
  await expect(page.getByTestId('badge-participants')).toHaveText(String(stats.participants));
  await expect(page.getByRole('link', { name: 'Voir le site' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Résultats/ })).toBeVisible();
});

test('logout revokes the token on the server', async ({ page, request }) => {
  const token = await adminToken(request);
  await page.goto('/admin/login');
  await page.evaluate((t) => localStorage.setItem('admin-token', t), token);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
  const res = await request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});

test('an expired or revoked token sends the admin back to login', async ({ page }) => {
  await page.goto('/admin/login');
  await page.evaluate(() => localStorage.setItem('admin-token', 'revoked-token'));
  await page.goto('/admin/partners');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
});
