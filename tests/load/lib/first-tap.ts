import type { Browser, CDPSession, Page } from '@playwright/test';
import { loadavg } from 'node:os';

/*
 * Issue 30's slow phone: Chrome's « Slow 3G » (400 kbit/s each way, 400 ms round trip) and a CPU four
 * times slower, on a 390 px touch screen. From the navigation, the language toggle is tapped every 250 ms
 * from the moment it is painted, until the page shows English (the document's lang and the toggle's
 * text): that moment is the first tap obeyed. On /inscrits, « meyer » is typed in the search as soon as
 * the box is painted, and the time is taken until the list shows only the matches.
 */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CPU_SLOWDOWN = 4;
const TAP_EVERY = 250;
const GIVE_UP = 40_000;

export interface FirstTapRun {
  /** ms from the navigation: the toggle (or the search box) painted, then the tap (the typing) obeyed. */
  painted: number;
  obeyed: number;
  /** Requests made and script bytes transferred (compressed) from the navigation to the obeyed tap. */
  requests: number;
  scriptBytes: number;
}

export interface FirstTapFigures {
  path: string;
  /** 'toggle' for the language toggle, 'search' for « meyer » typed in /inscrits' search. */
  what: 'toggle' | 'search';
  runs: FirstTapRun[];
  /** Medians of the runs. */
  median: FirstTapRun;
  /** The machine's 1-minute load average before and after this page's runs. */
  load: [number, number];
}

async function slowPhone(browser: Browser): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp, close: () => context.close() };
}

/** Counts the requests and the script bytes (as transferred) seen on the session. */
function countTraffic(cdp: CDPSession) {
  const scripts = new Set<string>();
  let requests = 0;
  let scriptBytes = 0;
  cdp.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  cdp.on('Network.responseReceived', (e: { requestId: string; type?: string }) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    if (scripts.has(e.requestId)) scriptBytes += e.encodedDataLength;
  });
  return () => ({ requests, scriptBytes });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a visible element; its centre, or null when the time is up. */
async function whenPainted(page: Page, selector: string, until: number): Promise<{ x: number; y: number } | null> {
  const element = page.locator(selector).first();
  const ok = await element
    .waitFor({ state: 'visible', timeout: Math.max(1, until - Date.now()) })
    .then(() => true)
    .catch(() => false);
  const box = ok ? await element.boundingBox().catch(() => null) : null;
  return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
}

/** True once the page shows English; null while a document is replacing the one read (a navigation). */
const showsEnglish = (page: Page) =>
  page
    .evaluate(
      () =>
        document.documentElement.lang === 'en' &&
        /^EN\b/.test(document.querySelector('[data-testid="language-toggle"]')?.textContent?.trim() ?? ''),
    )
    .catch(() => null);

const TOGGLE = '[data-testid="language-toggle"]';

async function tapRun(browser: Browser, url: string): Promise<FirstTapRun> {
  const { page, cdp, close } = await slowPhone(browser);
  try {
    const traffic = countTraffic(cdp);
    const t0 = Date.now();
    const until = t0 + GIVE_UP;
    void page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP }).catch(() => undefined);
    const at = await whenPainted(page, TOGGLE, until);
    if (!at) throw new Error(`${url}: the language toggle was never painted`);
    const painted = Date.now() - t0;
    while (Date.now() < until) {
      const english = await showsEnglish(page);
      if (english) return { painted, obeyed: Date.now() - t0, ...traffic() };
      // A page coming in place of this one: the finger taps the toggle once the new page has painted it, as
      // a visitor does, not a document not shown yet (that tap, aimed at the page before, would switch back).
      if (
        english === null ||
        !(await page
          .locator(TOGGLE)
          .first()
          .isVisible()
          .catch(() => false))
      ) {
        await whenPainted(page, TOGGLE, until);
        continue;
      }
      const tapped = Date.now();
      await page.touchscreen.tap(at.x, at.y).catch(() => undefined);
      await pause(Math.max(0, TAP_EVERY - (Date.now() - tapped)));
    }
    // Never obeyed: written as « > 40 s » in the table.
    return { painted, obeyed: Number.POSITIVE_INFINITY, ...traffic() };
  } finally {
    await close();
  }
}

