import type { Page } from '@playwright/test';
import { adminToken } from './api';
import { expect, test } from './fixtures';
import { expectNoUntranslatedKey } from './helpers';
import { publishStartList, removeStartListRaces } from './start-lists-data';

// Issue 31, item 4: between races the venue's screens show the latest results and the next start lists in
// turn (`?rotate=2` shortens the 12 s a view stays); the back-office's medal pin shows the medal table.
// LIVE_SHOTS=1 keeps a 1920×1080 screenshot of each view in tests/.tmp/live-shots (not in CI).

const texts = {
  fr: {
    latest: 'Derniers résultats',
    next: 'Prochaines courses',
    lane: 'Couloir 4',
    medals: 'Tableau des médailles',
    gold: 'Or',
  },
  en: { latest: 'Latest results', next: 'Next races', lane: 'Lane 4', medals: 'Medal table', gold: 'Gold' },
} as const;

const shot = async (page: Page, name: string) => {
  if (process.env.LIVE_SHOTS) await page.screenshot({ path: `tests/.tmp/live-shots/ecran-${name}.png` });
};

async function pin(page: Page, kind: 'none' | 'medals') {
  const token = await adminToken(page.request);
  const res = await page.request.put('/api/admin/live/screen-pin', {
    headers: { authorization: `Bearer ${token}` },
    data: { kind, eventId: null, message: null },
  });
  expect(res.ok()).toBe(true);
}

// The shared demo server keeps no race of these tests (other specs weigh and search its pages).
test.afterEach(async ({ request }) => removeStartListRaces(request, 'ecran'));

test('between races /ecran shows the latest results then a start list in turn, and the medal pin the medal table', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const race = await publishStartList(page.request, `ecran${Date.now() % 1_000_000}`);
  const board = (await (await page.request.get('/api/results/races')).json()) as {
    races: { name: string; nameEn: string; count: number; date: string; time: string; podium: { athlete: string }[] }[];
  };
  const latest = board.races
    .filter((r) => r.count > 0)
    .sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`))[0];
  const medals = (await (await page.request.get('/api/results/medals')).json()) as { clubs: { club: string }[] };
  await page.setViewportSize({ width: 1920, height: 1080 });
  await pin(page, 'none');
  try {
    for (const lang of ['fr', 'en'] as const) {
      const text = texts[lang];
      await page.goto(`/ecran?rotate=2${lang === 'en' ? '&lang=en' : ''}`);
      const results = page.getByTestId('screen-latest');
      await expect(results).toContainText(text.latest, { timeout: 10_000 });
      await expect(results).toContainText(lang === 'fr' ? (latest?.name ?? '') : (latest?.nameEn ?? ''));
      await expect(results).toContainText(latest?.podium[0]?.athlete ?? '');
      await expectNoUntranslatedKey(page);
      await shot(page, `latest-${lang}`);
      // Then, by itself, the start list of the race to come, lane by lane.
      const next = page.getByTestId('screen-next');
      await expect(next).toContainText(text.next, { timeout: 6_000 });
      await expect(next).toContainText(lang === 'fr' ? race.name : race.nameEn);
      await expect(next).toContainText(text.lane);
      await expect(next).toContainText(`${race.athlete.lastName} ${race.athlete.firstName}`);
      await shot(page, `next-${lang}`);
      // And round again.
      await expect(results).toBeVisible({ timeout: 6_000 });
    }

    await pin(page, 'medals');
    for (const lang of ['fr', 'en'] as const) {
      await page.goto(`/ecran?rotate=2${lang === 'en' ? '&lang=en' : ''}`);
      const table = page.getByTestId('screen-medals');
      await expect(table).toContainText(texts[lang].gold);
      await expect(page.getByTestId('screen')).toContainText(texts[lang].medals);
      await expect(table.locator('tbody th').first()).toHaveText(medals.clubs[0]?.club ?? '');
      await expect(page.getByTestId('screen-latest')).toHaveCount(0);
      await shot(page, `medals-${lang}`);
    }
  } finally {
    await pin(page, 'none');
  }
});
