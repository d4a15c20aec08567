import type { Browser } from '@playwright/test';

export interface ConsoleFigures {
  path: string;
  status: number;
  /** The page's HTML came with the page drawn in it (the root not empty before any script ran). */
  serverDrawn: boolean;
  /** React attached to the server's nodes: a React root on #root, and the first element the server sent still in the page. */
  keptServerTree: boolean;
  /** Console errors, uncaught exceptions, and warnings that speak of hydration. */
  problems: string[];
}

// React 19 production builds report a mismatch as a recoverable error (minified #418, #419, #423, #425).
const HYDRATION = /hydrat|did not match|server rendered|minified react error #(418|419|423|425)/i;

/**
 * Loads each page in a fresh Chromium context, as a first visit, and collects what a developer would
 * see in the console: errors (CSP refusals and failed loads included), uncaught exceptions, and any
 * warning about hydration. Also tells whether the page came drawn and whether React kept that drawing
 * (a mismatch it recovers from re-renders the root, which the console may not show in production).
 */
export async function checkConsole(browser: Browser, baseUrl: string, paths: string[]): Promise<ConsoleFigures[]> {
  const out: ConsoleFigures[] = [];
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || (type === 'warning' && HYDRATION.test(message.text())))
        problems.push(`${type}: ${message.text().slice(0, 200)}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.slice(0, 200)}`));
    // Runs before the page's scripts: keeps the server's first element, read once the page is parsed.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const kept = document.getElementById('root')?.firstElementChild ?? null;
        (window as unknown as { __serverFirst: Element | null }).__serverFirst = kept;
      });
    });
    const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    // Hydration waits for the route's code (router.load()), which on a busy machine can end well past the
    // network's idle: wait for React to attach (10 s at most), then a moment for a recovering re-render.
    await page
      .waitForFunction(
        () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
        null,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    await page.waitForTimeout(500);
    const state = await page.evaluate(() => {
      const first = (window as unknown as { __serverFirst: Element | null }).__serverFirst;
      const root = document.getElementById('root');
      const attached = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      return { serverDrawn: first !== null, kept: attached && first?.isConnected === true };
    });
    out.push({
      path,
      status: response?.status() ?? 0,
      serverDrawn: state.serverDrawn,
      keptServerTree: state.kept,
      problems,
    });
    await context.close();
  }
  return out;
}
