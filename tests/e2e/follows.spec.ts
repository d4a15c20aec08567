import type { Page } from '@playwright/test';
import { adminToken } from './api';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolation, expectNoUntranslatedKey, switchToEnglish, watchErrors } from './helpers';
import { publishStartList, removeStartListRaces, RACE_TIME, type StartListRace } from './start-lists-data';

// Issue 30, item 5: a star on an athlete puts them in « Mes suivis » with their next race and lane, kept on
// the device across a reload; a result published while the page is open is announced in the page.

const texts = {
  fr: { follow: 'Suivre', lane: 'Couloir 4', day: /16 mai 2099/, title: 'Mes suivis', icsLane: 'couloir 4' },
  en: { follow: 'Follow', lane: 'Lane 4', day: /16 May 2099/, title: 'Following', icsLane: 'lane 4' },
} as const;

/** From the race's start list to the athlete's page: their key is in its address. */
async function openAthlete(page: Page, race: StartListRace): Promise<string> {
  await page.goto(`/resultats/${race.eventId}`);
  const { firstName, lastName } = race.athlete;
  await page
    .getByTestId('start-list')
    .getByRole('link', { name: `${firstName} ${lastName}` })
    .click();
  await expect(page).toHaveURL(/\/athletes\/p-/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

// The shared demo server keeps no race of these tests (other specs weigh and search its pages).
test.afterEach(async ({ request }) => removeStartListRaces(request, 'follow'));

for (const width of [390, 1280]) {
  for (const lang of ['fr', 'en'] as const) {
    test(`${lang} at ${width} px: a star on an athlete puts them in « Mes suivis » with their next race, and survives a reload`, async ({
      page,
      request,
    }) => {
      const t = texts[lang];
      const race = await publishStartList(request, `follow${lang}${width}`);
      const name = `${race.athlete.firstName} ${race.athlete.lastName}`;
      await page.setViewportSize({ width, height: 900 });
      const errors = watchErrors(page);
      await openAthlete(page, race);
      if (lang === 'en') await switchToEnglish(page);

      const star = page.getByTestId('athlete-follow').getByRole('button', { name: `${t.follow} ${name}`, exact: true });
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await page.screenshot({ path: `test-results/athlete-follow-${lang}-${width}.png` });
      await page.reload();
      if (lang === 'en') await switchToEnglish(page);
      await expect(star).toHaveAttribute('aria-pressed', 'true');

      await page.getByTestId('athlete-follow').getByRole('link', { name: t.title }).click();
      await expect(page).toHaveURL(/\/mes-suivis$/);
      await expect(page.locator('main h1')).toHaveText(t.title);
      const card = page.getByTestId('followed-athlete');
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading', { name })).toBeVisible();
      const next = card.getByTestId('athlete-race');
      await expect(next).toContainText(t.day);
      await expect(next).toContainText(RACE_TIME);
      await expect(next.getByTestId('athlete-race-lane')).toHaveText(t.lane);
      await expect(card.getByRole('button', { name: `${t.follow} ${name}`, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoUntranslatedKey(page);
      await expectNoSeriousA11yViolation(page);
      await page.screenshot({ path: `test-results/mes-suivis-${lang}-${width}.png`, fullPage: true });

      // Their races as a calendar file, the lane first in each description.
      const href = (await page.getByTestId('follows-export').getAttribute('href')) ?? '';
      expect(href).toContain('/api/calendar.ics?athletes=p-');
      const file = await request.get(href);
      expect(file.status()).toBe(200);
      expect((await file.text()).replace(/\r\n[ \t]/g, '')).toContain(
        `${name}${lang === 'fr' ? ' : ' : ': '}${t.icsLane}`,
      );
      expect(errors).toEqual([]);
    });
  }
}

test('a result published while « Mes suivis » is open is announced in a polite, dismissable notice', async ({
  page,
  request,
}) => {
  const race = await publishStartList(request, 'follownotice');
  const name = `${race.athlete.firstName} ${race.athlete.lastName}`;
  const key = await openAthlete(page, race);
  await page
    .getByTestId('athlete-follow')
    .getByRole('button', { name: `Suivre ${name}`, exact: true })
    .click();
  await page.goto('/mes-suivis');
  await expect(page.getByTestId('followed-athlete')).toContainText(name);
  const region = page.getByRole('status').filter({ has: page.getByTestId('follow-notice') });
  await expect(page.getByTestId('follow-notice')).toHaveCount(0);

  const token = await adminToken(request);
  const res = await request.put(`/api/admin/events/${race.eventId}/results`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      rows: [
        {
          rank: 2,
          time: '6:48.2',
          athlete: name,
          category: 'SF',
          club: 'AS Start List',
          participantId: key.replace(/^p-/, ''),
        },
      ],
      resultsState: 'provisional',
    },
  });
  expect(res.status(), await res.text()).toBe(200);

  const notice = page.getByTestId('follow-notice');
  await expect(notice).toHaveText(`${name} : 2e, 6:48.2`, { timeout: 15_000 });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/mes-suivis-notice.png' });
  await notice.getByRole('button', { name: `Fermer l'annonce sur ${name}` }).click();
  await expect(notice).toHaveCount(0);
});
