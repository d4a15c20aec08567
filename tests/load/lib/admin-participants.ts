import type { Browser, CDPSession, Page } from '@playwright/test';

export interface AdminListFigures {
  /** Navigation start → first frame with table rows (ms), median of the runs. */
  firstRender: number;
  /** Rows in the table at that moment, and the number the admin API reports. */
  rows: number;
  /** Main-thread work from one keystroke in the search box until the list settles (CDP TaskDuration delta, ms). */
  keystrokeWork: number;
  /** The longest event timing entry of the keystroke (input delay + handlers + next paint, ms). */
  keystrokeEvent: number;
  /** Long tasks (> 50 ms) during the keystroke. */
  longTasks: number;
  runs: number;
  error?: string;
}

const ROW = '[data-testid="admin-item"]';
const SEARCH = '#p-search, [data-testid="admin-search"], input[type="search"]';

// Before any script of the page: the admin token (signed in) and a watcher that notes the first frame
// painted with a table row in it.
const initScript = ({ token, row }: { token: string; row: string }) => {
  localStorage.setItem('admin-token', token);
  const w = window as unknown as { __rowsAt?: number; __lastMutation: number };
  w.__lastMutation = 0;
  new MutationObserver(() => {
    w.__lastMutation = performance.now();
    if (w.__rowsAt === undefined && document.querySelector(row)) {
      w.__rowsAt = -1;
      requestAnimationFrame(() => setTimeout(() => (w.__rowsAt = performance.now()), 0));
    }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
};

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Resolves when the DOM has not changed for `quiet` ms (and at least `min` ms passed). */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const w = window as unknown as { __lastMutation: number };
        const start = performance.now();
        const tick = () => {
          const now = performance.now();
          if ((now - start >= 800 && now - w.__lastMutation >= 400) || now - start > 8000) done();
          else setTimeout(tick, 100);
        };
        tick();
      }),
  );

/** The renderer's main-thread busy time so far (ms), from one CDP session kept across the readings. */
async function taskDuration(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
}

async function once(browser: Browser, baseUrl: string, token: string): Promise<Omit<AdminListFigures, 'runs'>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // tsx (esbuild keepNames) wraps named functions in __name(), which the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await context.addInitScript(initScript, { token, row: ROW });
    const page = await context.newPage();
    // The dashboard first, as after signing in: the admin's scripts are then in the browser cache.
    await page.goto(`${baseUrl}/admin/dashboard`, { waitUntil: 'networkidle' });
    await page.goto(`${baseUrl}/admin/participants`);
    await page.waitForFunction(() => ((window as unknown as { __rowsAt?: number }).__rowsAt ?? -1) > 0, undefined, {
      timeout: 20_000,
    });
    const firstRender = await page.evaluate(() => (window as unknown as { __rowsAt: number }).__rowsAt);
    const rows = await page.locator(ROW).count();
    await settle(page);

    await page.evaluate(() => {
      const w = window as unknown as { __events: number[]; __longTasks: number };
      w.__events = [];
      w.__longTasks = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (/key|input/.test(e.name)) w.__events.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        w.__longTasks += list.getEntries().length;
      }).observe({ type: 'longtask' });
    });
    await page.locator(SEARCH).first().click();
    await settle(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await taskDuration(cdp);
    await page.keyboard.type('m');
    await settle(page);
    const after = await taskDuration(cdp);
    await cdp.detach();
    const timing = await page.evaluate(() => {
      const w = window as unknown as { __events: number[]; __longTasks: number };
      return { event: Math.max(0, ...w.__events), longTasks: w.__longTasks };
    });
    return {
      firstRender,
      rows,
      keystrokeWork: after - before,
      keystrokeEvent: timing.event,
      longTasks: timing.longTasks,
    };
  } finally {
    await context.close();
  }
}

/** /admin/participants signed in, `runs` times in fresh contexts: medians of each figure. */
export async function measureAdminList(
  browser: Browser,
  baseUrl: string,
  token: string,
  runs: number,
): Promise<AdminListFigures> {
  const samples: Omit<AdminListFigures, 'runs'>[] = [];
  try {
    for (let i = 0; i < runs; i += 1) samples.push(await once(browser, baseUrl, token));
  } catch (e) {
    if (!samples.length)
      return {
        firstRender: Number.NaN,
        rows: 0,
        keystrokeWork: Number.NaN,
        keystrokeEvent: Number.NaN,
        longTasks: 0,
        runs: 0,
        error: e instanceof Error ? e.message.split('\n')[0] : String(e),
      };
  }
  return {
    firstRender: median(samples.map((s) => s.firstRender)),
    rows: median(samples.map((s) => s.rows)),
    keystrokeWork: median(samples.map((s) => s.keystrokeWork)),
    keystrokeEvent: median(samples.map((s) => s.keystrokeEvent)),
    longTasks: median(samples.map((s) => s.longTasks)),
    runs: samples.length,
  };
}
