import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoWcagError } from './a11y-engines';
import { loginAs } from './admin-helpers';
import { expect, test } from './fixtures';

// Issue 29, item 6: the call room on race day, on a phone (390 px). A race of a day of its own, with
// three entrants in their lanes, is set up through the admin REST API (events, participants, entries).

const mark = Date.now().toString(36);
const DAY = '2099-05-02';
const EVENT = `call-room-${mark}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const people = [
  { firstName: 'Inès', lastName: `Appel${mark}`, club: 'CN Sète', bib: `A${mark.slice(-4)}1`, lane: 3 },
  { firstName: 'Yanis', lastName: `Absent${mark}`, club: 'AS Mantes', bib: `A${mark.slice(-4)}2`, lane: 4 },
  { firstName: 'Chloé', lastName: `Tardive${mark}`, club: 'RC Nantes', bib: `A${mark.slice(-4)}3`, lane: 5 },
];

async function setUp(request: APIRequestContext, token: string): Promise<string[]> {
  const event = await request.post('/api/admin/events', {
    headers: auth(token),
    data: {
      id: EVENT,
      name: `Série 1 2000 m ${mark}`,
      nameEn: `Heat 1 2000 m ${mark}`,
      date: DAY,
      time: '10:30',
      category: 'SH',
      championshipId: 'elite',
      round: 'heat',
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const ids: string[] = [];
  for (const p of people) {
    const res = await request.post('/api/admin/participants', {
      headers: auth(token),
      data: {
        firstName: p.firstName,
        lastName: p.lastName,
        email: `${p.lastName.toLowerCase()}@exemple.fr`,
        club: p.club,
        category: 'Seniors Hommes',
        championshipId: 'elite',
        bib: p.bib,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  for (const [i, p] of people.entries()) {
    const res = await request.post('/api/admin/entries', {
      headers: auth(token),
      data: { eventId: EVENT, participantId: ids[i], lane: p.lane },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return ids;
}

async function tearDown(request: APIRequestContext, token: string, ids: string[]) {
  for (const id of ids) await request.delete(`/api/admin/participants/${id}`, { headers: auth(token) });
  await request.delete(`/api/admin/events/${EVENT}`, { headers: auth(token) });
}

const race = (page: Page) => page.getByTestId('call-room-race').filter({ hasText: `Série 1 2000 m ${mark}` });
const row = (page: Page, lastName: string) => race(page).getByTestId('call-room-entry').filter({ hasText: lastName });

test('the call room shows the next race at 390 px; an absent entrant stays absent after a reload and shows on another device through the live push', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await loginAs(page);
  const ids = await setUp(page.request, token);
  const other = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: test.info().project.use.baseURL,
  });
  try {
    // From the dashboard, as a steward finds it.
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: "Chambre d'appel" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Chambre d'appel" })).toBeVisible();
    // The steward looks at race day ahead of the clock (the day is in the address).
    await page.getByLabel('Jour', { exact: true }).fill(DAY);
    await page.getByLabel('Heure', { exact: true }).fill('10:00');
    await expect(page).toHaveURL(new RegExp(`date=${DAY}&time=10(%3A|:)00`));
    await expect(race(page).getByRole('heading')).toContainText('10:30');
    await expect(race(page)).toContainText('Série');
    await expect(race(page).getByTestId('call-room-entry')).toHaveCount(3);
    await expect(row(page, people[0]!.lastName)).toContainText('CN Sète');
    await expect(row(page, people[0]!.lastName)).toContainText(`Dossard ${people[0]!.bib}`);
    await expect(race(page).getByTestId('call-room-counts')).toContainText('Non pointés 3');

    // The second device opens the same race before the tick.
    const second = await other.newPage();
    await second.goto('/admin/login');
    await second.evaluate((t) => localStorage.setItem('admin-token', t), token);
    await second.goto(`/admin/call-room?date=${DAY}&time=10:00`);
    await expect(row(second, people[1]!.lastName)).toHaveAttribute('data-presence', 'none');

    await row(page, people[0]!.lastName)
      .getByRole('button', { name: /^Présent/ })
      .click();
    await row(page, people[1]!.lastName)
      .getByRole('button', { name: /^Absent/ })
      .click();
    await expect(row(page, people[1]!.lastName)).toHaveAttribute('data-presence', 'absent');
    await expect(row(page, people[1]!.lastName).getByRole('button', { name: /^Absent/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(race(page).getByTestId('call-room-counts')).toContainText('Présents 1');
    await expect(race(page).getByTestId('call-room-counts')).toContainText('Absents 1');
    await expect(race(page).getByTestId('call-room-counts')).toContainText('Non pointés 1');

    // The other device follows through the live push, well before its minute's refresh.
    await expect(row(second, people[1]!.lastName)).toHaveAttribute('data-presence', 'absent', { timeout: 5_000 });
    await expect(row(second, people[0]!.lastName)).toHaveAttribute('data-presence', 'present', { timeout: 5_000 });

    await page.reload();
    await expect(row(page, people[1]!.lastName)).toHaveAttribute('data-presence', 'absent');
    await expect(row(page, people[1]!.lastName)).toContainText('Absent');
    await expect(race(page).getByTestId('call-room-counts')).toContainText('Absents 1');
    // Nothing wider than the phone's screen; both accessibility engines pass (the ticked states included).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoWcagError(page);
  } finally {
    await other.close();
    await tearDown(page.request, token, ids);
  }
});
