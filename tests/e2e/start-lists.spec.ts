import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolation, expectNoUntranslatedKey, switchToEnglish, watchErrors } from './helpers';
import { publishStartList, RACE_TIME } from './start-lists-data';

// Issue 29, item 4: a visitor finds a named athlete from /inscrits, reads their race, day, time and lane
// on their page and on the race page's start list, and adds the race to a calendar; on a phone and a
// desktop, in French and in English.

const texts = {
  fr: {
    day: /16 mai 2099/,
    lane: 'Couloir 4',
    round: 'Série',
    startList: 'Liste de départ',
    icsLane: 'Couloir 4 : Capucine',
    scratched: 'forfait',
  },
  en: {
    day: /16 May 2099/,
    lane: 'Lane 4',
    round: 'Heat',
    startList: 'Start list',
    icsLane: 'Lane 4: Capucine',
    scratched: 'scratched',
  },
} as const;

for (const width of [390, 1280]) {
  for (const lang of ['fr', 'en'] as const) {
    test(`${lang} at ${width} px: from /inscrits to the athlete's race, lane and calendar, then the race's start list`, async ({
      page,
      request,
    }) => {
      const t = texts[lang];
      const race = await publishStartList(request, `${lang}${width}`);
      const { firstName, lastName } = race.athlete;
      await page.setViewportSize({ width, height: 900 });
      const errors = watchErrors(page);

      await page.goto('/inscrits');
      if (lang === 'en') await switchToEnglish(page);
      await page.locator('#participants-search').fill(lastName);
      await page
        .getByTestId('participants-table')
        .getByRole('link', { name: `${lastName} ${firstName}` })
        .click();

      // The athlete's page: the race to come with its day, time, round and lane, before the results.
      await expect(page).toHaveURL(/\/athletes\/p-/);
      const item = page.getByTestId('athlete-race');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(t.day);
      await expect(item).toContainText(RACE_TIME);
      await expect(item).toContainText(t.round);
      await expect(item.getByTestId('athlete-race-lane')).toHaveText(t.lane);
      const raceLink = item.getByRole('link', { name: lang === 'en' ? race.nameEn : race.name });
      await expect(raceLink).toBeVisible();
      await expectNoUntranslatedKey(page);
      await expectNoSeriousA11yViolation(page);

      // Its calendar file: the race, with the athlete's lane in the description.
      const ics = item.getByTestId('race-ics');
      const href = (await ics.getAttribute('href')) ?? '';
      expect(href).toContain(`/api/calendar/events/${race.eventId}.ics`);
      const file = await request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('text/calendar');
      const body = (await file.text()).replace(/\r\n /g, '');
      expect(body).toContain(`UID:${race.eventId}@`);
      expect(body).toContain(`${t.icsLane} ${lastName} (AS Start List)`);

      // The race page opens at its start list: lanes ascending, the scratched entrant struck through.
      await raceLink.click();
      await expect(page).toHaveURL(new RegExp(`/resultats/${race.eventId}#liste-de-depart$`));
      const section = page.getByTestId('race-start-list');
      await expect(section.getByRole('heading', { name: new RegExp(t.startList) })).toBeVisible();
      await expect(section.getByTestId('start-list-facts')).toContainText(t.round);
      await expect(section.getByTestId('start-list-facts')).toContainText(t.day);
      await expect(section.getByTestId('start-list-facts')).toContainText(RACE_TIME);
      const rows = section.getByTestId('start-list-entry');
      await expect(rows).toHaveCount(3);
      expect((await rows.locator('td:first-child').allTextContents()).map(Number)).toEqual([3, 4, 5]);
      await expect(rows.nth(1)).toContainText(`${firstName} ${lastName}`);
      await expect(rows.nth(2)).toHaveAttribute('data-status', 'scratched');
      await expect(rows.nth(2)).toContainText(t.scratched);
      expect(await rows.nth(2).evaluate((row) => getComputedStyle(row).textDecorationLine)).toBe('line-through');
      await expect(rows.nth(1).getByRole('link', { name: `${firstName} ${lastName}` })).toHaveAttribute(
        'href',
        /\/athletes\/p-/,
      );
      await expectNoUntranslatedKey(page);
      await expectNoSeriousA11yViolation(page);
      expect(errors).toEqual([]);
    });
  }
}

test('/programme: a race line with a published start list opens it', async ({ page, request }) => {
  const race = await publishStartList(request, 'programme');
  await page.goto('/programme');
  const line = page.locator(`[data-race-id="${race.eventId}"]`);
  const link = line.getByTestId('programme-start-list');
  await expect(link).toHaveAttribute('href', `/resultats/${race.eventId}#liste-de-depart`);
  await link.click();
  await expect(page.getByTestId('race-start-list').getByTestId('start-list-entry')).toHaveCount(3);
});

test('the race and athlete pages arrive drawn by the server with the start list, in at most 20 kB compressed', async ({
  page,
  request,
}) => {
  const race = await publishStartList(request, 'weight');
  const athlete = (await (await request.get(`/api/events/${race.eventId}/start-list`)).json()) as {
    entries: { participantId: string; lane: number }[];
  };
  const key = `p-${athlete.entries.find((e) => e.lane === 4)?.participantId}`;
  // A page opened within 3 s of a write refetches what it was drawn with (use-live-updates' in-flight
  // margin): a visitor arriving later reads nothing more than the document.
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  for (const path of [`/resultats/${race.eventId}`, `/athletes/${key}`]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(
      path.startsWith('/resultats') ? 'data-testid="start-list"' : 'data-testid="athlete-races"',
    );
    expect(html, path).toContain('Couloir');
    const reads: Promise<{ url: string; bytes: number; encoding?: string | undefined }>[] = [];
    page.on('requestfinished', (r) => {
      if (r.resourceType() !== 'document' && !r.url().includes('/trpc/')) return;
      reads.push(
        (async () => ({
          url: r.url(),
          bytes: (await r.sizes()).responseBodySize,
          encoding: (await (await r.response())?.allHeaders())?.['content-encoding'],
        }))(),
      );
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('requestfinished');
    const done = await Promise.all(reads);
    expect(
      done.map((r) => new URL(r.url).pathname),
      path,
    ).toEqual([path]);
    expect(done[0]?.encoding, path).toMatch(/br|gzip/);
    expect(done[0]?.bytes, path).toBeLessThanOrEqual(20_000);
  }
});
