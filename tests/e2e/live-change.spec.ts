import type { ProgrammeEvent } from '@app/contract';
import { adminToken } from './api';
import { expect, test } from './fixtures';

/** Issue 30 item 4: the push carries the change itself; an open race page applies it without a read. */

test('an open race page shows a newly published result from the push alone, with no /trpc or /api read', async ({
  page,
  request,
}) => {
  const [event] = (await (await request.get('/api/events')).json()) as ProgrammeEvent[];
  if (!event) throw new Error('no race in the demo programme');
  const token = await adminToken(request);
  const athlete = `Poussé ${Date.now() % 100_000}`;
  const live = page.waitForResponse((res) => res.url().endsWith('/api/live'));
  await page.goto(`/resultats/${event.id}`);
  await live;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The notice that opens the stream may refetch what was read just around an earlier change: let it pass.
  await page.waitForTimeout(1_500);
  const reads: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if ((path.startsWith('/trpc') || path.startsWith('/api')) && path !== '/api/live') reads.push(path);
  });

  const res = await request.post('/api/admin/results', {
    headers: { authorization: `Bearer ${token}` },
    data: { eventId: event.id, rank: 1, athlete, category: 'SF', club: 'Club Poussé', time: '6:01.2' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  try {
    await expect(page.getByText(athlete).first()).toBeVisible({ timeout: 2_000 });
    await page.waitForTimeout(500);
    expect(reads, 'nothing refetched: the change came in the push').toEqual([]);
  } finally {
    await request.delete(`/api/admin/results/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});
