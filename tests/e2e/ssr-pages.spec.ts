import type { APIRequestContext } from '@playwright/test';
import { e2eAdmin } from '../../playwright.config';
import { adminToken } from './api';
import { expect, test } from './fixtures';
import { watchErrors } from './helpers';
import { drawnText, fetchPage } from './ssr-html';

// Public pages arrive drawn by the server with their data (issue 13), then come alive in the browser
// without a second drawing. The back-office stays drawn in the browser.

/** Each public page with texts of its data (from the seeded demo set) a visitor reads on it first. */
const pages: { path: string; data: string[] }[] = [
  { path: '/', data: ['Championnat de France Élite', 'Concept2'] },
  { path: '/programme', data: ['500 m Collège Filles', 'Championnat de France Scolaire'] },
  { path: '/resultats', data: ['2000 m Seniors Femmes', 'Vainqueur : '] },
  { path: '/inscrits', data: ['Championnat de France Jeunes', 'Aviron Marseillais'] },
  { path: '/epreuves', data: ['500 m Collège Filles'] },
  { path: '/inscriptions', data: ['Championnat de France Élite', 'Dernier tarif'] },
  { path: '/reglement', data: ['Article 1 — Objet', 'annexe-procedure-depart.pdf'] },
  { path: '/infos-pratiques', data: ['Ligne 9 : Porte de Saint-Cloud'] },
  { path: '/partenaires', data: ['Concept2'] },
  // The pages below read only the site's settings (contact details in the footer, the press office).
  { path: '/benevoles', data: ['contact@aviron-indoor-2026.fr'] },
  { path: '/presse', data: ['presse@aviron-indoor-2026.fr'] },
  { path: '/contact', data: ['contact@aviron-indoor-2026.fr'] },
  { path: '/a-propos', data: ['contact@aviron-indoor-2026.fr'] },
  { path: '/mentions-legales', data: ['contact@aviron-indoor-2026.fr'] },
  { path: '/politique-confidentialite', data: ['contact@aviron-indoor-2026.fr'] },
];

