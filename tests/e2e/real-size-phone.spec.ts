import { expect, test } from './fixtures';

// Issue 28 items 10 and 11: the real-size set's long club names and 17,000 px pages on a phone.

test('on a 390 px phone the medal table shows its Total column, sorted or not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/resultats');
  await page.getByRole('button', { name: 'Statistiques' }).click();
  const table = page.getByTestId('medal-table');
  await expect(table).toBeVisible();
  const fits = async () => {
    const frame = await table.locator('xpath=..').boundingBox();
    const total = await table.getByRole('columnheader', { name: /Total/ }).boundingBox();
    return !!frame && !!total && total.x + total.width <= frame.x + frame.width + 0.5;
  };
  expect(await fits()).toBe(true);
  await table.getByRole('button', { name: /Total/ }).click();
  await expect(table.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', /ascending|descending/);
  expect(await fits()).toBe(true);
});

for (const path of ['/programme', '/resultats', '/epreuves']) {
  test(`on a phone, ${path} jumps to a day and to a championship, and back to the top`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    const jump = page.getByRole('navigation', { name: 'Aller à' });
    // The last day of the page (the first of the event when results show the most recent first).
    const lastDay = jump.getByRole('link', { name: /janv\.$/ }).last();
    const target = (await lastDay.getAttribute('href')) ?? '';
    await lastDay.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const day = page.locator(target);
    // The heading lands at the top, just under the sticky header, however far down the page it is
    // (rows not drawn yet have estimated heights: a smooth scroll aimed from them stopped a screen short).
    const header = (await page.locator('header').first().boundingBox())?.height ?? 0;
    await expect
      .poll(async () => {
        const box = await day.boundingBox();
        return box !== null && box.y >= header - 1 && box.y < header + 60;
      })
      .toBe(true);

    await expect(page.getByTestId('back-to-top')).toBeVisible();
    await page.getByTestId('back-to-top').click();
    await expect(jump).toBeInViewport();

    await jump.getByRole('link', { name: 'Challenge Avirose' }).click();
    await expect(page.locator('#championnat-avirose')).toBeInViewport();
    const first = page.locator('#championnat-avirose').locator('xpath=..');
    await expect(first).toContainText(path === '/resultats' ? 'Avirose' : 'Challenge Avirose');
  });
}
