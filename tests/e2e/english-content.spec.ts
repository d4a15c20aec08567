import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from './api';
import { expect, test } from './fixtures';
import { switchToEnglish } from './helpers';
import { drawnText, fetchPage } from './ssr-html';

// Issue 28, item 1: content written in both languages. In English a page shows the English field when
// it is written and the French one when it is not; the server draws the page in French with both
// fields in its data, so the switch to English needs no new read.

const mark = Date.now().toString(36);
type Created = { path: string; id: string }[];

async function create(request: APIRequestContext, token: string, created: Created, path: string, data: object) {
  const res = await request.post(`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { id: string }).id;
  created.push({ path, id });
  return id;
}

/** The page as the server sent it, then in the browser with every read refused: the switch to English uses the page's own data. */
async function openOffline(page: Page, path: string) {
  await page.goto(path);
  await page.route('**/trpc/**', (route) => route.abort());
}

test.describe('English content, French where none is written', () => {
  const created: Created = [];
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
    await create(request, token, created, '/admin/practical-info', {
      section: 'parking',
      title: `Parking ${mark}`,
      titleEn: `Car park ${mark}`,
      content: { description: `Places gratuites ${mark}` },
      contentEn: { description: `Free spaces ${mark}` },
    });
    await create(request, token, created, '/admin/practical-info', {
      section: 'catering',
      title: `Buvette ${mark}`,
      content: { description: `Crêpes maison ${mark}` },
    });
    await create(request, token, created, '/admin/rules', {
      section: 'general',
      title: `Article ${mark} — Départs`,
      titleEn: `Article ${mark} — Starts`,
      subtitle: 'Procédure',
      subtitleEn: 'Procedure',
      content: `<p>Texte français ${mark}</p>`,
      contentEn: `<p>English text ${mark}</p>`,
    });
    await create(request, token, created, '/admin/rules', {
      section: 'general',
      title: `Article ${mark} — Sans traduction`,
      content: `<p>Seulement en français ${mark}</p>`,
    });
    await create(request, token, created, '/admin/partners', {
      name: `Traduit ${mark}`,
      logo: '/favicon.svg',
      level: 'MEDIA',
      description: `Partenaire média ${mark}`,
      descriptionEn: `Media partner ${mark}`,
    });
    await create(request, token, created, '/admin/partners', {
      name: `Français ${mark}`,
      logo: '/favicon.svg',
      level: 'MEDIA',
      description: `Eau officielle ${mark}`,
    });
  });
  test.afterAll(async ({ request }) => {
    for (const { path, id } of created)
      await request.delete(`/api${path}/${id}`, { headers: { authorization: `Bearer ${token}` } });
  });

  test('/infos-pratiques: title and content in English where written', async ({ page, request }) => {
    const { html } = await fetchPage(request, '/infos-pratiques');
    expect(drawnText(html)).toContain(`Places gratuites ${mark}`);
    expect(html).toContain(`Free spaces ${mark}`);

    await openOffline(page, '/infos-pratiques');
    const translated = page.getByTestId('practical-item').filter({ hasText: mark }).first();
    await expect(translated).toContainText(`Parking ${mark}`);
    await expect(translated).toContainText(`Places gratuites ${mark}`);
    await switchToEnglish(page);
    await expect(translated).toContainText(`Car park ${mark}`);
    await expect(translated).toContainText(`Free spaces ${mark}`);
    await expect(page.getByText(`Places gratuites ${mark}`)).toHaveCount(0);
    // No English written: the French title and content.
    await expect(page.getByTestId('practical-item').filter({ hasText: `Buvette ${mark}` })).toContainText(
      `Crêpes maison ${mark}`,
    );
  });

  test('/reglement: title, subtitle and text in English where written', async ({ page, request }) => {
    const { html } = await fetchPage(request, '/reglement');
    expect(drawnText(html)).toContain(`Article ${mark} — Départs`);
    expect(html).toContain(`Article ${mark} — Starts`);

    await openOffline(page, '/reglement');
    const card = (title: string) =>
      page.getByTestId('rule-card').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card(`Article ${mark} — Départs`)).toContainText(`Texte français ${mark}`);
    await switchToEnglish(page);
    await expect(card(`Article ${mark} — Starts`)).toContainText('Procedure');
    await expect(card(`Article ${mark} — Starts`)).toContainText(`English text ${mark}`);
    await expect(page.getByText(`Texte français ${mark}`)).toHaveCount(0);
    await expect(card(`Article ${mark} — Sans traduction`)).toContainText(`Seulement en français ${mark}`);
    // Back to French, the French texts again.
    await page.getByTestId('language-toggle').click();
    await expect(card(`Article ${mark} — Départs`)).toContainText('Procédure');
  });

  test('/reglement: an English search finds the rule by its English text', async ({ page }) => {
    await page.goto('/reglement');
    await switchToEnglish(page);
    await page.getByRole('searchbox').fill(`English text ${mark}`);
    await expect(page.getByTestId('rule-card')).toHaveCount(1);
    await expect(page.getByTestId('rule-card')).toContainText(`Article ${mark} — Starts`);
  });

  test('/partenaires: descriptions in English where written', async ({ page, request }) => {
    const { html } = await fetchPage(request, '/partenaires');
    expect(drawnText(html)).toContain(`Partenaire média ${mark}`);
    expect(html).toContain(`Media partner ${mark}`);

    await openOffline(page, '/partenaires');
    await expect(page.getByText(`Partenaire média ${mark}`)).toBeVisible();
    await switchToEnglish(page);
    await expect(page.getByText(`Media partner ${mark}`)).toBeVisible();
    await expect(page.getByText(`Partenaire média ${mark}`)).toHaveCount(0);
    await expect(page.getByText(`Eau officielle ${mark}`)).toBeVisible();
  });
});
