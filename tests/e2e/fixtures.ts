import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * True once React owns the page. A public page arrives drawn by the server and becomes interactive only
 * when it is hydrated, after its route's code has loaded (possibly after the `load` event): until then a
 * button does nothing. Hydration runs as a transition, in slices, and attaches its fibers to the nodes as
 * it goes; the page is React's once that render is committed, which the root's state tells
 * (`isDehydrated` false). A page drawn in the browser (the back-office, with no server data) is live as
 * soon as it shows, so it is not waited for: its loading states must stay observable.
 */
const appIsLive = (page: Page) =>
  page.evaluate(() => {
    if (!document.getElementById('page-state')) return true;
    const container = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
    const key = container ? Object.keys(container).find((k) => k.startsWith('__reactContainer$')) : undefined;
    const fiber = key
      ? (container?.[key] as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } })
      : undefined;
    return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });

/** Waits for the page to be interactive (polled from here: some tests fake the page's timers). */
export async function waitForApp(page: Page): Promise<void> {
  await expect
    .poll(() => appIsLive(page).catch(() => false), {
      message: 'the page never became interactive',
      intervals: [20, 50, 100],
    })
    .toBe(true);
}

/**
 * The standard `test`, whose `page.goto` and `page.reload` also wait for the page to be interactive,
 * as a visitor waits for it before using it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
