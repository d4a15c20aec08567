import type { Page } from '@playwright/test';

/**
 * Rewrites what one tRPC query answers, to show the screens' states that the seeded data does not
 * reach (an upcoming period, empty lists, a server with nothing). The real answer is fetched and
 * patched, so the shape stays the server's; batched calls are handled by their position.
 */
export async function patchQuery<T>(page: Page, procedure: string, patch: (data: T) => unknown) {
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',').includes(procedure),
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
