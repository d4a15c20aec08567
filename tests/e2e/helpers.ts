import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const publicRoutes = [
  '/',
  '/programme',
  '/epreuves',
  '/inscriptions',
  '/resultats',
  '/resultats/clubs',
  '/inscrits',
  '/reglement',
  '/infos-pratiques',
  '/benevoles',
  '/presse',
  '/a-propos',
  '/contact',
  '/mentions-legales',
  '/politique-confidentialite',
  '/declaration-accessibilite',
  '/partenaires',
];

const KEY_PATTERN =
  /\b(brand|nav|footer|home|states|errors|actions|notFound|programme|events|registration|results|participants|rules|practical|forms|volunteers|press|contact|about|partners|legal|privacy|accessibility|admin|common|pages|follows)\.[a-zA-Z]+/;

/** Collects console errors and page crashes for the assertions at the end of a test. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

export async function expectNoUntranslatedKey(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text.match(KEY_PATTERN)?.[0] ?? null, 'an i18n key is shown instead of its text').toBeNull();
}

export async function expectNoSeriousA11yViolation(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

export async function switchToEnglish(page: Page) {
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
