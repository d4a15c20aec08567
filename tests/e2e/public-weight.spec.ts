import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { publicRoutes } from './helpers';

// Admin screens and the rich-text editor live in their own chunks, fetched only under /admin. They are
// recognised by what they hold (chunk names alone are ambiguous: the contract has a 'pricing' module too):
// the admin screens read the 'admin' translation namespace, the editor is Lexical.
const adminMarker = /\((`|"|')admin\1\)|Lexical/;

test('public pages never download the admin screens or the rich-text editor', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      scripts.set(
        new URL(r.url()).pathname,
        r.text().catch(() => ''),
      );
  });
  for (const route of publicRoutes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.size).toBeGreaterThan(5);
  const offending: string[] = [];
  for (const [path, body] of scripts)
    if (/RichTextEditor|use-editor/.test(path) || adminMarker.test(await body)) offending.push(path);
  expect(offending).toEqual([]);
});

test("the home page's JavaScript stays within 150 kB compressed", async ({ page }) => {
  let bytes = 0;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (r) => {
    if (r.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const headers = await (await r.response())?.allHeaders();
        expect(headers?.['content-encoding'], r.url()).toMatch(/br|gzip/);
        bytes += (await r.sizes()).responseBodySize;
      })(),
    );
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(150_000);
});

test('each public page arrives with its data in at most 20 kB compressed, with no JSON read to show it', async ({
  page,
}) => {
  for (const route of publicRoutes) {
    const reads: Promise<{ url: string; bytes: number; encoding?: string }>[] = [];
    const listener = (r: Request) => {
      if (r.resourceType() !== 'document' && !r.url().includes('/trpc/')) return;
      reads.push(
        (async () => ({
          url: r.url(),
          bytes: (await r.sizes()).responseBodySize,
          encoding: (await (await r.response())?.allHeaders())?.['content-encoding'],
        }))(),
      );
    };
    page.on('requestfinished', listener);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    page.off('requestfinished', listener);
    const done = await Promise.all(reads);
    // The document alone: the page's first view needs no read over /trpc.
    expect(done.map((r) => new URL(r.url).pathname)).toEqual([route]);
    const [doc] = done;
    expect(doc?.encoding, route).toMatch(/br|gzip/);
    expect(doc?.bytes, route).toBeGreaterThan(0);
    expect(doc?.bytes, route).toBeLessThanOrEqual(20_000);
  }
});
