import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

describe('the retention job’s daily run', () => {
  let app: TestServer | undefined;
  afterEach(async () => app?.dispose());

  it('runs at 03:30 Paris time once, claiming the date, and plans the next day', async () => {
    // A clock 3 s before 03:30 in Paris (02:30 UTC in November), still while the server starts (it
    // plans the run when ready), then moving at the real pace: room for the old message to be written
    // first, however busy the machine.
    let started: number | null = null;
    const clock = () =>
      new Date(Date.parse('2026-11-24T02:29:57.000Z') + (started === null ? 0 : Date.now() - started));
    app = await createTestServer({ clock });
    started = Date.now();
    const db = app.handle.db;
    await db
      .insertInto('contactMessages')
      .values({
        id: 'old',
        name: 'A',
        email: 'a@exemple.fr',
        subject: 'S',
        category: 'autre',
        message: 'M',
        consent: 1,
        status: 'PENDING',
        createdAt: '2020-01-01T00:00:00.000Z',
      })
      .execute();
    await expect
      .poll(async () => await db.selectFrom('retentionRuns').select(['day', 'trigger', 'error']).execute(), {
        timeout: 10_000,
      })
      .toEqual([{ day: '2026-11-24', trigger: 'daily', error: null }]);
    // The date is claimed before the deletes run (in their own transaction): the deletion is waited for.
    await expect
      .poll(async () => db.selectFrom('contactMessages').select('id').where('id', '=', 'old').execute(), {
        timeout: 10_000,
      })
      .toEqual([]);
    // The next run is tomorrow's: nothing more for a while.
    await new Promise((r) => setTimeout(r, 300));
    expect(await db.selectFrom('retentionRuns').select('day').execute()).toHaveLength(1);
  });
});
