import type { ResultsBoard } from '@app/contract';
import { expect, type Page, test } from '@playwright/test';
import { publicRoutes } from './helpers';

// Issue 13: the server draws the public pages, so a visitor without JavaScript reads them; what only
// JavaScript can do (forms sent through the API, live filters) says so, or is asked of the server.
test.use({ javaScriptEnabled: false });

const read = async <T>(page: Page, procedure: string, input?: unknown): Promise<T> => {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await page.request.get(`/trpc/${procedure}${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
};

const formNotice = "Ce formulaire nécessite JavaScript : activez-le pour l'envoyer.";
// Playwright's text matching skips what a <noscript> holds: those notes are found by their test id.

test('every public page is drawn with its title and data, without a placeholder, its language switch a link', async ({
  page,
}) => {
  for (const route of publicRoutes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('main h1'), route).toBeVisible();
    await expect(page.getByTestId('skeleton'), route).toHaveCount(0);
    // The switch to English is a link to the page drawn in English (README « Langue »).
    await expect(page.getByTestId('language-toggle'), route).toHaveAttribute('href', `${route}?lang=en`);
    // The footer's newsletter box is on every page: it says it needs JavaScript.
    await expect(page.locator('footer').getByTestId('noscript-notice'), route).toHaveText(formNotice);
    await expect(page.locator('footer').getByTestId('noscript-notice'), route).toBeVisible();
  }
});

test('the language link shows the page drawn in English, and leads back to French', async ({ page }) => {
  await page.goto('/programme');
  await page.getByTestId('language-toggle').click();
  await expect(page).toHaveURL(/\/programme\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-toggle')).toHaveText(/^EN \/ FR/);
  await expect(page.locator('footer')).toContainText('Legal notices');
  await page.getByTestId('language-toggle').click();
  await expect(page).toHaveURL(/\/programme$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the phone menu opens without JavaScript and leads to every page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu).toBeHidden();
  await page.getByTestId('noscript-menu').click();
  await expect(menu).toBeVisible();
  for (const name of [
    'Infos pratiques',
    'Programme',
    'Épreuves',
    'Partenaires',
    'À propos',
    'Inscriptions',
    'Règlement',
    'Résultats',
    'Inscrits',
    'Presse',
    'Bénévoles',
    'Contact',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Résultats', exact: true }).click();
  await expect(page).toHaveURL(/\/resultats$/);
  await expect(page.locator('main h1')).toHaveText('Résultats');
});

test("a desktop menu's links show on hover or keyboard focus without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Inscrits' })).toBeHidden();
  await nav.getByRole('button', { name: 'Compétition' }).hover();
  await expect(nav.getByRole('link', { name: 'Inscrits' })).toBeVisible();
  await page.mouse.move(0, 600);
  await expect(nav.getByRole('link', { name: 'Inscrits' })).toBeHidden();
  await nav.getByRole('button', { name: 'Événement' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Infos pratiques' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toHaveText('Infos pratiques');
});

test('/resultats lists the races and each full ranking is one link away, on the race page; the search is asked of the server', async ({
  page,
}) => {
  const board = await read<ResultsBoard>(page, 'results.races', {});
  const race = board.races.find((r) => r.count > 3);
  if (!race) throw new Error('the demo set has a race with results');
  await page.goto('/resultats');
  // The tabs, the refresh, the export and the statistics work in the browser only.
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByTestId('results-age')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  const line = page.getByTestId('results-group').filter({ has: page.getByText(race.name, { exact: true }) });
  const winner = race.podium.find((r) => r.rank === 1)?.athlete ?? '';
  await expect(line).toContainText(`Vainqueur : ${winner}`);

  // 'Voir détails' is a plain link to the race's page (issue 14).
  await line.getByText('Voir détails').click();
  await expect(page).toHaveURL(`/resultats/${encodeURIComponent(race.id)}`);
  await expect(page.locator('main h1')).toHaveText(race.name);
  const ranking = page.getByTestId('race-ranking');
  await expect(ranking.locator('tbody tr')).toHaveCount(race.count);
  for (const { athlete } of race.podium) await expect(ranking.getByRole('cell', { name: athlete })).toBeVisible();
  await expect(ranking.getByText("médaille d'or")).toHaveCount(1);
  // The winner's name leads to the athlete's page, drawn by the server too.
  await ranking.getByRole('link', { name: winner }).click();
  await expect(page).toHaveURL(/\/athletes\//);
  await expect(page.locator('main h1')).toHaveText(winner);
  await expect(page.getByTestId('athlete-results').getByRole('link', { name: race.name })).toBeVisible();

  await page.goto('/resultats');
  await page.getByPlaceholder('Rechercher un athlète ou un club').fill(winner);
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByTestId('results-matches')).toBeVisible();
  await expect(page.locator('#results-panel tbody tr').filter({ hasText: winner }).first()).toBeVisible();
});

test('/programme shows the events and filters them through the address', async ({ page }) => {
  const events = await read<{ name: string; date: string }[]>(page, 'events.list');
  await page.goto('/programme');
  const list = page.getByTestId('programme-list');
  await expect(list).toHaveCount(new Set(events.map((e) => e.date)).size);
  await expect(page.getByText(events[0]?.name ?? '', { exact: true }).first()).toBeVisible();
  // The last day the filter offers (the event's days) that has races: other specs add races on days far off.
  const offered = await page
    .getByLabel('Jour')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const day = [...offered].reverse().find((d) => events.some((e) => e.date === d)) ?? '';
  await page.getByLabel('Jour').selectOption(day);
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page).toHaveURL(new RegExp(`day=${day}`));
  await expect(list).toHaveCount(1);
  await expect(list.locator('li')).toHaveCount(events.filter((e) => e.date === day).length);
});

test('/epreuves shows every event and filters them through the address', async ({ page }) => {
  const events = await read<{ name: string; championshipId: string }[]>(page, 'events.list');
  await page.goto('/epreuves');
  const grid = page.getByTestId('events-grid');
  await expect(grid.locator('li')).toHaveCount(events.length);
  const championship = events[0]?.championshipId ?? '';
  await page.getByLabel('Championnat').selectOption(championship);
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(grid.locator('li')).toHaveCount(events.filter((e) => e.championshipId === championship).length);
});

test('/inscrits shows the count and the first page of participants; its search and filters are asked of the server', async ({
  page,
}) => {
  const first = await read<{ total: number; items: { firstName: string; lastName: string }[] }>(
    page,
    'participants.page',
    { sort: 'name', order: 'asc', limit: 50, offset: 0 },
  );
  await page.goto('/inscrits');
  await expect(page.getByTestId('participants-count')).toHaveText(`${first.total} inscrits`);
  const rows = page.getByTestId('participants-table').locator('tbody tr');
  await expect(rows).toHaveCount(first.items.length);
  const [athlete] = first.items;
  await expect(rows.first()).toContainText(`${athlete?.lastName} ${athlete?.firstName}`);
  await expect(
    page.getByTestId('noscript-notice').filter({ hasText: 'Sans JavaScript, la recherche et les filtres' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeHidden();

  const matches = await read<{ total: number }>(page, 'participants.page', {
    search: 'Garcia',
    sort: 'name',
    order: 'asc',
    limit: 50,
    offset: 0,
  });
  await page.getByPlaceholder('Rechercher (nom, prénom, club, dossard)').fill('Garcia');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inscrits\?q=Garcia/);
  await expect(page.getByTestId('participants-count')).toHaveText(
    `${matches.total} inscrit${matches.total > 1 ? 's' : ''}`,
  );
  for (const row of await rows.all()) await expect(row).toContainText('Garcia');

  // A search longer than the list accepts (100 characters) is dropped: the whole list, not an error.
  await page.goto(`/inscrits?q=${'a'.repeat(101)}`);
  await expect(page.getByTestId('participants-count')).toHaveText(`${first.total} inscrits`);
});

test('/reglement shows the rules and documents; Enter in the search asks the server', async ({ page }) => {
  const rules = await read<{ title: string }[]>(page, 'rules.list', {});
  await page.goto('/reglement');
  await expect(page.getByTestId('rule-card')).toHaveCount(rules.length);
  for (const { title } of rules.slice(0, 3)) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('official-documents').locator('li').first()).toBeVisible();
  await page.getByPlaceholder('Rechercher dans le règlement').fill('ergomètre');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByTestId('rule-card')).not.toHaveCount(rules.length);
});

test('/inscriptions shows each championship through its button', async ({ page }) => {
  const championships = await read<{ id: string; name: string }[]>(page, 'championships.list');
  const [first, second] = championships;
  await page.goto('/inscriptions');
  const details = page.getByRole('heading', { level: 2, name: first?.name });
  await expect(details).toBeVisible();
  await page.getByRole('radio', { name: second?.name }).click();
  await expect(page).toHaveURL(/[?&]championship=/);
  await expect(page.getByRole('heading', { level: 2, name: second?.name })).toBeVisible();
  await expect(page.getByText('Catégories', { exact: true })).toBeVisible();
});

test('/infos-pratiques, /partenaires and the home page show their data', async ({ page }) => {
  const practical = await read<Record<string, { title: string }[]>>(page, 'practicalInfo.list');
  await page.goto('/infos-pratiques');
  for (const items of Object.values(practical))
    for (const { title } of items)
      await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Urgences' })).toBeVisible();
  // Without JavaScript, the map comes from <noscript> rather than on scrolling near it.
  await expect(page.locator('iframe[title="Carte du Stade Pierre de Coubertin"]')).toBeAttached();

  const partners = await read<{ name: string }[]>(page, 'partners.list');
  await page.goto('/partenaires');
  for (const { name } of partners) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Les championnats' })).toBeVisible();
  await expect(page.getByTestId('partners-carousel').getByRole('listitem').first()).toBeVisible();
  // The carousel stays on its first page: its arrows would do nothing.
  await expect(page.getByRole('button', { name: /suivant/i })).toBeHidden();
});

test('the static pages show their text', async ({ page }) => {
  for (const [route, title] of [
    ['/a-propos', 'À propos'],
    ['/mentions-legales', 'Mentions légales'],
    ['/politique-confidentialite', 'Politique de confidentialité'],
  ] as const) {
    await page.goto(route);
    await expect(page.locator('main h1')).toHaveText(title);
    expect((await page.locator('main').innerText()).length, route).toBeGreaterThan(400);
  }
});

test('the contact, volunteer and press forms say they need JavaScript', async ({ page }) => {
  for (const [route, form] of [
    ['/contact', 'contact-form'],
    ['/benevoles', 'volunteer-form'],
    ['/presse', 'press-form'],
  ] as const) {
    await page.goto(route);
    const notice = page.getByTestId(form).getByTestId('noscript-notice');
    await expect(notice, route).toHaveText(formNotice);
    await expect(notice, route).toBeVisible();
  }
});
