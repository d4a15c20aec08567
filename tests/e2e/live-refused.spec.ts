import { expect, test } from './fixtures';

// The server refuses a live stream beyond its caps with 503 and Retry-After (issue 27: too many streams
// from one address, or in the process): the results page must then refresh every 30 s as without the
// push, and try the stream again later, never give up on it for good.
test('results: a live stream refused with 503 leaves the Live tab on its 30-second refresh, and the stream is tried again', async ({
  page,
}) => {
  const liveAsks: number[] = [];
  await page.route('**/api/live', (route) => {
    liveAsks.push(Date.now());
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '30', 'cache-control': 'no-store', 'content-type': 'application/json' },
      body: JSON.stringify({
        message:
          'Trop de pages ouvertes en direct depuis cette adresse, les résultats se rafraîchissent toutes les 30 secondes',
        code: 'SERVICE_UNAVAILABLE',
      }),
    });
  });
  await page.clock.install();
  let refetches = 0;
  page.on('request', (r) => {
    if (r.url().includes('/trpc/') && r.url().includes('results.races')) refetches += 1;
  });
  await page.goto('/resultats');
  await expect(page.getByTestId('results-group').first()).toBeVisible();
  await expect.poll(() => liveAsks.length).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('results-age')).toHaveText(
    "Actualisation toutes les 30 secondes · mis à jour à l'instant",
  );

  const before = refetches;
  const refetched = page.waitForResponse((r) => r.url().includes('/trpc/') && r.url().includes('results.races'));
  await page.clock.runFor(31_000);
  await (await refetched).finished();
  expect(refetches).toBeGreaterThan(before);
  // Tried again meanwhile (after 2 to 4 s, then twice as long each time), refused again, still polling.
  expect(liveAsks.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('results-age')).toContainText('Actualisation toutes les 30 secondes');
});
