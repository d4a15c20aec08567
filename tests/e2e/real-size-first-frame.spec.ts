import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 30: what a phone draws first. On a slow CPU the parser stops for breath as soon as the body opens
// (the head's stylesheet took its whole time slice), and the browser used to paint that empty body, then
// lay the whole page out again once it was parsed. The page now asks for no frame before its main content
// opens (released as it opens, so the rest follows as it arrives): the first frame is never an empty body.

interface FirstFrame {
  header: boolean;
  main: boolean;
}
type Recording = Window & { firstFrame?: FirstFrame };

for (const path of ['/resultats', '/inscrits', '/resultats/school-1']) {
  test(`on a slow phone, the first frame of ${path} has its header and its main content`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const frame: FirstFrame = {
          header: document.querySelector('header') !== null,
          main: document.getElementById('contenu') !== null,
        };
        (window as Recording).firstFrame = frame;
      });
    });
    await page.goto(path);
    const first = await page.evaluate(() => (window as Recording).firstFrame);
    expect(first).toEqual({ header: true, main: true });
  });
}

/** The paths of the images the page asks for, from now on. */
function imagesRequested(page: Page): string[] {
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
  });
  return images;
}

test("the site's mark is drawn in the page, and the tab's icon is a small PNG", async ({ page }) => {
  const images = imagesRequested(page);
  await page.goto('/resultats');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accueil' }).locator('svg')).toBeVisible();
  expect(images).not.toContain('/favicon.svg');

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/icons/icon-48.png');
  const answer = await page.request.get(icon ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
});

test("the home page's title image is fetched on a desktop, which shows it, and never on a phone", async ({ page }) => {
  const images = imagesRequested(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(images).not.toContain('/hero-title.svg');

  await page.setViewportSize({ width: 1280, height: 900 });
  const title = page.locator('img[src="/hero-title.svg"]');
  await expect(title).toBeVisible();
  await expect.poll(() => title.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
});
