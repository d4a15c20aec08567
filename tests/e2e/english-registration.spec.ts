import type { APIRequestContext } from '@playwright/test';
import { adminToken } from './api';
import { expect, test } from './fixtures';
import { switchToEnglish } from './helpers';

// Issue 28, items 1 and 9 on /inscriptions and /inscrits: a championship's categories, requirements and
// pricing periods in English where written (line for line), and the banner of an upcoming period
// giving its own opening day; the fixed '6 octobre' text only for a championship with no period.

const mark = Date.now().toString(36);
const withEnglish = `e2e-en-${mark}`;
const withoutPeriod = `e2e-sans-${mark}`;
const day = 86_400_000;
// An opening day 40 days from now, written as each language writes a date.
const opening = new Date(Date.now() + 40 * day).toISOString().slice(0, 10);
const written = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${opening}T12:00:00`),
  );

let token = '';
const auth = () => ({ authorization: `Bearer ${token}` });
const participants: string[] = [];
let periodId = '';

async function post(request: APIRequestContext, path: string, data: object) {
  const res = await request.post(`/api${path}`, { headers: auth(), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  const base = { dates: '30 janvier 2026', description: 'Une coupe de test', descriptionEn: 'A test cup', order: 90 };
  await post(request, '/admin/championships', {
    ...base,
    id: withEnglish,
    name: `Coupe traduite ${mark}`,
    nameEn: `Translated cup ${mark}`,
    categories: ['Seniors Hommes', 'Seniors Femmes'],
    // The second line has no English: it stays French in English.
    categoriesEn: ['Senior men', ''],
    requirements: ['Licence fédérale', 'Certificat médical'],
    requirementsEn: ['Federation licence', 'Medical certificate'],
  });
  await post(request, '/admin/championships', {
    ...base,
    id: withoutPeriod,
    name: `Coupe sans tarif ${mark}`,
    nameEn: `Cup without prices ${mark}`,
  });
  periodId = (
    await post(request, '/admin/pricing', {
      championshipId: withEnglish,
      name: 'Tarif tardif',
      nameEn: 'Late rate',
      price: 30,
      startDate: opening,
      endDate: opening,
    })
  ).id;
  for (const [lastName, category] of [
    ['Traduit', 'Seniors Hommes'],
    ['Fallback', 'Seniors Femmes'],
  ] as const) {
    participants.push(
      (
        await post(request, '/admin/participants', {
          firstName: 'Léa',
          lastName: `${lastName}${mark}`,
          email: `${lastName.toLowerCase()}.${mark}@exemple.fr`,
          club: 'AC Test',
          category,
          championshipId: withEnglish,
        })
      ).id,
    );
  }
});

test.afterAll(async ({ request }) => {
  for (const id of participants) await request.delete(`/api/admin/participants/${id}`, { headers: auth() });
  await request.delete(`/api/admin/pricing/${periodId}`, { headers: auth() });
  for (const id of [withEnglish, withoutPeriod])
    await request.delete(`/api/admin/championships/${id}`, { headers: auth() });
});

test('/inscriptions: upcoming period gives its opening day; categories, requirements and period name in English where written', async ({
  page,
}) => {
  await page.goto(`/inscriptions?championship=${withEnglish}`);
  const closed = page.getByTestId('registration-closed');
  await expect(closed).toContainText(`Inscriptions à partir du ${written('fr-FR')}`);
  await expect(closed).not.toContainText('6 octobre');
  await expect(page.getByTestId('registration-categories').getByRole('listitem')).toHaveText([
    'Seniors Hommes',
    'Seniors Femmes',
  ]);
  await expect(page.getByTestId('pricing-periods')).toContainText('Tarif tardif');

  await switchToEnglish(page);
  await expect(closed).toContainText(`Registration opens on ${written('en-GB')}`);
  await expect(page.getByTestId('registration-categories').getByRole('listitem')).toHaveText([
    'Senior men',
    'Seniors Femmes',
  ]);
  await expect(page.getByTestId('registration-requirements').getByRole('listitem')).toHaveText([
    'Federation licence',
    'Medical certificate',
  ]);
  await expect(page.getByTestId('pricing-periods')).toContainText('Late rate');
  await expect(page.getByTestId('pricing-periods')).not.toContainText('Tarif tardif');
});

test('/inscriptions: with no dated period, the fixed opening text in both languages', async ({ page }) => {
  await page.goto(`/inscriptions?championship=${withoutPeriod}`);
  await expect(page.getByTestId('registration-closed')).toContainText('Inscriptions à partir du 6 octobre');
  await switchToEnglish(page);
  await expect(page.getByTestId('registration-closed')).toContainText('Registration opens on 6 October');
});

test('/inscrits: categories in English where the championship has them, French otherwise', async ({ page }) => {
  await page.goto('/inscrits');
  await page.getByLabel('Championnat').selectOption(withEnglish);
  const rows = page.getByTestId('participants-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `Traduit${mark}` })).toContainText('Seniors Hommes');
  await switchToEnglish(page);
  await expect(rows.filter({ hasText: `Traduit${mark}` })).toContainText('Senior men');
  await expect(rows.filter({ hasText: `Fallback${mark}` })).toContainText('Seniors Femmes');
  await expect(page.getByLabel('Category').locator('option')).toHaveText([
    'All categories',
    'Seniors Femmes',
    'Senior men',
  ]);
});
