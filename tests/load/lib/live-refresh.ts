import type { Browser } from '@playwright/test';
import { ACCEPT } from './cannon';
import { raw } from './http';

export interface Revalidation {
  path: string;
  /** The first answer's ETag ('' when it had none). */
  etag: string;
  /** The status of the second request, sent with If-None-Match. */
  status: number;
  /** Status line, headers and body of that second answer, in bytes. */
  wire: number;
}

/** Each read fetched twice over raw HTTP, the second time with the ETag of the first in If-None-Match. */
export async function revalidate(baseUrl: string, paths: string[]): Promise<Revalidation[]> {
  const out: Revalidation[] = [];
  for (const path of paths) {
    const first = await raw(baseUrl + path, { headers: ACCEPT });
    const etag = first.headers.etag ?? '';
    const second = await raw(baseUrl + path, { headers: { ...ACCEPT, ...(etag ? { 'if-none-match': etag } : {}) } });
    out.push({ path, etag, status: second.status, wire: second.headBytes + second.body.length });
  }
  return out;
}

export interface BrowserRefresh {
  /** What the Live tab's second refetch brought (the steady state): one line per /trpc or /api request. */
  requests: { path: string; status: number; wire: number }[];
  /** The first refetch: the page's data came inside the server-drawn HTML, so the browser has no ETag yet. */
  first: { path: string; status: number; wire: number }[];
  error?: string;
}

/**
 * /resultats in Chromium with a fake clock and the live push blocked: after the first view, time jumps past
 * the Live tab's refresh interval twice and each refetch is watched over CDP (status as the network saw it, encodedDataLength =
 * headers and body as received). The second is what every later refresh costs.
 */
export async function refreshInChromium(
  browser: Browser,
  baseUrl: string,
  path: string,
  skipMs = 31_000,
): Promise<BrowserRefresh> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.clock.install();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The Live tab polls only while the live push is down (a notice otherwise triggers the refetch, and
    // an unchanged list gets none): the push is blocked here so that the poll, and its cost, show. Through
    // CDP, as Playwright's own routing would turn the HTTP cache, and so the revalidation, off.
    await cdp.send('Network.setBlockedURLs', { urls: ['*/api/live*'] });
    const seen = new Map<string, { path: string; status: number; wire: number }>();
    let watching = false;
    // The extra info may arrive before or after responseReceived.
    const wireStatus = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => {
      const url = new URL(e.response.url);
      if (watching && /^\/(trpc|api)\//.test(url.pathname))
        seen.set(e.requestId, {
          path: url.pathname + url.search,
          status: wireStatus.get(e.requestId) ?? e.response.status,
          wire: 0,
        });
    });
    // The status as it came over the wire: a revalidated answer is reported 200 (from the cache) by
    // responseReceived, 304 by the extra info that carries the raw headers.
    cdp.on('Network.responseReceivedExtraInfo', (e) => {
      const entry = seen.get(e.requestId);
      if (entry) entry.status = e.statusCode;
      else wireStatus.set(e.requestId, e.statusCode);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const entry = seen.get(e.requestId);
      if (entry) entry.wire = e.encodedDataLength;
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    watching = true;
    const refetch = async () => {
      seen.clear();
      await page.clock.fastForward(skipMs);
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && (seen.size === 0 || [...seen.values()].some((r) => r.wire === 0)))
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 300));
      return [...seen.values()];
    };
    const first = await refetch();
    const requests = await refetch();
    return {
      requests,
      first,
      ...(requests.length ? {} : { error: `no refetch within 5 s after ${skipMs / 1000} s of page time` }),
    };
  } catch (e) {
    return { requests: [], first: [], error: e instanceof Error ? e.message.split('\n')[0] : String(e) };
  } finally {
    await context.close();
  }
}
