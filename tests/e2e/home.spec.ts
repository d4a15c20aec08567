import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers';

test('the home page renders in French, switches to English and back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Championnats de France d'Aviron Indoor");
  await expect(page.getByTestId('championship-cards').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByText('Championnat de France Élite')).toBeVisible();

  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('French Indoor Rowing Championships');
  await expect(page.getByText('French Elite Championship')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Championnats de France d'Aviron Indoor");
  expect(errors).toEqual([]);
});

test('the language is kept in memory only: a new visit starts in French', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Championnats de France d'Aviron Indoor");
});

test('the video modal keeps focus inside and closes on Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: "Revivre l'édition 2025" }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the partners carousel advances by itself and stops after a manual action', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByTestId('partners-carousel');
  await expect(carousel).toHaveAttribute('data-page', '0');
  await expect(carousel).toHaveAttribute('data-page', '1', { timeout: 5000 });
  await page.getByRole('button', { name: 'Partenaires précédents' }).click();
  await expect(carousel).toHaveAttribute('data-autoplay', 'false');
  const page0 = await carousel.getAttribute('data-page');
  await page.waitForTimeout(3500);
  await expect(carousel).toHaveAttribute('data-page', page0 ?? '0');
  // Wrap-around: previous from the first page goes to the last.
  await page.getByRole('button', { name: 'Page 1', exact: true }).click();
  await page.getByRole('button', { name: 'Partenaires précédents' }).click();
  await expect(carousel).toHaveAttribute('data-page', '2');
  await expect(carousel.getByRole('link', { name: /Visiter/ }).first()).toHaveAttribute('target', '_blank');
});
