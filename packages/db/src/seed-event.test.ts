import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type SqliteHandle } from './create-db';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/index';

const dirs: string[] = [];
const handles: SqliteHandle[] = [];
const now = new Date('2026-01-10T09:00:00.000Z');

async function seededDb(): Promise<{ dir: string; handle: SqliteHandle }> {
  const dir = mkdtempSync(join(tmpdir(), 'aviron-event-'));
  dirs.push(dir);
  const handle = createDb({ path: join(dir, 'app.db') });
  handles.push(handle);
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { demo: 'event', uploadsDir: join(dir, 'uploads'), now });
  return { dir, handle };
}

const all = <T>(handle: SqliteHandle, sql: string): T[] => handle.sqlite.prepare(sql).all() as T[];
const count = (handle: SqliteHandle, table: string): number => all<{ n: number }>(handle, `select count(*) as n from ${table}`)[0]?.n ?? -1;
/** The rows the event generates, in a stable order: what must be identical from one run to the next. */
const eventTables = ['events', 'participants', 'results', 'volunteers', 'contact_messages'];
const dump = (handle: SqliteHandle) => Object.fromEntries(eventTables.map((t) => [t, all(handle, `select * from ${t} order by id`)]));

afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('real-size event seed', () => {
  it('holds 120 races, 3,000 entrants, 25 ranked results per race, 200 volunteers and 300 messages', async () => {
    const { handle } = await seededDb();
    expect(count(handle, 'events')).toBe(120);
    expect(count(handle, 'participants')).toBe(3000);
    expect(count(handle, 'results')).toBe(3000);
    expect(count(handle, 'volunteers')).toBe(200);
    expect(count(handle, 'contact_messages')).toBe(300);
    // The demo content comes with it.
    for (const t of ['partners', 'rules', 'official_documents']) expect(count(handle, t), t).toBeGreaterThan(0);

    const perEvent = all<{ n: number; ranks: string }>(handle, 'select count(*) as n, group_concat(rank) as ranks from (select event_id, rank from results order by event_id, rank) group by event_id');
    expect(perEvent).toHaveLength(120);
    const oneToTwentyFive = Array.from({ length: 25 }, (_, i) => String(i + 1)).join(',');
    for (const e of perEvent) expect(e.ranks).toBe(oneToTwentyFive);

    const days = all<{ date: string }>(handle, 'select distinct date from events order by date').map((d) => d.date);
    expect(days).toEqual(['2026-01-29', '2026-01-30', '2026-01-31']);
    const [first, last] = [all<{ t: string }>(handle, 'select min(time) as t from events')[0]?.t, all<{ t: string }>(handle, 'select max(time) as t from events')[0]?.t];
    expect([first, last]).toEqual(['08:30', '18:30']);
  });

  it('gives unique bibs per championship, unique e-mails, plausible ratios and times that grow with the rank', async () => {
    const { handle } = await seededDb();
    expect(all(handle, 'select championship_id, bib from participants group by championship_id, bib having count(*) > 1')).toHaveLength(0);
    expect(all(handle, 'select email from participants group by email having count(*) > 1')).toHaveLength(0);
    const { confirmed, paid } = all<{ confirmed: number; paid: number }>(handle, 'select sum(confirmed) as confirmed, sum(paid) as paid from participants')[0] ?? { confirmed: 0, paid: 0 };
    expect(confirmed / 3000).toBeGreaterThan(0.65);
    expect(confirmed / 3000).toBeLessThan(0.75);
    expect(paid / 3000).toBeGreaterThan(0.55);
    expect(paid / 3000).toBeLessThan(0.65);
    expect(all(handle, "select id from participants where registration_date < '2025-10-12' or registration_date > '2026-01-10T09:00:00.000Z'")).toHaveLength(0);
    expect(all(handle, "select id from participants where category like '%Femmes%' and first_name in ('Jules', 'Gaël', 'Hugo')")).toHaveLength(0);
    expect(all<{ n: number }>(handle, 'select count(distinct club) as n from participants')[0]?.n).toBeGreaterThan(100);

    const results = all<{ event_id: string; name: string; rank: number; time: string; category: string; event_category: string }>(
      handle,
      'select r.event_id, e.name, r.rank, r.time, r.category, e.category as event_category from results r join events e on e.id = r.event_id order by r.event_id, r.rank',
    );
    const tenths = (t: string) => {
      const [m, s] = t.split(':');
      return Number(m) * 600 + Math.round(Number(s) * 10);
    };
    for (const [i, r] of results.entries()) {
      expect(r.category).toBe(r.event_category);
      if (/^500 m/.test(r.name)) expect(tenths(r.time), r.name).toBeGreaterThanOrEqual(850);
      if (/^500 m/.test(r.name)) expect(tenths(r.time), r.name).toBeLessThanOrEqual(1300);
      if (/^2000 m/.test(r.name)) expect(tenths(r.time), r.name).toBeGreaterThanOrEqual(3500);
      if (/^2000 m/.test(r.name)) expect(tenths(r.time), r.name).toBeLessThanOrEqual(5100);
      const previous = results[i - 1];
      if (previous && previous.event_id === r.event_id) expect(tenths(r.time)).toBeGreaterThan(tenths(previous.time));
    }
    for (const status of ['PENDING', 'APPROVED', 'REJECTED']) expect(count(handle, `volunteers where status = '${status}'`), status).toBeGreaterThan(0);
    for (const status of ['PENDING', 'PROCESSED', 'CLOSED']) expect(count(handle, `contact_messages where status = '${status}'`), status).toBeGreaterThan(0);
  });

  it('is the same rows on two fresh databases, and a second seed adds nothing', async () => {
    const a = await seededDb();
    const b = await seededDb();
    expect(dump(b.handle)).toEqual(dump(a.handle));

    const tables = [...eventTables, 'pricing_periods', 'partners', 'rules', 'official_documents'];
    const before = tables.map((t) => count(a.handle, t));
    const again = await seedDatabase(a.handle.db, { demo: 'event', uploadsDir: join(a.dir, 'uploads'), now });
    expect(again).toEqual({ defaults: false, demo: false });
    // Nor does switching to the demo set on a database that already holds the event.
    await seedDatabase(a.handle.db, { demo: true, uploadsDir: join(a.dir, 'uploads'), now });
    expect(tables.map((t) => count(a.handle, t))).toEqual(before);
  });
});
