import type { Championship, PricingPeriod } from '@app/contract';
import { adminToken } from './api';
import { expect, test } from './fixtures';
import { openInApp, patchQuery } from './trpc-mock';

// States of spec sections 4 and 8 that the seeded data does not reach, shown by patching the
// server's answer in the browser (the database is left alone for the other tests). A page loaded
// arrives with its data in its HTML: a patched page is reached by a link from another one.

const period = (p: Partial<PricingPeriod>): PricingPeriod => ({
  id: 'p-test',
  championshipId: 'elite',
  name: 'Tarif test',
  nameEn: null,
  price: 30,
  eventType: null,
  description: null,
  descriptionEn: null,
  startDate: '2099-01-01',
  endDate: '2099-02-01',
  active: true,
  ...p,
});

test.describe('registration', () => {
  test('an upcoming period: next price, closed, opening text, no buttons', async ({ page }) => {
    await patchQuery<Championship[]>(page, 'championships.list', (list) =>
      list.map((c) =>
        c.id === 'elite'
          ? {
              ...c,
              pricingPeriods: [period({ price: 30 })],
              registrationButtons: [
                { url: 'https://example.org', type: 'primary', label: 'Go', labelEn: 'Go', description: '' },
              ],
            }
          : c,
      ),
    );
    await openInApp(page, '/inscriptions');
    await expect(page.getByText(/^Prochain tarif : 30\s€$/)).toBeVisible();
    await expect(page.getByTestId('current-price')).toHaveText('N/A');
    await expect(page.getByTestId('registration-status')).toHaveText('Fermé');
    // The period's own opening day, not the fixed 6 October text (issue 28, item 9).
    await expect(page.getByTestId('registration-closed')).toContainText('Inscriptions à partir du 1 janvier 2099');
    await expect(page.getByTestId('registration-buttons')).toHaveCount(0);
    await expect(page.getByTestId('pricing-periods').getByText('À venir')).toBeVisible();
  });

  test('the open period shows its price, Ouvert and the external registration buttons', async ({ page }) => {
    await page.goto('/inscriptions');
    await page.getByRole('radio', { name: 'Challenge Avirose' }).click();
    await expect(page.getByTestId('registration-status')).toHaveText('Ouvert');
    await expect(page.getByTestId('current-price')).toHaveText(/17\s?€/);
    const buttons = page.getByTestId('registration-buttons').getByRole('link');
    await expect(buttons).toHaveCount(2);
    for (const link of await buttons.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(page.getByTestId('registration-closed')).toHaveCount(0);
  });

  test('an expired period: last price and Inscriptions closes', async ({ page }) => {
    await page.goto('/inscriptions');
    await expect(page.getByText(/^Dernier tarif : 25\s€ — /)).toBeVisible();
    await expect(page.getByText('Inscriptions closes')).toBeVisible();
  });

  test('no pricing, no categories, no documents: the texts of spec section 8', async ({ page }) => {
    await patchQuery<Championship[]>(page, 'championships.list', (list) =>
      list.map((c) => (c.id === 'elite' ? { ...c, pricingPeriods: [], categories: [], requirements: [] } : c)),
    );
    await openInApp(page, '/inscriptions');
    await expect(page.getByTestId('current-price')).toHaveText('N/A');
    await expect(page.getByText('Les informations tarifaires seront bientôt disponibles')).toBeVisible();
    await expect(page.getByText('Catégories en cours de définition')).toBeVisible();
    await expect(page.getByText('Pièces requises en cours de définition')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /Besoin d'aide/ })).toHaveAttribute(
      'href',
      'mailto:contact@aviron-indoor-2026.fr',
    );
    await expect(page.getByRole('link', { name: 'Règlement des inscriptions (PDF)' })).toHaveAttribute(
      'href',
      '/reglement-inscriptions.pdf',
    );
  });

  test('the event-type choice of the product championship filters the periods', async ({ page }) => {
    await page.goto('/inscriptions');
    await page.getByRole('radio', { name: 'Open Indoor Rowing France' }).click();
    const periods = page.getByTestId('pricing-periods').getByRole('listitem');
    const with500 = await periods.count();
    await page.getByRole('radio', { name: /^Relais/ }).click();
    await expect(page.getByRole('radio', { name: /^Relais/ })).toHaveAttribute('aria-checked', 'true');
    await expect(periods).not.toHaveCount(with500);
    await expect(page.getByTestId('current-price')).toHaveText(/68\s?€/);
    // Another championship has no event types.
    await page.getByRole('radio', { name: 'Championnat de France Jeunes' }).click();
    await expect(page.getByRole('radio', { name: /^Relais/ })).toHaveCount(0);
  });
});

test('championships fall back to the built-in defaults when the server has none', async ({ page }) => {
  await patchQuery(page, 'championships.list', () => []);
  await openInApp(page, '/');
  const cards = page.getByTestId('championship-cards').getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText('Championnat de France Élite');
  await openInApp(page, '/inscriptions');
  await expect(page.getByRole('radio', { name: 'Championnat de France Élite' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByText('Seniors Hommes')).toBeVisible();
});

test('practical info: every section without content says so, the built-in hours stand in', async ({ page }) => {
  await patchQuery(page, 'practicalInfo.list', () => ({}));
  await openInApp(page, '/infos-pratiques');
  const sections = page.getByTestId('practical-section');
  await expect(sections).toHaveCount(7);
  for (const section of await sections.all()) await expect(section).toContainText('Contenu non disponible');
  const hours = page.getByTestId('event-hours');
  await expect(hours).toContainText('8:00 - 18:00');
  await expect(hours).toContainText('8:00 - 19:00');
  await expect(hours).toContainText('8:00 - 17:00');
  await expect(page.getByText('15', { exact: true })).toBeVisible();
  await expect(page.getByText('18', { exact: true })).toBeVisible();
  await expect(page.getByText('17', { exact: true })).toBeVisible();
});

test('practical info from the server: keys are labelled, emergency numbers appear once', async ({ page }) => {
  await page.goto('/infos-pratiques');
  await expect(page.getByTestId('practical-section').first()).toBeVisible();
  await expect(page.getByTestId('event-hours')).toHaveCount(0);
  await expect(page.getByText('Métro', { exact: true })).toBeVisible();
  await expect(page.getByText('Poste de secours', { exact: true })).toBeVisible();
  await expect(page.getByText('SAMU', { exact: true })).toHaveCount(1);
  await page.getByTestId('language-toggle').click();
  await expect(page.getByText('Metro', { exact: true })).toBeVisible();
  await expect(page.getByText('First-aid post', { exact: true })).toBeVisible();
});

test('the programme with no events shows the empty state', async ({ page }) => {
  await patchQuery(page, 'events.list', () => []);
  await openInApp(page, '/programme');
  await expect(page.getByTestId('programme-empty')).toContainText('Aucune épreuve trouvée');
  await expect(page.getByTestId('programme-empty')).toContainText('Essayez de modifier vos filtres');
});

test('a partner logo that fails to load is replaced by the fallback image', async ({ page }) => {
  await patchQuery<{ logo: string }[]>(page, 'partners.list', (list) =>
    list.map((p, i) => (i === 0 ? { ...p, logo: '/uploads/missing-logo.png' } : p)),
  );
  await openInApp(page, '/');
  const first = page.getByTestId('partners-carousel').getByRole('img').first();
  await expect(first).toHaveAttribute('src', '/partner-fallback.svg');
  await expect(first).toHaveAttribute('alt', /.+/);
  await openInApp(page, '/partenaires');
  await expect(page.getByRole('img', { name: 'Concept2' })).toHaveAttribute('src', '/partner-fallback.svg');
});

test('on a page drawn by the server, a logo that failed before the page came alive is replaced too', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const name = 'Partenaire sans logo';
  const res = await request.post('/api/admin/partners', {
    headers,
    data: { name, logo: '/uploads/missing-logo.png', level: 'TITLE', order: 0 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  try {
    await page.goto('/partenaires');
    await expect(page.getByRole('img', { name })).toHaveAttribute('src', '/partner-fallback.svg');
  } finally {
    await request.delete(`/api/admin/partners/${id}`, { headers });
  }
});

test('a volunteer application that fails keeps the values and says so', async ({ page }) => {
  await page.route('**/trpc/volunteers.submit**', (route) => route.abort());
  await page.goto('/benevoles');
  const form = page.getByTestId('volunteer-form');
  await form.getByLabel('Prénom').fill('Alix');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Echec');
  await form.getByLabel('E-mail').fill('echec@exemple.fr');
  await form.getByLabel('Mission souhaitée').selectOption('logistique');
  await form.getByLabel('Motivation').fill('Test');
  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByText("Erreur lors de l'envoi de la candidature")).toBeVisible();
  await expect(form.getByLabel('Prénom')).toHaveValue('Alix');
  await expect(form.getByLabel('Motivation')).toHaveValue('Test');
});

test('a contact message that fails keeps the values and says so', async ({ page }) => {
  await page.route('**/trpc/contact.submit**', (route) => route.abort());
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Camille');
  await form.getByLabel('E-mail').fill('camille@exemple.fr');
  await form.getByLabel('Catégorie').selectOption('autre');
  await form.getByLabel('Sujet').fill('Sujet');
  await form.getByLabel('Message').fill('Bonjour');
  await form.getByLabel(/J'accepte que mes données personnelles soient utilisées pour traiter ma demande/).check();
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText("Erreur lors de l'envoi du message")).toBeVisible();
  await expect(form.getByLabel('Sujet')).toHaveValue('Sujet');
});

test('the championship and event-type choices are radio groups driven by the arrow keys', async ({ page }) => {
  await page.goto('/inscriptions');
  const group = page.getByRole('radiogroup', { name: 'Choisissez un championnat' });
  const elite = group.getByRole('radio', { name: 'Championnat de France Élite' });
  await elite.focus();
  await page.keyboard.press('ArrowRight');
  const youth = group.getByRole('radio', { name: 'Championnat de France Jeunes' });
  await expect(youth).toHaveAttribute('aria-checked', 'true');
  await expect(youth).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Championnat de France Jeunes' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // Wraps to the last one, the product championship, whose event types appear.
  await expect(group.getByRole('radio', { name: 'Open Indoor Rowing France' })).toHaveAttribute('aria-checked', 'true');
  await expect(
    page.getByRole('radiogroup', { name: 'Choisissez une épreuve' }).getByRole('radio').first(),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(group.getByRole('radio', { name: 'Championnat de France Élite' })).toHaveAttribute('tabindex', '-1');
});

test('a read that fails says so and can be tried again', async ({ page }) => {
  const fail = (route: import('@playwright/test').Route) => route.abort();
  await page.route('**/trpc/results.races**', fail);
  await openInApp(page, '/resultats');
  const error = page.getByTestId('query-error');
  await expect(error).toContainText('Une erreur est survenue');
  await expect(page.getByText('Aucun résultat')).toHaveCount(0);
  await page.unroute('**/trpc/results.races**', fail);
  await error.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByTestId('results-group').first()).toBeVisible();

  await page.route('**/trpc/participants.page**', fail);
  await openInApp(page, '/inscrits');
  await expect(page.getByTestId('query-error')).toContainText('Une erreur est survenue');
});

test('when the chosen championship disappears, the selection falls back to the first', async ({ page, context }) => {
  await page.clock.install();
  let drop = false;
  await patchQuery<Championship[]>(page, 'championships.list', (list) =>
    drop ? list.filter((c) => c.id !== 'avirose') : list,
  );
  await page.goto('/inscriptions');
  await page.getByRole('radio', { name: 'Challenge Avirose' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Challenge Avirose' })).toBeVisible();
  // The list is read again (stale data, back online) without the chosen championship.
  drop = true;
  await page.clock.fastForward(31_000);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('radio', { name: 'Challenge Avirose' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Championnat de France Élite' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Championnat de France Élite' })).toBeVisible();
});
