import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { switchToEnglish, watchErrors } from './helpers';

// The real iCalendar parser the API's own tests use (a dependency of @app/api), as a calendar application reads the files.
interface IcalEvent {
  uid: string;
  summary: string;
  location: string;
  startDate: { toString(): string; toJSDate(): Date; zone?: { tzid: string } };
}
interface Ical {
  parse(ics: string): unknown;
  Component: new (
    jcal: unknown,
  ) => { getAllSubcomponents(name: string): unknown[]; getFirstPropertyValue(name: string): unknown };
  Event: new (component: unknown) => IcalEvent;
}
const ICAL = createRequire(new URL('../../packages/api/package.json', import.meta.url))('ical.js') as Ical;

const domain = 'aviron-indoor-2026.fr';

function parse(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  const events = root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { root, events, uids: events.map((e) => e.uid).sort() };
}

const downloaded = async (download: Download) => parse(await readFile((await download.path()) as string, 'utf8'));

const race = (page: Page, id: string) => page.locator(`[data-race-id="${id}"]`);
const star = (page: Page, id: string) => race(page, id).getByTestId('star-race');

test('a race’s « Ajouter à mon agenda » downloads its .ics, at its Paris time, in the page’s language', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/programme');
  const link = race(page, 'elite-1').getByRole('link', { name: 'Ajouter à mon agenda' });
  await expect(link).toHaveAttribute('href', '/api/calendar/events/elite-1.ics');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('epreuve-elite-1.ics');
  const { events } = await downloaded(download);
  expect(events).toHaveLength(1);
  const event = events[0] as IcalEvent;
  expect(event.uid).toBe(`elite-1@${domain}`);
  expect(event.summary).toBe('2000 m Masters A Femmes — Championnat de France Élite');
  // Friday 30 January 2026, 09:00 in Paris (UTC+1 in winter), at the venue.
  await expect(race(page, 'elite-1')).toContainText('09:00');
  expect(event.startDate.zone?.tzid).toBe('Europe/Paris');
  expect(event.startDate.toString()).toBe('2026-01-30T09:00:00');
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-01-30T08:00:00.000Z');
  expect(event.location).toContain('Stade Pierre de Coubertin');

  await switchToEnglish(page);
  const english = race(page, 'elite-1').getByRole('link', { name: 'Add to my calendar' });
  await expect(english).toHaveAttribute('href', '/api/calendar/events/elite-1.ics?lang=en');
  const [englishDownload] = await Promise.all([page.waitForEvent('download'), english.click()]);
  expect((await downloaded(englishDownload)).events[0]?.summary).toBe(
    '2000 m Masters A women — French Elite Championship',
  );
  expect(errors).toEqual([]);
});

test('« S’abonner au programme » offers the feed of what the filters show, webcal:// and https', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = watchErrors(page);
  await page.goto('/programme');
  const panel = page.getByTestId('programme-subscribe');
  await panel.getByText("S'abonner au programme").click();
  const address = panel.getByLabel("Adresse de l'agenda");
  const webcal = panel.getByRole('link', { name: 'Ouvrir dans mon agenda' });
  const host = new URL(baseURL as string).host;
  // Everything: no filter in the address (the feed refuses an `all` value).
  await expect(address).toHaveValue(`${baseURL}/api/calendar.ics`);
  await expect(webcal).toHaveAttribute('href', `webcal://${host}/api/calendar.ics`);

  await page.getByLabel('Jour').selectOption('2026-01-30');
  await page.getByLabel('Championnat', { exact: true }).selectOption('elite');
  const filtered = `${baseURL}/api/calendar.ics?championshipId=elite&day=2026-01-30`;
  await expect(address).toHaveValue(filtered);
  await expect(webcal).toHaveAttribute('href', `webcal://${host}/api/calendar.ics?championshipId=elite&day=2026-01-30`);
  await expect(panel).toContainText('Vendredi 30 janvier 2026 · Championnat de France Élite');

  // The feed holds exactly the races the page shows.
  const shown = await page
    .locator('[data-race-id]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-race-id')));
  expect(shown.length).toBeGreaterThan(0);
  const feed = await request.get(filtered);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(parse(await feed.text()).uids).toEqual(shown.map((id) => `${id}@${domain}`).sort());

  await page.getByLabel('Jour').selectOption('all');
  await expect(address).toHaveValue(`${baseURL}/api/calendar.ics?championshipId=elite`);
  await switchToEnglish(page);
  await expect(panel.getByLabel('Calendar address')).toHaveValue(
    `${baseURL}/api/calendar.ics?championshipId=elite&lang=en`,
  );
  expect(errors).toEqual([]);
});

