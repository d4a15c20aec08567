import { expect, test } from './fixtures';

// The site's frame on every public page: header, menus (mouse and keyboard), footer, focus after navigation.

test.describe('header', () => {
  test('one dropdown open at a time, closed by a click outside or Escape; active route highlighted', async ({
    page,
  }) => {
    await page.goto('/programme');
    const event = page.getByRole('button', { name: 'Événement' });
    const competition = page.getByRole('button', { name: 'Compétition' });
    await event.click();
    await expect(event).toHaveAttribute('aria-expanded', 'true');
    await competition.click();
    await expect(event).toHaveAttribute('aria-expanded', 'false');
    await expect(competition).toHaveAttribute('aria-expanded', 'true');
    await page.locator('main').click({ position: { x: 10, y: 10 } });
    await expect(competition).toHaveAttribute('aria-expanded', 'false');
    await event.click();
    await page.keyboard.press('Escape');
    await expect(event).toHaveAttribute('aria-expanded', 'false');
    await event.click();
    await expect(page.locator('#menu-event').getByRole('link', { name: 'Programme' })).toHaveClass(/font-semibold/);
  });

  test('the mobile menu opens with the same entries', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Infos pratiques' })).toBeVisible();
    await menu.getByRole('link', { name: 'Bénévoles' }).click();
    await expect(page.locator('main h1')).toHaveText('Bénévoles');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('header, by keyboard', () => {
  test('Escape gives focus back to the dropdown button; tabbing out closes it', async ({ page }) => {
    await page.goto('/');
    const event = page.getByRole('button', { name: 'Événement' });
    await event.focus();
    await page.keyboard.press('Enter');
    await expect(event).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-event').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(event).toHaveAttribute('aria-expanded', 'false');
    await expect(event).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(event).toHaveAttribute('aria-expanded', 'true');
    const links = await page.locator('#menu-event').getByRole('link').count();
    // Through the menu's links and on to the next button: the dropdown closes behind.
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Compétition' })).toBeFocused();
    await expect(event).toHaveAttribute('aria-expanded', 'false');
  });

  test('every dropdown entry leads to its page, and the menu closes', async ({ page }) => {
    await page.goto('/');
    const entries = [
      ['Événement', 'Infos pratiques', 'Infos pratiques'],
      ['Événement', 'Programme', 'Programme'],
      ['Événement', 'Épreuves', 'Épreuves'],
      ['Compétition', 'Inscriptions', 'Inscriptions'],
      ['Compétition', 'Règlement', 'Règlement'],
    ] as const;
    for (const [menu, link, h1] of entries) {
      await page.getByRole('button', { name: menu }).click();
      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect(page.locator('main h1')).toHaveText(h1);
      await expect(page.getByRole('button', { name: menu })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('button', { name: menu })).toHaveClass(/bg-white\/15/);
    }
    const main = page.getByRole('navigation', { name: 'Navigation principale' });
    await main.getByRole('link', { name: 'Presse' }).click();
    await expect(main.getByRole('link', { name: 'Presse' })).toHaveClass(/bg-white\/15/);
    await page.getByRole('banner').getByRole('link', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/inscriptions$/);
  });

  test('the mobile menu highlights the current page and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reglement');
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Règlement' })).toHaveClass(/bg-white\/15/);
    await expect(menu.getByRole('link', { name: 'Programme' })).not.toHaveClass(/bg-white\/15/);
    for (const name of [
      'Accueil',
      'Infos pratiques',
      'Programme',
      'Inscriptions',
      'Règlement',
      'Presse',
      'Bénévoles',
      "S'inscrire",
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
  });
});

test('the footer: address, contacts, quick links, four networks, legal links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Stade Pierre de Coubertin');
  await expect(footer.getByRole('link', { name: 'contact@aviron-indoor-2026.fr' })).toHaveAttribute(
    'href',
    'mailto:contact@aviron-indoor-2026.fr',
  );
  await expect(footer.getByRole('link', { name: '+33 1 45 67 89 00' })).toHaveAttribute('href', /^tel:/);
  for (const name of ['Programme', 'Inscriptions', 'Infos pratiques', 'Contact'])
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of ['Facebook', 'Instagram', 'X (Twitter)', 'YouTube'])
    await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  // A letter every phone's fonts draw (the double-struck 𝕏 is a box where no mathematical font is installed).
  await expect(footer.getByRole('link', { name: 'X (Twitter)' })).toHaveText('X');
  await footer.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.locator('main h1')).toHaveText('Mentions légales');
  await page
    .locator('main')
    .getByRole('link', { name: /Retour à l'accueil|accueil/i })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }).click();
  const retention = page.getByTestId('retention-table');
  await expect(retention).toContainText('3 ans après l’événement');
  await expect(retention).toContainText('jusqu’à la désinscription');
  await expect(retention).toContainText('13 mois');
  await expect(retention).toContainText('12 mois');
});

test('after an in-app navigation the focus is on the new page content', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Contact' }).click();
  await expect(page.locator('main h1')).toHaveText('Contact');
  await expect(page.locator('main')).toBeFocused();
  // The skip link leads to the same place.
  await page.goto('/programme');
  await expect(page.locator('main h1')).toHaveText('Programme');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
});

test('the frame and the results lines are links the app follows without reloading, marking the page shown', async ({
  page,
  context,
}) => {
  await page.goto('/resultats');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const main = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(main.locator('a[aria-current="page"]')).toHaveCount(0);
  // Pointing at a line fetches its page ahead, as the router's links do.
  const line = page.getByTestId('results-group').first();
  const ahead = page.waitForRequest((request) => /\/trpc\/results\.race[,?]/.test(request.url()));
  await line.hover();
  await ahead;
  await line.click();
  await expect(page).toHaveURL(/\/resultats\/[^/]+$/);
  await expect(page.locator('main h1')).not.toHaveText('Résultats');
  await main.getByRole('link', { name: 'Presse' }).click();
  await expect(page).toHaveURL(/\/presse$/);
  await expect(main.getByRole('link', { name: 'Presse' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).not.toHaveAttribute(
    'aria-current',
  );
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // A click asking for another tab is the browser's: this page stays where it is.
  const opened = context.waitForEvent('page');
  await main.getByRole('link', { name: 'Contact' }).click({ modifiers: ['ControlOrMeta'] });
  await (await opened).close();
  await expect(page).toHaveURL(/\/presse$/);
});
