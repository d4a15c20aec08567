import type { Page } from '@playwright/test';
import { apiList, form, item, loginAs, save } from './admin-helpers';
import { handleDialogs } from './dialogs';
import { expect, test } from './fixtures';

// Issue 28, item 1: the back-office forms offer each English field beside its French one, and what is
// typed there is stored and shown to English visitors.

const mark = Date.now().toString(36);
const box = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('partners and pricing: the English description and name are typed beside the French and stored', async ({
  page,
}) => {
  const token = await loginAs(page);
  const partner = (await (
    await page.request.post('/api/admin/partners', {
      headers: auth(token),
      data: { name: `Partenaire ${mark}`, logo: '/favicon.svg', description: 'Eau officielle' },
    })
  ).json()) as { id: string };
  const period = (await (
    await page.request.post('/api/admin/pricing', {
      headers: auth(token),
      data: {
        championshipId: 'elite',
        name: `Tarif ${mark}`,
        price: 12,
        startDate: '2099-01-01',
        endDate: '2099-01-02',
      },
    })
  ).json()) as { id: string };
  try {
    await page.goto('/admin/partners');
    await item(page, `Partenaire ${mark}`)
      .getByRole('button', { name: /^Modifier/ })
      .click();
    await expect(form(page).getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Eau officielle');
    await form(page).getByRole('textbox', { name: 'Description (EN)' }).fill('Official water');
    await save(page);
    expect(
      (await apiList<{ id: string; descriptionEn: string | null }>(page, token, '/admin/partners')).find(
        (p) => p.id === partner.id,
      )?.descriptionEn,
    ).toBe('Official water');

    await page.goto('/admin/pricing');
    await item(page, `Tarif ${mark}`)
      .getByRole('button', { name: /^Modifier/ })
      .click();
    await box(page, 'Nom (EN)').fill('Early rate');
    await form(page).getByRole('textbox', { name: 'Description (EN)' }).fill('Until the first of January');
    await save(page);
    expect(
      (
        await apiList<{ id: string; nameEn: string | null; descriptionEn: string | null }>(
          page,
          token,
          '/admin/pricing',
        )
      ).find((p) => p.id === period.id),
    ).toMatchObject({
      nameEn: 'Early rate',
      descriptionEn: 'Until the first of January',
    });
  } finally {
    await page.request.delete(`/api/admin/partners/${partner.id}`, { headers: auth(token) });
    await page.request.delete(`/api/admin/pricing/${period.id}`, { headers: auth(token) });
  }
});

test('rules: English title, subtitle and content in their own fields and editor', async ({ page }) => {
  const token = await loginAs(page);
  const title = `Article ${mark} — Départ`;
  await page.goto('/admin/rules');
  await page.getByTestId('admin-add').click();
  await form(page).getByLabel('Section').selectOption('competition');
  await box(page, 'Titre').fill(title);
  await box(page, 'Titre (EN)').fill(`Article ${mark} — Start`);
  await box(page, 'Sous-titre (EN)').fill('Procedure');
  await page.getByRole('textbox', { name: 'Contenu', exact: true }).click();
  await page.keyboard.type('Texte du départ');
  await page.getByRole('textbox', { name: 'Contenu (EN)', exact: true }).click();
  await page.keyboard.type('Start text');
  await save(page);
  const stored = (
    await apiList<{
      id: string;
      title: string;
      titleEn: string;
      subtitleEn: string;
      content: string;
      contentEn: string;
    }>(page, token, '/admin/rules')
  ).find((r) => r.title === title);
  try {
    expect(stored).toMatchObject({ titleEn: `Article ${mark} — Start`, subtitleEn: 'Procedure' });
    expect(stored?.content).toContain('Texte du départ');
    expect(stored?.contentEn).toContain('Start text');
  } finally {
    await page.request.delete(`/api/admin/rules/${stored?.id}`, { headers: auth(token) });
  }
});

test('practical info and championships: English content must parse, English lines may not outgrow the French ones', async ({
  page,
}) => {
  const alerts = handleDialogs(page);
  const token = await loginAs(page);
  const id = `coupe-${mark}`;
  const info = (await (
    await page.request.post('/api/admin/practical-info', {
      headers: auth(token),
      data: { section: 'other', title: `Vestiaires ${mark}`, content: { description: 'Au sous-sol' } },
    })
  ).json()) as { id: string };
  await page.request.post('/api/admin/championships', {
    headers: auth(token),
    data: {
      id,
      name: `Coupe ${mark}`,
      nameEn: 'Cup',
      dates: '30 janvier 2026',
      description: 'Coupe',
      descriptionEn: 'Cup',
      categories: ['Seniors Hommes', 'Seniors Femmes'],
    },
  });
  try {
    await page.goto('/admin/practical');
    await item(page, `Vestiaires ${mark}`)
      .getByRole('button', { name: /^Modifier/ })
      .click();
    const english = form(page).getByRole('textbox', { name: 'Contenu (EN, JSON)' });
    await english.fill('{ pas du json');
    await form(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => alerts.at(-1)).toBe('Format JSON invalide dans le contenu');
    await english.fill('{ "description": "In the basement" }');
    await save(page);
    const stored = (await apiList<{ id: string; contentEn: unknown }>(page, token, '/admin/practical-info')).find(
      (i) => i.id === info.id,
    );
    expect(stored?.contentEn).toEqual({ description: 'In the basement' });

    await page.goto('/admin/championships');
    await item(page, `Coupe ${mark}`)
      .getByRole('button', { name: /^Modifier/ })
      .click();
    const lines = form(page).getByRole('textbox', { name: 'Catégories (EN, une par ligne)' });
    await lines.fill('Senior men\nSenior women\nMasters');
    await form(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form(page).getByRole('alert')).toContainText(
      'Les catégories en anglais ne peuvent pas être plus nombreuses',
    );
    // A blank line keeps its place: the second category stays French in English.
    await lines.fill('Senior men\n');
    await save(page);
    const championship = (
      await apiList<{ id: string; categoriesEn: string[] }>(page, token, '/admin/championships')
    ).find((c) => c.id === id);
    expect(championship?.categoriesEn).toEqual(['Senior men']);
  } finally {
    await page.request.delete(`/api/admin/practical-info/${info.id}`, { headers: auth(token) });
    await page.request.delete(`/api/admin/championships/${id}`, { headers: auth(token) });
  }
});
