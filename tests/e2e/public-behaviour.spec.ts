import { expect, test } from './fixtures';

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
  // Its only period has ended: closed, with no opening date to announce (issue 28, item 9).
  await expect(page.getByTestId('registration-closed')).toHaveText('Inscriptions fermées');
  await expect(page.getByText(/^Dernier tarif : 25\s€ — /)).toBeVisible();
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
  // Races are listed as lines; 'Voir détails' leads to the race's own page (issue 14), medals on ranks 1 to 3.
  await expect(page.getByTestId('race-ranking')).toHaveCount(0);
  await groups.first().getByText('Voir détails').click();
  await expect(page).toHaveURL(/\/resultats\/[^/?]+$/);
  await expect(page.getByTestId('race-ranking').getByText("médaille d'or")).toBeAttached();
  await page.goBack();
  await page.getByLabel('Épreuve').selectOption({ label: '2000 m Seniors Femmes' });
  await expect(groups).toHaveCount(1);
  // The chosen race shows its full ranking at once.
  await expect(page.getByTestId('race-ranking').locator('tbody tr')).toHaveCount(6);
  await page.getByLabel('Épreuve').selectOption('all');
  await page.getByPlaceholder('Rechercher un athlète ou un club').fill('sn lyon');
  await expect(page.getByTestId('results-matches')).toBeVisible();
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
  const count = page.getByTestId('participants-count');
  await expect(rows.first()).toBeVisible();
  const totalOf = async () => Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
  const total = await totalOf();
  await page.getByLabel('Championnat').selectOption('elite');
  await expect.poll(totalOf).toBeLessThan(total);
  await expect(page.getByTestId('participant-counts')).toContainText(String(await totalOf()));
  await page.getByLabel('Catégorie').selectOption({ index: 1 });
  await page.getByLabel('Championnat').selectOption('youth');
  await expect(page.getByLabel('Catégorie')).toHaveValue('all');
  await page.getByLabel('Championnat').selectOption('all');
  await page.getByPlaceholder(/Rechercher/).fill('101');
  await expect(rows).toHaveCount(1);
  await page.getByPlaceholder(/Rechercher/).fill('');
  await expect(count).toHaveText(`${total} inscrits`);
  const clubHeader = page.getByRole('columnheader', { name: 'Club' });
  await clubHeader.getByRole('button').click();
  await expect(clubHeader).toHaveAttribute('aria-sort', 'ascending');
  await clubHeader.getByRole('button').click();
  await expect(clubHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('participants-table')).toHaveAttribute('aria-busy', 'false');
  const first = (await rows.first().locator('td').nth(2).textContent()) ?? '';
  const last = (await rows.last().locator('td').nth(2).textContent()) ?? '';
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
  // The map is asked of its origin only as the visitor scrolls near it.
  await page.getByRole('heading', { name: "Plan d'accès" }).scrollIntoViewIfNeeded();
  await expect(page.locator('iframe[title="Carte du Stade Pierre de Coubertin"]')).toBeAttached();
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
      await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: link, exact: true }).click();
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
    for (const name of ['Accueil', 'Infos pratiques', 'Programme', 'Inscriptions', 'Règlement', 'Presse', 'Bénévoles', "S'inscrire"]) {
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
  await expect(footer.getByRole('link', { name: 'contact@aviron-indoor-2026.fr' })).toHaveAttribute('href', 'mailto:contact@aviron-indoor-2026.fr');
  await expect(footer.getByRole('link', { name: '+33 1 45 67 89 00' })).toHaveAttribute('href', /^tel:/);
  for (const name of ['Programme', 'Inscriptions', 'Infos pratiques', 'Contact']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of ['Facebook', 'Instagram', 'X (Twitter)', 'YouTube']) await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  await footer.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.locator('main h1')).toHaveText('Mentions légales');
  await page.locator('main').getByRole('link', { name: /Retour à l'accueil|accueil/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }).click();
  const retention = page.getByTestId('retention-table');
  await expect(retention).toContainText('3 ans après l’événement');
  await expect(retention).toContainText('jusqu’à la désinscription');
  await expect(retention).toContainText('13 mois');
  await expect(retention).toContainText('12 mois');
});

test('a championship card of the home page opens the programme filtered on it', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('championship-cards').getByRole('listitem').filter({ hasText: 'Championnat de France Jeunes' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/programme\?championship=youth$/);
  await expect(page.locator('main h1')).toHaveText('Programme');
  await expect(page.getByLabel('Championnat', { exact: true })).toHaveValue('youth');
  const badges = page.getByTestId('programme-list').getByText('Championnat de France Jeunes');
  await expect(badges.first()).toBeVisible();
  await expect(page.getByTestId('programme-list').getByText('Championnat de France Élite')).toHaveCount(0);
});

