import { type Page, test as plainTest } from '@playwright/test';
import { expect, test } from './fixtures';

// Runs against the real-size server only (project real-size, SEED_DEMO=event): the 120 races of the
// programme are all drawn at once, within Lighthouse's 1,500 elements ('dom-size'), with JavaScript
// and without.

const domSize = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

test('/programme draws its 120 races, each with its calendar link and star, in at most 1,500 elements', async ({
  page,
}) => {
  await page.goto('/programme');
  const races = page.getByTestId('programme-race');
  await expect(races).toHaveCount(120);
  await expect(page.getByTestId('race-ics')).toHaveCount(120);
  await expect(page.getByTestId('star-race').first()).toBeVisible();
  await expect(page.getByTestId('star-race')).toHaveCount(120);
  expect(await domSize(page)).toBeLessThanOrEqual(1500);

  // A star still marks its race, and the day filter still narrows the list (the fixture's goto has
  // waited for the page to be hydrated, as a visitor waits for it).
  await page.getByTestId('star-race').first().click();
  await expect(page.getByTestId('star-race').first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Jour').selectOption('2026-01-30');
  await expect(races).not.toHaveCount(120);
  for (const date of await page.locator('section h2').allTextContents()) expect(date).toContain('30 janvier');
});

// Without JavaScript there is no hydration to wait for: the plain test.
plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest('/programme is read whole from the server, in at most 1,500 elements', async ({ page }) => {
    await page.goto('/programme');
    await expect(page.getByTestId('programme-race')).toHaveCount(120);
    await expect(page.getByTestId('race-ics').first()).toHaveAttribute('href', /\.ics/);
    expect(await domSize(page)).toBeLessThanOrEqual(1500);
  });
});
