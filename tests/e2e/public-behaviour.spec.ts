import { expect, test } from '@playwright/test';

test.describe('header', () => {
  test('one dropdown open at a time, closed by a click outside or Escape; active route highlighted', async ({ page }) => {
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

test('programme: day and championship filters, empty state', async ({ page }) => {
  await page.goto('/programme');
  const list = page.getByTestId('programme-list');
  await expect(list.first()).toBeVisible();
  await page.getByLabel('Jour').selectOption('2026-01-30');
  await expect(page.getByRole('heading', { name: /30 janvier 2026/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /29 janvier 2026/ })).toHaveCount(0);
  await page.getByLabel('Championnat').selectOption('youth');
  await expect(page.getByTestId('programme-empty')).toContainText('Aucune épreuve trouvée');
  await expect(page.getByTestId('programme-empty')).toContainText('Essayez de modifier vos filtres');
  await page.getByLabel('Jour').selectOption('2026-01-31');
  await expect(list.getByText('1500 m J16 Filles')).toBeVisible();
});

test('registration: championship choice, event types, period status and buttons', async ({ page }) => {
  await page.goto('/inscriptions');
  await expect(page.getByRole('radio', { name: 'Championnat de France Élite' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('registration-status')).toHaveText('Fermé');
  await expect(page.getByTestId('registration-closed')).toContainText('Inscriptions à partir du 6 octobre');
  await expect(page.getByText('Dernier tarif : 25€')).toBeVisible();
  await page.getByRole('radio', { name: 'Open Indoor Rowing France' }).click();
  await expect(page.getByRole('radio', { name: /^500 m Sprint/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('registration-status')).toHaveText('Ouvert');
  await expect(page.getByTestId('pricing-periods').getByText('À venir')).toBeVisible();
  await expect(page.getByTestId('pricing-periods').getByText('En cours')).toBeVisible();
  await expect(page.getByTestId('pricing-periods').getByText('Expiré')).toBeVisible();
  await expect(page.getByTestId('registration-buttons').getByRole('link').first()).toHaveAttribute('target', '_blank');
  await page.getByRole('radio', { name: /^2000 m La distance/ }).click();
  await expect(page.getByTestId('current-price')).toContainText('25');
  const pdf = await page.request.get('/reglement-inscriptions.pdf');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('results: tabs, search, event filter, medals, details, statistics, CSV', async ({ page }) => {
  await page.goto('/resultats');
  const groups = page.getByTestId('results-group');
  await expect(groups.first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /En direct/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('results-age')).toContainText('mis à jour');
  await page.getByRole('tab', { name: 'Archives' }).click();
  await expect(page.getByRole('tab', { name: 'Archives' })).toHaveAttribute('aria-selected', 'true');
  await expect(groups.first().getByText("médaille d'or")).toBeAttached();
  await page.getByLabel('Épreuve').selectOption({ label: '2000 m Seniors Femmes' });
  await expect(groups).toHaveCount(1);
  await groups.getByRole('button', { name: 'Voir détails' }).click();
  await expect(page.getByRole('dialog').locator('tbody tr')).toHaveCount(6);
  await page.keyboard.press('Escape');
  await page.getByLabel('Épreuve').selectOption('all');
  await page.getByPlaceholder('Rechercher un athlète ou un club').fill('sn lyon');
  await expect(groups.first()).toContainText('SN Lyon');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('resultats.csv');
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain('SN Lyon');
  expect(text.split('\r\n')[0]).toContain('Athlète');
  await page.getByRole('button', { name: 'Statistiques' }).click();
  await expect(page.getByTestId('results-stats')).toContainText('Clubs');
});

test('participants: counts, search, filters reset, sort toggle', async ({ page }) => {
  await page.goto('/inscrits');
  const rows = page.getByTestId('participants-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  await page.getByLabel('Championnat').selectOption('elite');
  const elite = await rows.count();
  expect(elite).toBeLessThan(total);
  await page.getByLabel('Catégorie').selectOption({ index: 1 });
  await page.getByLabel('Championnat').selectOption('youth');
  await expect(page.getByLabel('Catégorie')).toHaveValue('all');
  await page.getByLabel('Championnat').selectOption('all');
  await page.getByPlaceholder(/Rechercher/).fill('101');
  await expect(rows).toHaveCount(1);
  await page.getByPlaceholder(/Rechercher/).fill('');
  const clubHeader = page.getByRole('columnheader', { name: 'Club' });
  await clubHeader.getByRole('button').click();
  await expect(clubHeader).toHaveAttribute('aria-sort', 'ascending');
  await clubHeader.getByRole('button').click();
  await expect(clubHeader).toHaveAttribute('aria-sort', 'descending');
  const first = await rows.first().locator('td').nth(2).innerText();
  const last = await rows.last().locator('td').nth(2).innerText();
  expect(first.localeCompare(last, 'fr')).toBeGreaterThanOrEqual(0);
});

test('rules: server search with pluralised count, documents download', async ({ page }) => {
  await page.goto('/reglement');
  await expect(page.getByTestId('rules-count')).toContainText('12 règles trouvées');
  await page.getByLabel('Rechercher dans le règlement').fill('ERGOMÈTRES');
  await expect(page.getByTestId('rules-count')).toHaveText('1 règle trouvée');
  await expect(page.getByRole('heading', { name: 'Règlement technique' })).toBeVisible();
  const docs = page.getByTestId('official-documents').getByRole('listitem');
  await expect(docs).toHaveCount(6);
  const href = await docs.first().getByRole('link').getAttribute('href');
  const res = await page.request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('practical info: sections, emergency numbers, map', async ({ page }) => {
  await page.goto('/infos-pratiques');
  await expect(page.getByTestId('practical-section')).toHaveCount(7);
  await expect(page.getByRole('heading', { name: 'Urgences' })).toBeVisible();
  await expect(page.getByText('SAMU', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.locator('iframe[title="Carte du Stade Pierre de Coubertin"]')).toBeAttached();
});
