import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ergRaceResultsFor } from '../../packages/race-files/test-files/ergrace-fill';
import { loginAs } from './admin-helpers';
import { expect, test } from './fixtures';

// Issue 29, « Done when »: on race day, on a phone (390 px), the call room marks an entrant absent; the
// race's .rac2 downloaded from the back-office comes back from the race computer with no time on that
// lane, and the import's preview, then the published results, show that entrant DNS. The race, its
// entrants, their entries, the draw and the publication go through the admin REST paths.

const mark = Date.now().toString(36);
const DAY = '2099-05-09';
const EVENT = `race-day-dns-${mark}`;
const NAME = `2000 m Seniors Hommes — Série ${mark}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
// By personal best: Martin rows in the centre lane (3 of 6), Karim beside him (4), Hugo outside (2).
const people = [
  { firstName: 'Martin', lastName: `Présent${mark}`, club: 'CN Sète', best: '6:10.0', lane: 3 },
  { firstName: 'Karim', lastName: `Absent${mark}`, club: 'AS Mantes', best: '6:20.0', lane: 4 },
  { firstName: 'Hugo', lastName: `Dernier${mark}`, club: 'RC Nantes', best: '6:30.0', lane: 2 },
];
const absent = people[1] as (typeof people)[number];
const absentName = `${absent.firstName} ${absent.lastName}`;

async function ok(request: APIRequestContext, token: string, method: 'post' | 'put', path: string, data?: unknown) {
  const res = await request[method](`/api${path}`, { headers: auth(token), ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id?: string };
}

/** The race, its three entrants entered, drawn and published, as a script or the back-office would. */
async function setUp(request: APIRequestContext, token: string): Promise<string[]> {
  await ok(request, token, 'post', '/admin/events', {
    id: EVENT,
    name: NAME,
    nameEn: `2000 m Senior Men — Heat ${mark}`,
    date: DAY,
    time: '10:30',
    category: 'Seniors Hommes',
    championshipId: 'elite',
    round: 'heat',
    lanes: 6,
  });
  const ids: string[] = [];
  for (const p of people) {
    const { id } = await ok(request, token, 'post', '/admin/participants', {
      firstName: p.firstName,
      lastName: p.lastName,
      email: `${p.firstName.toLowerCase()}.${mark}@exemple.fr`,
      club: p.club,
      category: 'Seniors Hommes',
      championshipId: 'elite',
      personalBest: p.best,
    });
    ids.push(id as string);
    await ok(request, token, 'post', '/admin/entries', { eventId: EVENT, participantId: id });
  }
  await ok(request, token, 'post', `/admin/events/${EVENT}/draw`);
  await ok(request, token, 'put', `/admin/events/${EVENT}/start-list`, { published: true });
  return ids;
}

async function tearDown(request: APIRequestContext, token: string, ids: string[]) {
  await request.put(`/api/admin/events/${EVENT}/results`, { headers: auth(token), data: { rows: [] } });
  for (const id of ids) await request.delete(`/api/admin/participants/${id}`, { headers: auth(token) });
  await request.delete(`/api/admin/events/${EVENT}`, { headers: auth(token) });
}

const callRoomRow = (page: Page, lastName: string) =>
  page
    .getByTestId('call-room-race')
    .filter({ hasText: NAME })
    .getByTestId('call-room-entry')
    .filter({ hasText: lastName });

test('an entrant marked absent at the call room is DNS in the import preview and in the published results (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await loginAs(page);
  const ids = await setUp(page.request, token);
  try {
    // The published start list, by lane from the centre out.
    const list = (await (await page.request.get(`/api/events/${EVENT}/start-list`)).json()) as {
      published: boolean;
      entries: { lane: number; lastName: string }[];
    };
    expect(list.published).toBe(true);
    expect(list.entries.map((e) => [e.lane, e.lastName])).toEqual(
      [...people].sort((a, b) => a.lane - b.lane).map((p) => [p.lane, p.lastName]),
    );

    // The call room, on the steward's phone: two present, one absent.
    await page.goto(`/admin/call-room?date=${DAY}&time=10:00`);
    for (const p of people) {
      const presence = p === absent ? 'absent' : 'present';
      await callRoomRow(page, p.lastName)
        .getByRole('button', { name: p === absent ? /^Absent/ : /^Présent/ })
        .click();
      await expect(callRoomRow(page, p.lastName)).toHaveAttribute('data-presence', presence);
    }

    // The race computer's file, downloaded from the results screen; nobody rows on the absent's erg.
    await page.goto('/admin/results');
    await page.getByLabel('Rechercher une épreuve').fill(NAME);
    await page.getByLabel(/^Épreuve/).selectOption(EVENT);
    await expect(page.getByTestId('ranking-editor')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('race-files').getByRole('button', { name: 'ErgRace (.rac2)' }).click();
    const rac2 = readFileSync((await (await download).path()) as string, 'utf8');
    const results = ergRaceResultsFor(rac2, { 3: '6:12.4', 4: null, 2: '6:25.9' });

    await page.getByRole('button', { name: 'Importer un fichier' }).click();
    const panel = page.getByTestId('results-import');
    await panel.getByTestId('results-file-input').setInputFiles({
      name: `${mark} Results.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(results),
    });
    const preview = panel.getByTestId('import-preview');
    await expect(preview.getByTestId('import-count')).toContainText('3 résultats dont 1 DNS');
    await expect(preview.getByLabel(`Statut de ${absentName} (sans temps)`)).toHaveValue('dns');
    await expect(preview.getByTestId('import-warnings')).toContainText(
      `${absentName}, absent à la chambre d’appel : DNS`,
    );
    await expect(preview.getByTestId('preview-row').first()).toContainText(
      `${people[0]?.firstName} ${people[0]?.lastName}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await panel.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect(panel.getByTestId('import-success')).toHaveText(
      'Résultats publiés (provisoires) : 3 résultats dont 1 DNS.',
    );
    const stored = (await (await page.request.get(`/api/results?eventId=${EVENT}`)).json()) as {
      athlete: string;
      status: string;
      rank: number | null;
      time: string | null;
    }[];
    expect(stored.map((r) => [r.athlete, r.status, r.rank, r.time])).toEqual([
      [`${people[0]?.firstName} ${people[0]?.lastName}`, 'finished', 1, '6:12.4'],
      [`${people[2]?.firstName} ${people[2]?.lastName}`, 'finished', 2, '6:25.9'],
      [absentName, 'dns', null, null],
    ]);

    // The public results, as a visitor reads them on a phone.
    await page.goto('/resultats');
    await page.getByLabel('Épreuve').selectOption({ label: NAME });
    const ranking = page.getByTestId('race-ranking');
    await expect(
      ranking.locator('tbody tr').filter({ hasText: absentName }).getByTestId('result-status'),
    ).toContainText('DNS');
    await expect(ranking.locator('tbody tr').filter({ hasText: people[0]?.lastName as string })).toContainText(
      '6:12.4',
    );
  } finally {
    await tearDown(page.request, token, ids);
  }
});
