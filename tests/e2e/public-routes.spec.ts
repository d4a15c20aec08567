import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolation, expectNoUntranslatedKey, publicRoutes, switchToEnglish, watchErrors } from './helpers';

for (const route of publicRoutes) {
  test(`${route} loads in French and English, translated and accessible`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoUntranslatedKey(page);
    await expectNoSeriousA11yViolation(page);
    await switchToEnglish(page);
    await page.waitForLoadState('networkidle');
    await expectNoUntranslatedKey(page);
    await expectNoSeriousA11yViolation(page);
    expect(errors).toEqual([]);
  });
}

test('no route overflows horizontally at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of publicRoutes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, route).toBeLessThanOrEqual(0);
  }
});

test('navigating inside the app in English keeps English', async ({ page }) => {
  await page.goto('/');
  await switchToEnglish(page);
  await page.getByRole('button', { name: 'Competition' }).click();
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.locator('main h1')).toHaveText('Results');
});
