import { expect, test } from './fixtures';
import { switchToEnglish } from './helpers';
import { openInApp, patchQuery } from './trpc-mock';

// Details of the public site found by an acceptance test (issue 12, items 2, 3 and 5 to 9; the results
// states are in public-results-states.spec.ts). States the seeded data does not reach are shown by patching
// the server's answer in the browser, on a page reached by a link (a page loaded arrives with its data in
// its HTML); the database is left alone.

test.describe('registration (issue 12 items 2, 6 and 8)', () => {
  // A visitor whose clock is in UTC: the periods are still read as Paris dates.
  test.use({ timezoneId: 'UTC' });

  test('at 00:30 Paris time on 14 December, a period ending on the 13th has expired', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-12-13T23:30:00Z'));
    const period = (id: string, name: string, price: number, startDate: string, endDate: string) => ({
      id,
      championshipId: 'elite',
      name,
      price,
      eventType: null,
      description: null,
      startDate,
      endDate,
      active: true,
    });
    await patchQuery<{ id: string }[]>(page, 'championships.list', (list) =>
      list.map((c) =>
        c.id === 'elite'
          ? {
              ...c,
              pricingPeriods: [
                period('p1', 'Tarif avancé', 19, '2025-12-01', '2025-12-13'),
                period('p2', 'Tarif tardif', 21.5, '2025-12-14', '2025-12-31'),
              ],
            }
          : c,
      ),
    );
    await openInApp(page, '/inscriptions');
    const periods = page.getByTestId('pricing-periods').getByRole('listitem');
    await expect(periods.filter({ hasText: 'Tarif avancé' })).toContainText('Expiré');
    await expect(periods.filter({ hasText: 'Tarif tardif' })).toContainText('En cours');
    await expect(page.getByTestId('registration-status')).toHaveText('Ouvert');
    // One price format: '21,50 €' in the current price and in the periods.
    await expect(page.getByTestId('current-price')).toHaveText(/^21,50\s€$/);
    await expect(periods.filter({ hasText: 'Tarif tardif' })).toContainText(/21,50\s€/);
  });

  test('the next price is written like every other price', async ({ page }) => {
    await patchQuery<{ id: string }[]>(page, 'championships.list', (list) =>
      list.map((c) =>
        c.id === 'elite'
          ? {
              ...c,
              pricingPeriods: [
                {
                  id: 'p',
                  championshipId: 'elite',
                  name: 'Tarif test',
                  price: 21.5,
                  eventType: null,
                  description: null,
                  startDate: '2099-01-01',
                  endDate: '2099-02-01',
                  active: true,
                },
              ],
            }
          : c,
      ),
    );
    await openInApp(page, '/inscriptions');
    await expect(page.getByText(/^Prochain tarif : 21,50\s€$/)).toBeVisible();
    await switchToEnglish(page);
    await expect(page.getByText('Next price: €21.50')).toBeVisible();
    await expect(page.getByTestId('pricing-periods')).toContainText('1 January 2099 → 1 February 2099');
  });

  test('with the server out of reach, the built-in championships show the default prices of spec section 9', async ({
    page,
  }) => {
    await page.route('**/trpc/**', (route) => route.abort('connectionrefused'));
    await openInApp(page, '/inscriptions');
    await expect(page.getByRole('radio', { name: 'Championnat de France Élite' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const periods = page.getByTestId('pricing-periods').getByRole('listitem');
    await expect(periods).toHaveCount(1);
    await expect(periods).toContainText('Tarif normal');
    await expect(periods).toContainText(/25\s€/);
    await expect(periods).toContainText('16 décembre 2024 → 10 janvier 2025');
    await expect(page.getByText(/^Dernier tarif : 25\s€ — /)).toBeVisible();
    for (const [name, price] of [
      ['Championnat de France Jeunes', 20],
      ['Championnat de France Scolaire', 15],
      ['Championnat de France Para-aviron', 20],
    ] as const) {
      await page.getByRole('radio', { name }).click();
      await expect(page.getByText(new RegExp(`^Dernier tarif : ${price}\\s€ — `))).toBeVisible();
    }
    await expect(page.getByText('Les informations tarifaires seront bientôt disponibles')).toHaveCount(0);
  });
});

test('the championships text agrees with the cards shown, in both languages (issue 12 item 3)', async ({ page }) => {
  for (const empty of [false, true]) {
    if (empty) await patchQuery(page, 'championships.list', () => []);
    await openInApp(page, '/');
    const cards = page.getByTestId('championship-cards').getByRole('listitem');
    await expect(cards).toHaveCount(empty ? 4 : 6);
    const text = page.locator('#championships-title + p');
    await expect(text).toHaveText("Des championnats pour tous les rameurs, des scolaires à l'élite.");
    await switchToEnglish(page);
    await expect(text).toHaveText('Championships for every rower, from school students to the elite.');
  }
  await page.goto('/epreuves');
  await expect(page.locator('main')).toContainText('Toutes les épreuves des championnats.');
  await expect(page.locator('main')).not.toContainText(/cinq|five/i);
});

test('a practical item with empty content shows only its title (issue 12 item 5)', async ({ page }) => {
  const item = (id: string, title: string, content: unknown) => ({
    id,
    section: 'transport',
    title,
    titleEn: null,
    content,
    active: true,
    order: 0,
  });
  await patchQuery<Record<string, unknown[]>>(page, 'practicalInfo.list', (data) => ({
    ...data,
    transport: [
      item('t1', 'Navette depuis la gare', ''),
      item('t2', 'Vélos', {}),
      item('t3', 'Métro', 'Ligne 9, station Exelmans'),
    ],
  }));
  await openInApp(page, '/infos-pratiques');
  const section = page
    .getByTestId('practical-section')
    .filter({ has: page.getByRole('heading', { name: 'Transports' }) });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Navette depuis la gare', 'Vélos', 'Métro']);
  await expect(section).not.toContainText('Contenu non disponible');
  await expect(section).toContainText('Ligne 9, station Exelmans');
  // Nothing else in the section: the titles, and the one item with content.
  await expect(section).toHaveText(
    /^\s*Transports\s*Navette depuis la gare\s*Vélos\s*Métro\s*Ligne 9, station Exelmans\s*$/,
  );
});

test('a programme link with an unknown filter value shows everything, both filters at Tous (issue 12 item 7)', async ({
  page,
}) => {
  await page.goto('/programme?day=2026-02-01');
  await expect(page.getByLabel('Jour')).toHaveValue('all');
  await expect(page.getByLabel('Championnat')).toHaveValue('all');
  await expect(page.getByTestId('programme-list').first()).toBeVisible();
  await expect(page.getByTestId('programme-empty')).toHaveCount(0);
  await page.goto('/programme?championship=inconnu&day=2026-01-30');
  await expect(page.getByLabel('Championnat')).toHaveValue('all');
  await expect(page.getByLabel('Jour')).toHaveValue('2026-01-30');
  await expect(page.getByRole('heading', { name: /30 janvier 2026/ })).toBeVisible();
});

test('one date style per language: the hero and the pages in UK order in English (issue 12 item 8)', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('main section').first();
  await expect(hero).toContainText('29 – 31 janvier 2026');
  await switchToEnglish(page);
  await expect(hero).toContainText('29 – 31 January 2026');
  await expect(hero).not.toContainText('January 29');
  await page.goto('/programme');
  await switchToEnglish(page);
  await expect(page.getByRole('heading', { name: /^Thursday,? 29 January 2026$/ })).toBeVisible();
  await expect(page.getByLabel('Day', { exact: true })).toContainText(/Saturday,? 31 January 2026/);
});

test.describe('public searches ignore case and accents (issue 12 item 9)', () => {
  test('results: CHLOE finds Chloé', async ({ page }) => {
    await page.goto('/resultats');
    await page.getByPlaceholder('Rechercher un athlète ou un club').fill('CHLOE');
    await expect(page.getByTestId('results-matches')).toBeVisible();
    const rows = page.locator('#results-panel tbody tr');
    await expect(rows.first()).toContainText('Chloé');
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Chloé');
  });

  test('participants: ZOE finds Zoé, lefevre finds Lefèvre', async ({ page }) => {
    await page.goto('/inscrits');
    const rows = page.getByTestId('participants-table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const [search, found] of [
      ['ZOE', 'Zoé'],
      ['lefevre', 'Lefèvre'],
    ] as const) {
      await page.getByPlaceholder(/Rechercher/).fill(search);
      await expect
        .poll(async () => {
          const texts = await rows.allInnerTexts();
          return texts.length > 0 && texts.every((t) => t.includes(found));
        })
        .toBe(true);
    }
  });
});
