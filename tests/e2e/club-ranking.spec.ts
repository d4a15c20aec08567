import type { ClubRanking } from '@app/contract';
import { expectNoWcagError } from './a11y-engines';
import { adminToken } from './api';
import { expect, test } from './fixtures';
import { expectNoUntranslatedKey, switchToEnglish, watchErrors } from './helpers';

// Issue 33: the clubs' ranking page and a corrected official result's erratum on its race page.

test('the clubs ranking reads as the API, filters by championship, exports CSV and PDF, accessibly', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const all = (await (await request.get('/api/results/clubs')).json()) as ClubRanking;
  await page.goto('/resultats');
  await page.getByTestId('records-links').getByRole('link', { name: 'Classement des clubs' }).click();
  await expect(page).toHaveURL(/\/resultats\/clubs$/);
  await expect(page.locator('main h1')).toHaveText('Classement des clubs');
  const rows = page.getByTestId('clubs-table').locator('tbody tr');
  await expect(rows).toHaveCount(all.clubs.length);
  await expect(rows.first()).toContainText(`${all.clubs[0]?.club}`);
  await expect(rows.first().locator('td').nth(1)).toHaveText(`${all.clubs[0]?.points}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: test.info().outputPath('club-ranking.png'), fullPage: true });
  await expectNoWcagError(page, '/resultats/clubs');

  const championship = all.championships[0];
  if (!championship) throw new Error('the demo has A-final results');
  const one = (await (await request.get(`/api/results/clubs?championshipId=${championship.id}`)).json()) as ClubRanking;
  await page.getByLabel('Championnat').selectOption(championship.id);
  await expect(rows).toHaveCount(one.clubs.length);
  await expect(rows.first().locator('td').nth(1)).toHaveText(`${one.clubs[0]?.points}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text.startsWith('\uFEFFRang;Club;Points;1res places;2es places\r\n')).toBe(true);
  expect(text).toContain(`1;${one.clubs[0]?.club};${one.clubs[0]?.points};`);

  const pdfHref = await page.getByRole('link', { name: 'PDF' }).getAttribute('href');
  expect(pdfHref).toBe(`/api/pdf/clubs.pdf?championshipId=${championship.id}`);
  const pdf = await request.get(pdfHref ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await switchToEnglish(page);
  await expect(page.locator('main h1')).toHaveText("Clubs' ranking");
  await page.waitForLoadState('networkidle');
  await expectNoUntranslatedKey(page);
  await expectNoWcagError(page, '/resultats/clubs (en)');
  expect(errors).toEqual([]);
});

test('a correction of an official result shows on the race page as a dated erratum', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const id = `erratum-${Date.now()}`;
  const created = await request.post('/api/admin/events', {
    headers,
    data: {
      id,
      name: 'Course erratum e2e — Finale A',
      nameEn: 'Erratum e2e race — A Final',
      date: '2026-01-30',
      time: '15:00',
      category: 'SF',
      championshipId: 'elite',
    },
  });
  expect(created.status()).toBe(201);
  const ranking = (time: string) => ({
    resultsState: 'official',
    rows: [
      { status: 'finished', rank: 1, athlete: 'Léa Une', category: 'SF', club: 'Lyon', time: '6:20.1' },
      { status: 'finished', rank: 2, athlete: 'Marie Deux', category: 'SF', club: 'Brest', time },
    ],
  });
  expect((await request.put(`/api/admin/events/${id}/results`, { headers, data: ranking('6:27.4') })).ok()).toBe(true);
  await page.goto(`/resultats/${id}`);
  await expect(page.getByTestId('race-official-at')).toContainText(
    /Officiels depuis le \d{1,2} \p{L}+ 2026 à \d\d:\d\d/u,
  );
  await expect(page.getByTestId('race-errata')).toHaveCount(0);
  expect((await request.put(`/api/admin/events/${id}/results`, { headers, data: ranking('6:27.9') })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('race-errata')).toContainText(
    /corrigé le \d{1,2} \p{L}+ à \d\d:\d\d : Marie Deux, 6:27\.4 → 6:27\.9/u,
  );
  await expect(page.getByRole('link', { name: 'Résultats (PDF)' })).toHaveAttribute(
    'href',
    `/api/pdf/races/${id}/results.pdf`,
  );
  // The shared demo server keeps no race of this test (other specs read the results board).
  await request.put(`/api/admin/events/${id}/results`, { headers, data: { rows: [] } });
  await request.delete(`/api/admin/events/${id}`, { headers });
});