const SEARCH = '#participants-search';
const TYPED = 'meyer';

/** True once every row of the list names the match and the count no longer says the whole list. */
const showsMatches = (page: Page, before: string) =>
  page
    .evaluate(
      ({ typed, before }) => {
        const count = document.querySelector('[data-testid="participants-count"]')?.textContent ?? '';
        const rows = [...document.querySelectorAll('#root tbody tr')];
        return (
          count !== before &&
          rows.length > 0 &&
          rows.every((row) => (row.textContent ?? '').toLowerCase().includes(typed))
        );
      },
      { typed: TYPED, before },
    )
    .catch(() => false);

async function searchRun(browser: Browser, url: string): Promise<FirstTapRun> {
  const { page, cdp, close } = await slowPhone(browser);
  try {
    const traffic = countTraffic(cdp);
    const t0 = Date.now();
    const until = t0 + GIVE_UP;
    void page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP }).catch(() => undefined);
    const at = await whenPainted(page, SEARCH, until);
    if (!at) throw new Error(`${url}: the search box was never painted`);
    const painted = Date.now() - t0;
    const before = (await page.locator('[data-testid="participants-count"]').textContent()) ?? '';
    await page.touchscreen.tap(at.x, at.y);
    await page.keyboard.type(TYPED);
    while (Date.now() < until) {
      if (await showsMatches(page, before)) return { painted, obeyed: Date.now() - t0, ...traffic() };
      await pause(TAP_EVERY);
    }
    return { painted, obeyed: Number.POSITIVE_INFINITY, ...traffic() };
  } finally {
    await close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const medianRun = (runs: FirstTapRun[]): FirstTapRun => ({
  painted: median(runs.map((r) => r.painted)),
  obeyed: median(runs.map((r) => r.obeyed)),
  requests: median(runs.map((r) => r.requests)),
  scriptBytes: median(runs.map((r) => r.scriptBytes)),
});

/** Each page's toggle runs, then the /inscrits search, one load at a time (nothing else in the browser). */
export async function measureFirstTaps(
  browser: Browser,
  baseUrl: string,
  paths: string[],
  runs: number,
  log: (line: string) => void,
): Promise<FirstTapFigures[]> {
  const out: FirstTapFigures[] = [];
  const jobs = [
    ...paths.map((path) => ({ path, what: 'toggle' as const })),
    { path: '/inscrits', what: 'search' as const },
  ];
  for (const { path, what } of jobs) {
    const load: [number, number] = [loadavg()[0] ?? Number.NaN, Number.NaN];
    const done: FirstTapRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await (what === 'toggle' ? tapRun : searchRun)(browser, baseUrl + path).catch((error: Error) => {
        log(`first ${what} ${path} (${i + 1}/${runs}) failed: ${error.message}`);
        return null;
      });
      if (!run) continue;
      log(
        `first ${what} ${path} (${i + 1}/${runs}): painted ${run.painted} ms, obeyed ${seconds(run.obeyed)}, ${run.requests} requests, ${(run.scriptBytes / 1024).toFixed(0)} KiB of script`,
      );
      done.push(run);
    }
    load[1] = loadavg()[0] ?? Number.NaN;
    out.push({ path, what, runs: done, median: medianRun(done), load });
  }
  return out;
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : `> ${GIVE_UP / 1000} s`);

/** The table issue 30 asks for: per page, medians, with each run's obeyed time and the load average. */
export function firstTapTable(figures: FirstTapFigures[]): string {
  const rows = figures.map(
    (f) =>
      `| \`${f.path}\`${f.what === 'search' ? ' (« meyer » typed)' : ''} | ${seconds(f.median.painted)} | ${seconds(f.median.obeyed)} | ${f.runs.map((r) => seconds(r.obeyed)).join(', ')} | ${f.median.requests} | ${(f.median.scriptBytes / 1024).toFixed(0)} KiB | ${f.load.map((l) => l.toFixed(1)).join(' → ')} |`,
  );
  return [
    `Slow 3G (400 kbit/s, 400 ms), CPU ${CPU_SLOWDOWN}× slower, 390 px touch screen; target: first tap obeyed ≤ 3 s.`,
    '',
    '| page | painted | first tap obeyed (median) | each run | requests | script bytes | load average |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
