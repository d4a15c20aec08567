import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

// The results screens' specs: each test creates its own race and removes it, so that the demo races
// other specs read stay as seeded.

export type Result = {
  id: string;
  eventId: string;
  status: string;
  rank: number | null;
  athlete: string;
  club: string;
  time: string | null;
  participantId: string | null;
  event: { resultsState: string };
};

export const sample = (name: string) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: readFileSync(join(process.cwd(), 'packages/race-files/test-files', name)),
});
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createRace(page: Page, token: string, name: string): Promise<string> {
  const res = await page.request.post('/api/admin/events', {
    headers: auth(token),
    data: {
      name,
      nameEn: name,
      date: '2026-01-30',
      time: '19:00',
      category: 'SH',
      championshipId: 'elite',
      active: true,
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

export async function removeRace(page: Page, token: string, id: string) {
  await page.request.put(`/api/admin/events/${id}/results`, { headers: auth(token), data: { rows: [] } });
  await page.request.delete(`/api/admin/events/${id}`, { headers: auth(token) });
}

/** What a script (or the public page) reads: the public REST list of the race. */
export async function publicResults(page: Page, eventId: string): Promise<Result[]> {
  const res = await page.request.get(`/api/results?eventId=${encodeURIComponent(eventId)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Result[];
}

export async function chooseRace(page: Page, name: string, id: string) {
  await page.goto('/admin/results');
  await page.getByLabel('Rechercher une épreuve').fill(name);
  await page.getByLabel(/^Épreuve/).selectOption(id);
  await expect(page.getByTestId('ranking-editor')).toBeVisible();
}

export async function importFile(page: Page, file: string) {
  const panel = page.getByTestId('results-import');
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Importer un fichier' }).click();
  await panel.getByTestId('results-file-input').setInputFiles(sample(file));
  return panel;
}

/** Opens the race on the public results page, its full ranking shown. */
export async function publicRanking(page: Page, name: string) {
  await page.goto('/resultats');
  await page.getByLabel('Épreuve').selectOption({ label: name });
  const ranking = page.getByTestId('race-ranking');
  await expect(ranking).toBeVisible();
  return ranking;
}
