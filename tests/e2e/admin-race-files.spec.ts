import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { loginAs } from './admin-helpers';
import { expect, test } from './fixtures';

// Issue 29, item 5: from the results screen, the administrator downloads the race computer's files for
// the chosen race (ErgRace .rac2, Venue Racing .rac) and the day's ZIP, at a phone's width and a desk's.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function saved(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) as string) };
}

for (const width of [390, 1280]) {
  test(`downloads a race's .rac2 and .rac and the day's ZIP from the results screen (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await loginAs(page);
    const name = `Course fichiers ${width} — Série 1`;
    const res = await page.request.post('/api/admin/events', { headers: auth(token), data: { name, nameEn: name, date: '2026-01-30', time: '19:10', category: 'SH', championshipId: 'elite', active: true, lanes: 4 } });
    expect(res.ok()).toBe(true);
    const id = ((await res.json()) as { id: string }).id;
    try {
      await page.goto('/admin/results');
      await page.getByLabel('Rechercher une épreuve').fill(name);
      await page.getByLabel(/^Épreuve/).selectOption(id);
      const files = page.getByTestId('race-files');
      await expect(files).toContainText('Fichiers du chronométrage');

      const rac2 = await saved(page, () => files.getByRole('button', { name: 'ErgRace (.rac2)' }).click());
      expect(rac2.name).toBe(`Course fichiers ${width} - Serie 1.rac2`);
      const definition = JSON.parse(rac2.bytes.toString('utf8')).race_definition as { name_long: string; boats: { lane_number: number; name: string }[] };
      expect(definition.name_long).toBe(name);
      // No entry yet: the four ergometers are written, each as an empty lane.
      expect(definition.boats.map((b) => [b.lane_number, b.name])).toEqual([1, 2, 3, 4].map((lane) => [lane, 'EMPTY']));

      const rac = await saved(page, () => files.getByRole('button', { name: 'Venue Racing (.rac)' }).click());
      expect(rac.name).toBe(`Course fichiers ${width} - Serie 1.rac`);
      expect(rac.bytes.toString('latin1').startsWith('RACE\r\n108\r\n')).toBe(true);

      const zip = await saved(page, () => files.getByRole('button', { name: 'Toutes les courses du jour (.zip)' }).click());
      expect(zip.name).toBe('courses-2026-01-30.zip');
      // A ZIP starts with a local file header, PK\x03\x04.
      expect([...zip.bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      expect(zip.bytes.includes(Buffer.from(`1910 Course fichiers ${width} - Serie 1.rac2`))).toBe(true);
    } finally {
      await page.request.delete(`/api/admin/events/${id}`, { headers: auth(token) });
    }
  });
}
