import { brotliCompressSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { benchEnv } from './env';

export interface PageFigures {
  path: string;
  /** Bytes on the wire (compressed bodies) by kind, and everything including headers. */
  js: number;
  css: number;
  total: number;
  /** Encoded (on the wire) bodies of the /trpc and /api answers the page loaded. */
  json: number;
  /** The page's HTML as transferred (compressed body), and the data drawn into it (page-state JSON, uncompressed). */
  html: number;
  state: number;
  /** That page-state JSON brotli-compressed on its own: its share of the HTML on the wire. */
  stateWire: number;
  /** Those /trpc and /api answers one by one (encoded body bytes). */
  jsonUrls: Map<string, number>;
  requests: number;
  ttfb: number;
  lcp: number | null;
  /** The /trpc and /api reads the page made, for the results-day mix. */
  reads: string[];
  /** Every URL the page loaded, to tell what another page adds. */
  urls: Set<string>;
  jsUrls: Map<string, number>;
  cssUrls: Map<string, number>;
}

const FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: benchEnv.chromiumPath, args: FLAGS });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Loads `path` in `page` and counts what came over the network for it. */
async function load(page: Page, baseUrl: string, path: string): Promise<PageFigures> {
  const figures: PageFigures = {
    path,
    js: 0,
    css: 0,
    total: 0,
    json: 0,
    html: 0,
    state: 0,
    stateWire: 0,
    jsonUrls: new Map(),
    requests: 0,
    ttfb: 0,
    lcp: null,
    reads: [],
    urls: new Set(),
    jsUrls: new Map(),
    cssUrls: new Map(),
  };
  const pending: Promise<void>[] = [];
  const onFinished = (request: import('@playwright/test').Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        // responseBodySize is the encoded (compressed) size; 0 when served from the browser cache.
        const body = response.fromServiceWorker() ? 0 : sizes.responseBodySize;
        const url = new URL(request.url());
        figures.urls.add(url.pathname + url.search);
        figures.requests += 1;
        figures.total += body + sizes.responseHeadersSize;
        const type = request.resourceType();
        if (type === 'script') {
          figures.js += body;
          figures.jsUrls.set(url.pathname, body);
        } else if (type === 'document') {
          figures.html += body;
        } else if (type === 'stylesheet') {
          figures.css += body;
          figures.cssUrls.set(url.pathname, body);
        }
        if (/^\/(trpc|api)\//.test(url.pathname)) {
          figures.json += body;
          figures.jsonUrls.set(`${request.method()} ${url.pathname}${url.search}`, body);
          if (request.method() === 'GET') figures.reads.push(url.pathname + url.search);
        }
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  const timing = await page.evaluate(async () => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const lcp = await new Promise<number | null>((resolve) => {
      let last: number | null = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) last = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(last), 200);
    });
    return {
      ttfb: nav ? nav.responseStart : Number.NaN,
      lcp,
      state: document.getElementById('page-state')?.textContent ?? '',
    };
  });
  figures.state = timing.state.length;
  figures.stateWire = timing.state ? brotliCompressSync(Buffer.from(timing.state)).length : 0;
  figures.ttfb = timing.ttfb;
  figures.lcp = timing.lcp;
  return figures;
}

/** A first visit (empty cache) of each path, `runs` times; bytes from the last, times as medians. */
export async function measurePages(
  browser: Browser,
  baseUrl: string,
  paths: string[],
  runs: number,
): Promise<PageFigures[]> {
  const out: PageFigures[] = [];
  for (const path of paths) {
    const samples: PageFigures[] = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      samples.push(await load(await context.newPage(), baseUrl, path));
      await context.close();
    }
    const last = samples[samples.length - 1] as PageFigures;
    const lcps = samples.map((s) => s.lcp).filter((v): v is number => v !== null);
    out.push({ ...last, ttfb: median(samples.map((s) => s.ttfb)), lcp: lcps.length ? median(lcps) : null });
  }
  return out;
}

export interface AdminFigures {
  login: PageFigures;
  dashboard: PageFigures;
  /** JS and CSS that the admin pages load beyond what the public home page loaded. */
  loginAddsJs: number;
  loginAddsCss: number;
  dashboardAddsJs: number;
  dashboardAddsCss: number;
}

const added = (urls: Map<string, number>, seen: Set<string>) =>
  [...urls].filter(([u]) => !seen.has(u)).reduce((sum, [, n]) => sum + n, 0);

/** Home first, then /admin/login, then the dashboard (signed in), in one browser cache, as a visitor turned admin would. */
export async function measureAdmin(browser: Browser, baseUrl: string, token: string): Promise<AdminFigures> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const home = await load(page, baseUrl, '/');
  const seen = new Set([...home.jsUrls.keys(), ...home.cssUrls.keys()]);
  // A fresh page without cache for the login page's own figures would double-count the shell; the
  // "adds" columns are what matters: chunks not already fetched for the home page.
  const login = await load(page, baseUrl, '/admin/login');
  const loginAddsJs = added(login.jsUrls, seen);
  const loginAddsCss = added(login.cssUrls, seen);
  for (const u of [...login.jsUrls.keys(), ...login.cssUrls.keys()]) seen.add(u);
  await page.evaluate((t) => localStorage.setItem('admin-token', t), token);
  const dashboard = await load(page, baseUrl, '/admin/dashboard');
  const result = {
    login,
    dashboard,
    loginAddsJs,
    loginAddsCss,
    dashboardAddsJs: added(dashboard.jsUrls, seen),
    dashboardAddsCss: added(dashboard.cssUrls, seen),
  };
  await context.close();
  return result;
}
