import { expect, test } from './fixtures';
import { loginAs } from './admin-helpers';

// Issue 28 item 13: what the back-office shows while it reads, and the race choosers' days.

test('a list whose count is still loading shows a placeholder, never a 0', async ({ page }) => {
  await loginAs(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/trpc/**participants.adminPage**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/participants');
  await expect(page.getByTestId('admin-count-loading')).toBeVisible();
  await expect(page.getByTestId('admin-count')).toHaveCount(0);
  release();
  await expect(page.getByTestId('admin-count-loading')).toHaveCount(0);
  await expect(page.getByTestId('admin-count')).toHaveText(/^[1-9]/);
});

test('the race chooser gives each race its day with its time', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/results');
  const chooser = page.getByLabel(/^Épreuve/);
  await chooser.selectOption('youth-1');
  const chosen = chooser.locator('option:checked');
  await expect(chosen).toHaveText(/^(lun|mar|mer|jeu|ven|sam|dim)\. \d{1,2} [a-zéû]+\.? \d{2}:\d{2} — /);
});
