import { expect, type Page } from '@playwright/test';
import { waitForApp } from './fixtures';

/**
 * Rewrites what one tRPC query answers, to show the screens' states that the seeded data does not
 * reach (an upcoming period, empty lists, a server with nothing). The real answer is fetched and
 * patched, so the shape stays the server's; batched calls are handled by their position.
 */
export async function patchQuery<T>(page: Page, procedure: string, patch: (data: T) => unknown) {
  await page.route(
    (url) =>
      url.pathname.startsWith('/trpc/') &&
      decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',').includes(procedure),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const url = new URL(route.request().url());
      const names = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
      const res = await route.fetch();
      const body = (await res.json()) as unknown;
      const index = names.indexOf(procedure);
      const entry = (Array.isArray(body) ? body[index] : body) as { result?: { data: T } };
      if (entry?.result) entry.result.data = patch(entry.result.data) as T;
      await route.fulfill({ status: res.status(), contentType: 'application/json', body: JSON.stringify(body) });
    },
  );
}

/**
 * A public page arrives with its data in its HTML, so a patched /trpc answer shows only where the
 * browser reads the data itself: after moving to the page inside the site. Opens a page that reads
 * nothing but the site's settings, then follows the header's link to `path`, as a visitor would.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/mentions-legales');
  await waitForApp(page);
  if (path === '/') {
    await page.getByRole('banner').getByRole('link', { name: 'Accueil' }).first().click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const link = nav.locator(`a[href="${path}"]`);
    // Most pages sit in a dropdown, drawn only when it is open.
    for (const menu of ['Événement', 'Compétition']) {
      if ((await link.count()) > 0) break;
      await nav.getByRole('button', { name: menu }).click();
      if ((await link.count()) === 0) await nav.getByRole('button', { name: menu }).click();
    }
    await link.first().click();
  }
  await expect(page).toHaveURL(new URL(path, page.url()).href);
}