test('« Mes épreuves »: stars stay on the device, show first or alone, and export as exactly those races', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/programme');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Mes épreuves (0)' })).toBeDisabled();

  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.method()} ${r.url()}`));
  await expect(star(page, 'youth-2')).toHaveAccessibleName('Ajouter à mes épreuves');
  await star(page, 'youth-2').click();
  await star(page, 'indoor-4').click();
  await expect(star(page, 'youth-2')).toHaveAttribute('aria-pressed', 'true');
  await expect(star(page, 'indoor-4')).toHaveAccessibleName('Retirer de mes épreuves');
  await expect(page.getByRole('button', { name: 'Mes épreuves (2)' })).toBeEnabled();
  // Kept on the device: starring asks nothing of the server, nor of anyone else.
  expect(sent).toEqual([]);

  await page.reload();
  await expect(star(page, 'youth-2')).toHaveAttribute('aria-pressed', 'true');
  await expect(star(page, 'indoor-4')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-race-id] [aria-pressed="true"]')).toHaveCount(2);

  // First: each day's starred race leads its day.
  await page.getByRole('button', { name: 'Mes épreuves en premier' }).click();
  await expect(page.locator('section[aria-labelledby="day-2026-01-29"] [data-race-id]').first()).toHaveAttribute(
    'data-race-id',
    'indoor-4',
  );
  await expect(page.locator('section[aria-labelledby="day-2026-01-31"] [data-race-id]').first()).toHaveAttribute(
    'data-race-id',
    'youth-2',
  );

  // Alone.
  await page.getByRole('button', { name: 'Mes épreuves (2)' }).click();
  await expect(page.getByRole('button', { name: 'Mes épreuves (2)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-race-id]')).toHaveCount(2);
  expect(
    await page.locator('[data-race-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-race-id'))),
  ).toEqual(['indoor-4', 'youth-2']);

  const exportLink = page.getByRole('link', { name: 'Exporter mes épreuves (.ics)' });
  await expect(exportLink).toHaveAttribute('href', '/api/calendar.ics?events=youth-2,indoor-4');
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  const mine = await downloaded(download);
  expect(mine.uids).toEqual([`indoor-4@${domain}`, `youth-2@${domain}`]);
  expect(mine.root.getFirstPropertyValue('x-wr-calname')).toBe(
    "Championnats de France d'Aviron Indoor 2026 — Mes épreuves",
  );

  // Unstarring one leaves the other; unstarring both leaves an explained empty list.
  await star(page, 'indoor-4').click();
  await expect(page.locator('[data-race-id]')).toHaveCount(1);
  await star(page, 'youth-2').click();
  await expect(page.getByTestId('programme-empty')).toContainText('Aucune de vos épreuves ici');
  await page.getByRole('button', { name: 'Mes épreuves (0)' }).click();
  await expect(page.locator('[data-race-id]').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the server draws the programme without stars, and the stored ones appear after hydration without a mismatch', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/programme')).text();
  expect(html).toContain('data-testid="star-race"');
  expect(html).not.toContain('aria-pressed="true"');

  await page.goto('/programme');
  await page.evaluate(() => localStorage.setItem('programme:starred-races', JSON.stringify(['elite-1', 'gone-race'])));
  const errors = watchErrors(page);
  await page.reload();
  await expect(star(page, 'elite-1')).toHaveAttribute('aria-pressed', 'true');
  // A star on a race no longer in the programme is not counted.
  await expect(page.getByRole('button', { name: 'Mes épreuves (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exporter mes épreuves (.ics)' })).toHaveAttribute(
    'href',
    '/api/calendar.ics?events=elite-1',
  );
  expect(errors).toEqual([]);
});
