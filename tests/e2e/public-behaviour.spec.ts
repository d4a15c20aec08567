import { expect, test } from './fixtures';

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
  await expect(page.getByRole('radio', { name: 'Championnat de France Élite' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
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

test('a championship card of the home page opens the programme filtered on it', async ({ page }) => {
  await page.goto('/');
  await page
    .getByTestId('championship-cards')
    .getByRole('listitem')
    .filter({ hasText: 'Championnat de France Jeunes' })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/programme\?championship=youth$/);
  await expect(page.locator('main h1')).toHaveText('Programme');
  await expect(page.getByLabel('Championnat', { exact: true })).toHaveValue('youth');
  const badges = page.getByTestId('programme-list').getByText('Championnat de France Jeunes');
  await expect(badges.first()).toBeVisible();
  await expect(page.getByTestId('programme-list').getByText('Championnat de France Élite')).toHaveCount(0);
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

test('participants: case-insensitive search on names, sort by date, sort control on phones', async ({ page }) => {
  await page.goto('/inscrits');
  const rows = page.getByTestId('participants-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The search is answered by the server after a pause: wait until every row shown matches.
  const everyRow = (pattern: RegExp, column?: number) => async () => {
    const texts =
      column === undefined
        ? await rows.allInnerTexts()
        : await rows.locator(`td:nth-child(${column + 1})`).allInnerTexts();
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

test('rules: the search is sent to the server as its search query; no match says so', async ({ page }) => {
  await page.goto('/reglement');
  await expect(page.getByTestId('rules-count')).toContainText('12 règles trouvées');
  const sent = page.waitForRequest(
    (r) => r.url().includes('rules.list') && decodeURIComponent(r.url()).includes('"search":"secours"'),
  );
  await page.getByLabel('Rechercher dans le règlement').fill('secours');
  await sent;
  await expect(page.getByTestId('rules-count')).toHaveText(/^\d+ règles? trouvées?$/);
  await page.getByLabel('Rechercher dans le règlement').fill('zzzz-introuvable');
  await expect(page.getByTestId('rules-count')).toHaveText('0 règle trouvée');
  await expect(page.getByText('Aucune règle ne correspond à votre recherche')).toBeVisible();
  const docs = page.getByTestId('official-documents').getByRole('listitem');
  await expect(docs.first()).toContainText(/PDF · \d+/);
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

test('in-page links scroll smoothly, unless the visitor asked for less motion', async ({ page }) => {
  const behaviour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  await page.goto('/reglement');
  expect(await behaviour()).toBe('smooth');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await behaviour()).toBe('auto');
});

test('a page keeps its scroll position on back and on reload (the router reads sessionStorage on first use)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/programme');
  await expect(page.getByTestId('programme-list').first()).toBeVisible();
  const depth = Math.min(1500, await page.evaluate(() => document.documentElement.scrollHeight - innerHeight - 10));
  expect(depth).toBeGreaterThan(300);
  await page.mouse.wheel(0, depth);
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBeGreaterThan(depth - 50);
  const left = await page.evaluate(() => Math.round(scrollY));
  // Every frame drawn after the link is followed: the new page is never shown other than at its top (the
  // smooth scrolling meant for in-page links once animated it up from the programme's depth, and could end short).
  type Recording = Window & { framesSeen?: number[] };
  await page.evaluate(() => {
    const frames: number[] = [];
    (window as Recording).framesSeen = frames;
    const record = () => {
      if (document.querySelector('h1')?.textContent?.trim() === 'Inscrits') frames.push(Math.round(scrollY));
      if (frames.length < 30) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
    document.querySelector<HTMLAnchorElement>('a[href="/inscrits"]')?.click();
  });
  const framesSeen = () => page.evaluate(() => (window as Recording).framesSeen ?? []);
  await expect(page).toHaveURL(/\/inscrits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrits' })).toBeVisible();
  await expect.poll(async () => (await framesSeen()).length).toBe(30);
  expect(await framesSeen()).toEqual(Array(30).fill(0));
  // Within a few pixels: the programme's rows are laid out as they come into view (content-visibility), and
  // the browser's scroll anchoring may move the page by a row's rounding once they are (1,498 for 1,500 seen).
  const offBy = () => page.evaluate((y) => Math.abs(Math.round(scrollY) - y), left);
  await page.goBack();
  await expect(page).toHaveURL(/\/programme$/);
  await expect.poll(offBy).toBeLessThanOrEqual(8);
  await page.reload();
  await expect(page.getByTestId('programme-list').first()).toBeVisible();
  await expect.poll(offBy).toBeLessThanOrEqual(8);
});
