import { expect, test } from './fixtures';
import { expectNoWcagError } from './a11y-engines';
import { expectNoUntranslatedKey, publicRoutes, switchToEnglish, watchErrors } from './helpers';

for (const route of publicRoutes) {
  // Accessible: axe (WCAG 2.1 A/AA) and HTML_CodeSniffer (WCAG2AA, pa11y's engine) report no error.
  test(`${route} loads in French and English, translated and accessible`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoUntranslatedKey(page);
    await expectNoWcagError(page, route);
    await switchToEnglish(page);
    await page.waitForLoadState('networkidle');
    await expectNoUntranslatedKey(page);
    await expectNoWcagError(page, route);
    expect(errors).toEqual([]);
  });
}

for (const width of [390, 360]) {
  test(`no route overflows horizontally at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const route of publicRoutes) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
      // body clips overflow-x, so also look for elements standing out of the viewport (cut off),
      // leaving aside those inside a scrolling or clipping box (wide tables scroll in their own box).
      const outside = await page.evaluate(() => {
        const clipped = (el: Element) => {
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
            if (getComputedStyle(p).overflowX !== 'visible') return true;
          return false;
        };
        return [...document.querySelectorAll('body *')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1) && !clipped(el);
          })
          .map((el) => `${el.tagName} "${(el.textContent ?? '').slice(0, 40)}"`)
          .slice(0, 5);
      });
      expect(outside, route).toEqual([]);
    }
  });
}

test('navigating inside the app in English keeps English', async ({ page }) => {
  await page.goto('/');
  await switchToEnglish(page);
  await page.getByRole('button', { name: 'Competition' }).click();
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.locator('main h1')).toHaveText('Results');
});
