import { expect, test } from './fixtures';

// Issue 30: what a phone draws first. On a slow CPU the parser stops for breath as soon as the body opens
// (the head's stylesheet took its whole time slice), and the browser used to paint that empty body, then
// lay the whole page out again once it was parsed. The page now asks for no frame before its main content
// is in, so the first frame is the page itself.

interface FirstFrame {
  main: boolean;
  heading: string | null;
  rows: number;
}

// The 120 races' links of the results, the first 50 of the 3,000 entrants.
for (const { path, heading, rows, atLeast } of [
  { path: '/resultats', heading: 'Résultats', rows: 'a[href^="/resultats/"]', atLeast: 120 },
  { path: '/inscrits', heading: 'Inscrits', rows: 'tbody tr', atLeast: 50 },
]) {
  test(`on a slow phone, the first frame of ${path} shows its heading and its rows`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript((rows) => {
      requestAnimationFrame(() => {
        const main = document.getElementById('contenu');
        const frame: FirstFrame = {
          main: main !== null,
          heading: main?.querySelector('h1')?.textContent ?? null,
          rows: main?.querySelectorAll(rows).length ?? 0,
        };
        (window as unknown as { firstFrame: FirstFrame }).firstFrame = frame;
      });
    }, rows);
    await page.goto(path);
    const first = await page.evaluate(() => (window as unknown as { firstFrame?: FirstFrame }).firstFrame);
    expect(first?.main).toBe(true);
    expect(first?.heading).toBe(heading);
    expect(first?.rows).toBeGreaterThanOrEqual(atLeast);
  });
}

test("the site's mark is drawn in the page, and the tab's icon is a small PNG", async ({ page }) => {
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
  });
  await page.goto('/resultats');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accueil' }).locator('svg')).toBeVisible();
  expect(images).not.toContain('/favicon.svg');

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/icons/icon-48.png');
  const answer = await page.request.get(icon ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
});
