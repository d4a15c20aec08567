import type { PublicParticipantsPage } from '@app/contract';
import { loginAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolation, switchToEnglish, watchErrors } from './helpers';
import { drawnText, fetchPage } from './ssr-html';
import { openInApp, patchQuery } from './trpc-mock';

// Issue 28, items 2 and 3.
const NNBSP = '\u202f';

test.describe('an unknown address', () => {
  test('is a 404 page drawn by the server with the site header, footer and language toggle', async ({ request }) => {
    for (const path of ['/page-inexistante', '/infos-pratiques/plus-loin']) {
      const { status, html } = await fetchPage(request, path);
      expect(status, path).toBe(404);
      expect(html).toContain('data-testid="language-toggle"');
      const drawn = drawnText(html);
      expect(drawn).toContain('Page introuvable');
      // The header's menus and the footer's contact and legal links.
      expect(drawn).toContain('Compétition');
      expect(drawn).toContain('Mentions légales');
    }
  });

  for (const width of [390, 1280]) {
    test(`reads in French and in English, header and footer included, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = watchErrors(page);
      const response = await page.goto('/page-inexistante');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('main h1')).toHaveText('Page introuvable');
      await expectNoSeriousA11yViolation(page);
      await switchToEnglish(page);
      await expect(page.locator('main h1')).toHaveText('Page not found');
      await expect(page).toHaveTitle(/Page not found/);
      await expect(page.getByRole('contentinfo')).toContainText('Legal notices');
      await expectNoSeriousA11yViolation(page);
      await page.getByTestId('language-toggle').click();
      await expect(page.locator('main h1')).toHaveText('Page introuvable');
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  }

  test('inside /admin, is still the back-office’s own redirect', async ({ page }) => {
    await page.goto('/admin/page-inexistante');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('counts, one way per language', () => {
  test('/inscrits: count, counters and pager as "3 000" in French and "3,000" in English', async ({ page }) => {
    await patchQuery<PublicParticipantsPage>(page, 'participants.page', (data) => ({
      ...data,
      total: 3000,
      counts: data.counts.map((c, i) => (i === 0 ? { ...c, count: 1234 } : c)),
    }));
    await openInApp(page, '/inscrits');
    await expect(page.getByTestId('participants-count')).toHaveText(`3${NNBSP}000 inscrits`);
    await expect(page.getByTestId('pager')).toContainText(`1–50 sur 3${NNBSP}000`);
    await expect(page.getByTestId('participant-counts').locator('li').first()).toContainText(`1${NNBSP}234`);

    await switchToEnglish(page);
    await expect(page.getByTestId('participants-count')).toHaveText('3,000 participants');
    await expect(page.getByTestId('pager')).toContainText('1–50 of 3,000');
    await expect(page.getByTestId('participant-counts').locator('li').first()).toContainText('1,234');
  });

  test('home figures follow the language: "3 000+" and "3,000+"', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(`3${NNBSP}000+`).first()).toBeVisible();
    await switchToEnglish(page);
    await expect(page.getByText('3,000+').first()).toBeVisible();
  });

  test('back-office: dashboard counters and badges write thousands the French way', async ({ page }) => {
    await loginAs(page);
    await patchQuery<Record<string, number>>(page, 'stats.get', (stats) => ({ ...stats, participants: 3000 }));
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('stat-participants')).toHaveText(`3${NNBSP}000`);
    await expect(page.getByTestId('badge-participants')).toHaveText(`3${NNBSP}000`);
  });
});