test.describe('every public page comes drawn with its data and hydrates cleanly', () => {
  for (const { path, data } of pages) {
    test(path, async ({ page, request }) => {
      const first = await fetchPage(request, path);
      expect(first.status).toBe(200);
      const drawn = drawnText(first.html);
      for (const text of data) expect(drawn, `the HTML of ${path} shows "${text}"`).toContain(text);
      expect(first.html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+/);

      const errors = watchErrors(page);
      const reads: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/trpc/')) reads.push(r.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const text of data)
        await expect(page.locator('body').getByText(text, { exact: false }).first()).toBeAttached();
      // A hydration mismatch is reported by React as a console error or a page error (#418 in production).
      expect(errors).toEqual([]);
      // Its first view came with the page: nothing is read again over /trpc to show it.
      expect(reads).toEqual([]);
      // Alive: the language toggle redraws the page in English.
      await page.getByTestId('language-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }
});

// The page HTML is kept and tagged by data version only, so a page drawn one day can be served the
// next: what depends on the date (the registration status, the periods' badges) must still hydrate.
// Here the visitor's day (20 December 2024, inside the Élite period) differs from the server's.
test("a page drawn on another day than the visitor's comes alive without a mismatch", async ({ page }) => {
  await page.clock.setFixedTime(new Date('2024-12-20T10:00:00Z'));
  const errors = watchErrors(page);
  await page.goto('/inscriptions');
  await expect(page.getByTestId('registration-status')).toHaveText('Ouvert');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('an unknown path answers 404 with the French "Page introuvable" page', async ({ page, request }) => {
  const res = await fetchPage(request, '/cette-page-n-existe-pas');
  expect(res.status).toBe(404);
  expect(drawnText(res.html)).toContain('Page introuvable');

  const errors = watchErrors(page);
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page).toHaveTitle(/Page introuvable/);
  // Chromium reports the 404 of the document itself in the console; nothing else may go wrong.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  await page
    .getByRole('link', { name: /accueil/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Championnats de France d'Aviron Indoor");
});

test('the back-office is still drawn in the browser: /admin/login signs in', async ({ page, request }) => {
  const shell = await request.get('/admin/login');
  expect(shell.status()).toBe(200);
  expect(await shell.text()).not.toContain('id="page-state"');

  const errors = watchErrors(page);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await page.getByLabel('E-mail').fill(e2eAdmin.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(errors).toEqual([]);
});

test.describe('an admin write shows in the next page HTML', () => {
  const auth = async (request: APIRequestContext) => ({ authorization: `Bearer ${await adminToken(request)}` });

  test('a partner created then renamed appears on /partenaires; the ETag follows, 304 only for the new one', async ({
    request,
  }) => {
    const headers = await auth(request);
    const name = `Rame Partenaire ${Date.now()}`;
    const before = await fetchPage(request, '/partenaires');
    expect(before.etag).not.toBe('');
    expect(drawnText(before.html)).not.toContain(name);
    // Unchanged data: the tag the browser holds is still good.
    expect((await fetchPage(request, '/partenaires', { 'if-none-match': before.etag })).status).toBe(304);

    const created = await request.post('/api/admin/partners', {
      headers,
      data: { name, logo: '/partner-fallback.svg', level: 'OFFICIAL' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      const after = await fetchPage(request, '/partenaires');
      expect(after.status).toBe(200);
      expect(drawnText(after.html)).toContain(name);
      expect(after.etag).not.toBe('');
      expect(after.etag).not.toBe(before.etag);
      const revalidated = await fetchPage(request, '/partenaires', { 'if-none-match': before.etag });
      expect(revalidated.status).toBe(200);
      expect(drawnText(revalidated.html)).toContain(name);
      expect((await fetchPage(request, '/partenaires', { 'if-none-match': after.etag })).status).toBe(304);

      const renamed = `${name} renommé`;
      const put = await request.put(`/api/admin/partners/${id}`, { headers, data: { name: renamed } });
      expect(put.status(), await put.text()).toBe(200);
      const third = await fetchPage(request, '/partenaires', { 'if-none-match': after.etag });
      expect(third.status).toBe(200);
      expect(drawnText(third.html)).toContain(renamed);
      expect(third.etag).not.toBe(after.etag);
    } finally {
      expect((await request.delete(`/api/admin/partners/${id}`, { headers })).status()).toBe(200);
    }
    expect(drawnText((await fetchPage(request, '/partenaires')).html)).not.toContain(name);
  });

  test('a programme event renamed shows on /programme at once', async ({ request }) => {
    const headers = await auth(request);
    const events = (await (await request.get('/api/admin/events', { headers })).json()) as {
      id: string;
      name: string;
    }[];
    const event = events.find((e) => e.name === '500 m Collège Filles');
    if (!event) throw new Error('the seeded event is missing');
    const before = await fetchPage(request, '/programme');
    const renamed = `500 m Collège Filles (rame ${Date.now()})`;
    expect((await request.put(`/api/admin/events/${event.id}`, { headers, data: { name: renamed } })).status()).toBe(
      200,
    );
    try {
      const after = await fetchPage(request, '/programme', { 'if-none-match': before.etag });
      expect(after.status).toBe(200);
      expect(drawnText(after.html)).toContain(renamed);
    } finally {
      expect(
        (await request.put(`/api/admin/events/${event.id}`, { headers, data: { name: event.name } })).status(),
      ).toBe(200);
    }
    expect(drawnText((await fetchPage(request, '/programme')).html)).not.toContain(renamed);
  });
});

test.describe('no inline script: the CSP keeps script-src to the site itself', () => {
  for (const path of ['/', '/programme', '/resultats', '/inscrits', '/cette-page-n-existe-pas']) {
    test(path, async ({ request }) => {
      const { headers, html } = await fetchPage(request, path);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1]?.trim();
      expect(scriptSrc).toBe("'self'");
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = '', body = ''] of scripts) {
        if (/\bsrc=/.test(attributes)) {
          expect(body.trim(), 'a script with src= has no body').toBe('');
          continue;
        }
        const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
        expect(
          ['application/json', 'application/ld+json'],
          `an inline <script${attributes}> must not be executable`,
        ).toContain(type);
      }
      // Inline event handlers are inline script too.
      expect(html.match(/<[a-z][^>]*\son[a-z]+=/gi) ?? []).toEqual([]);
    });
  }
});