test('results: without the live push, the Live tab refetches every 30 s, the age is real, the statistics are the data', async ({ page, request }) => {
  // The push is down (issue 14): the page falls back on its 30-second refresh.
  await page.route('**/api/live', (route) => route.abort());
  await page.clock.install();
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/trpc/') && r.url().includes('results.races')) calls++;
  });
  await page.goto('/resultats');
  await expect(page.getByTestId('results-group').first()).toBeVisible();
  await expect(page.getByTestId('results-age')).toHaveText('Actualisation toutes les 30 secondes · mis à jour à l\'instant');
  const before = calls;
  // The refetch must have landed before the clock jumps on, or its answer would read as fresh.
  const refetched = page.waitForResponse((r) => r.url().includes('/trpc/') && r.url().includes('results.races'));
  await page.clock.runFor(31_000);
  await (await refetched).finished();
  expect(calls).toBeGreaterThan(before);
  // Archives does not poll: the data ages.
  await page.getByRole('tab', { name: 'Archives' }).click();
  const archived = calls;
  // The age is redrawn every 15 s: 150 s on, its last redraw saw at least 135 s (2 minutes), never 180.
  await page.clock.runFor(150_000);
  await expect(page.getByTestId('results-age')).toHaveText('mis à jour il y a 2 minutes');
  expect(calls).toBe(archived);
  await page.getByRole('tab', { name: /En direct/ }).click();
  await page.clock.runFor(31_000);
  await expect(page.getByTestId('results-age')).toContainText("mis à jour à l'instant");

  const results = (await (await request.get('/api/results')).json()) as { athlete: string; club: string; event: { id: string } }[];
  await page.getByRole('button', { name: 'Statistiques' }).click();
  const stats = page.getByTestId('results-stats');
  await expect(stats.locator('div').filter({ hasText: 'Athlètes' }).locator('dd')).toHaveText(String(new Set(results.map((r) => r.athlete)).size));
  await expect(stats.locator('div').filter({ hasText: 'Clubs' }).locator('dd')).toHaveText(String(new Set(results.map((r) => r.club)).size));
  await expect(stats.locator('div').filter({ hasText: 'Épreuves avec résultats' }).locator('dd')).toHaveText(String(new Set(results.map((r) => r.event.id)).size));
});

test('results: the CSV holds exactly the filtered rows', async ({ page }) => {
  await page.goto('/resultats');
  await page.getByLabel('Épreuve').selectOption({ label: '2000 m Seniors Femmes' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(1 + 6);
  expect(lines.slice(1).every((l) => l.includes('2000 m Seniors Femmes'))).toBe(true);
});

test('participants: case-insensitive search on names, sort by date, sort control on phones', async ({ page }) => {
  await page.goto('/inscrits');
  const rows = page.getByTestId('participants-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The search is answered by the server after a pause: wait until every row shown matches.
  const everyRow = (pattern: RegExp, column?: number) => async () => {
    const texts = column === undefined ? await rows.allInnerTexts() : await rows.locator(`td:nth-child(${column + 1})`).allInnerTexts();
    return texts.length > 0 && texts.every((t) => pattern.test(t));
  };
  await page.getByPlaceholder(/Rechercher/).fill('DUPONT');
  await expect.poll(everyRow(/dupont/i)).toBe(true);
  await expect(rows.first()).toContainText('Dupont');
  expect(await rows.count()).toBeGreaterThan(1);
  await page.getByPlaceholder(/Rechercher/).fill('lyon');
  await expect.poll(everyRow(/Lyon/, 2)).toBe(true);
  await page.getByPlaceholder(/Rechercher/).fill('');
  await expect(page.getByTestId('participants-count')).toHaveText(/^\d+ inscrits$/);

  const dateHeader = page.getByRole('columnheader', { name: "Date d'inscription" });
  await dateHeader.getByRole('button').click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Trier par').selectOption('club');
  await expect(page.getByRole('columnheader', { name: 'Club' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: /Ordre/ }).click();
  await expect(page.getByRole('columnheader', { name: 'Club' })).toHaveAttribute('aria-sort', 'descending');
});

test('rules: the search is sent to the server as its search query; no match says so', async ({ page }) => {
  await page.goto('/reglement');
  await expect(page.getByTestId('rules-count')).toContainText('12 règles trouvées');
  const sent = page.waitForRequest((r) => r.url().includes('rules.list') && decodeURIComponent(r.url()).includes('"search":"secours"'));
  await page.getByLabel('Rechercher dans le règlement').fill('secours');
  await sent;
  await expect(page.getByTestId('rules-count')).toHaveText(/^\d+ règles? trouvées?$/);
  await page.getByLabel('Rechercher dans le règlement').fill('zzzz-introuvable');
  await expect(page.getByTestId('rules-count')).toHaveText('0 règle trouvée');
  await expect(page.getByText('Aucune règle ne correspond à votre recherche')).toBeVisible();
  const docs = page.getByTestId('official-documents').getByRole('listitem');
  await expect(docs.first()).toContainText(/PDF · \d+/);
});

test('results: the tabs follow the tabs pattern (arrow keys, panel labelled by the tab)', async ({ page }) => {
  await page.goto('/resultats');
  const live = page.getByRole('tab', { name: /En direct/ });
  await live.focus();
  await page.keyboard.press('ArrowRight');
  const archives = page.getByRole('tab', { name: 'Archives' });
  await expect(archives).toHaveAttribute('aria-selected', 'true');
  await expect(archives).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Archives' })).toBeVisible();
  await expect(page.getByTestId('results-age')).not.toContainText('30 secondes');
  await page.keyboard.press('ArrowLeft');
  await expect(live).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('results-age')).toContainText('Actualisation toutes les 30 secondes');
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
