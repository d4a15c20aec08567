import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { switchToEnglish } from './helpers';
import { openInApp } from './trpc-mock';

// Issue 28 item 8: an in-page navigation that cannot load its page shows a loading state, then a
// message with a retry, never the page it came from under the new address.

const abort = (route: Route) => route.abort('internetdisconnected');

test('offline, a race link shows a message with a retry that works once back online', async ({ page, context }) => {
  await page.goto('/resultats');
  const link = page.locator('main a[href^="/resultats/"]').first();
  const href = await link.getAttribute('href');
  await context.setOffline(true);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const error = page.getByTestId('route-error');
  await expect(error).toContainText('Vous êtes hors connexion');
  await expect(error).toContainText("La page n'a pas pu être chargée");
  // The results list is gone: not the old page under the new address.
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats' })).toHaveCount(0);

  await context.setOffline(false);
  await error.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Résultats');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page whose code cannot be fetched shows a loading state, then the message, in English too', async ({
  page,
}) => {
  await page.goto('/mentions-legales');
  await switchToEnglish(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The practical page's code is held, then refused: the loading state shows while it is held.
  await page.route(/\/assets\/infos-pratiques[^/]*\.js$/, async (route) => {
    await held;
    await route.abort('failed');
  });
  await page.getByRole('contentinfo').locator('a[href="/infos-pratiques"]').click();
  await expect(page.getByTestId('route-pending')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Legal notice' })).toHaveCount(0);
  release();
  const error = page.getByTestId('route-error');
  await expect(error).toContainText('An error occurred');
  await expect(error).toContainText('The page could not be loaded');
  await page.unrouteAll({ behavior: 'wait' });
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Practical information' })).toBeVisible();
});

test('a page whose read fails in an in-page navigation says so, with a retry', async ({ page }) => {
  await page.route('**/trpc/**events.list**', abort);
  await openInApp(page, '/programme');
  const error = page.getByTestId('query-error');
  await expect(error).toContainText('Une erreur est survenue');
  await expect(page.getByTestId('programme-empty')).toHaveCount(0);
  await page.unroute('**/trpc/**events.list**', abort);
  await error.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByTestId('query-error')).toHaveCount(0);
  await expect(page.locator('[aria-labelledby^="day-"]').first()).toBeVisible();
});
