import type { ProgrammeEvent } from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import { adminToken } from './api';
import { expect, test } from './fixtures';

/** Issue 14: an open results page shows a result posted through REST within 2 s, without a reload. */

async function postResult(
  request: APIRequestContext,
  token: string,
  eventId: string,
  athlete: string,
): Promise<string> {
  const res = await request.post('/api/admin/results', {
    headers: { authorization: `Bearer ${token}` },
    data: { eventId, rank: 99, athlete, category: 'SF', club: 'Club Direct', time: '7:01.2' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

for (const [where, pathFor] of [
  ['the results list, its race open', (id: string) => `/resultats?event=${id}`],
  ['a race page', (id: string) => `/resultats/${id}`],
] as const) {
  test(`${where} shows a result saved by the administrator within 2 s, without reload`, async ({ page, request }) => {
    const [event] = (await (await request.get('/api/events')).json()) as ProgrammeEvent[];
    if (!event) throw new Error('no race in the demo programme');
    const token = await adminToken(request);
    const athlete = `Direct ${where.length}-${Date.now() % 100_000}`;
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.goto(pathFor(event.id));
    await expect(page.getByText(athlete)).toHaveCount(0);
    const before = navigations;

    const id = await postResult(request, token, event.id, athlete);
    try {
      await expect(page.getByText(athlete).first()).toBeVisible({ timeout: 2_000 });
      expect(navigations, 'no reload').toBe(before);
    } finally {
      await request.delete(`/api/admin/results/${id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  });
}
