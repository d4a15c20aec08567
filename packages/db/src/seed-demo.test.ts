import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { centreOutLanes } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type SqliteHandle } from './create-db';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/index';

// The demo set's small version of the race organisation (issue 29, item 8): the 500 m Open races are a
// heat and its A final, the heats drawn and published; the counts other tests know stay the same.

const dirs: string[] = [];
const handles: SqliteHandle[] = [];
afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function demoDb(): Promise<SqliteHandle> {
  const dir = mkdtempSync(join(tmpdir(), 'aviron-demo-'));
  dirs.push(dir);
  const handle = createDb({ path: join(dir, 'app.db') });
  handles.push(handle);
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { demo: true, uploadsDir: join(dir, 'uploads'), now: new Date('2026-01-10T09:00:00.000Z') });
  return handle;
}

const all = <T>(handle: SqliteHandle, sql: string): T[] => handle.sqlite.prepare(sql).all() as T[];

describe('demo seed: rounds and entries', () => {
  it('keeps its 34 races, 72 results and 61 participants, and adds drawn, published heats leading to an A final', async () => {
    const handle = await demoDb();
    const n = (table: string) => all<{ n: number }>(handle, `select count(*) as n from ${table}`)[0]?.n;
    expect([n('events'), n('results'), n('participants')]).toEqual([34, 72, 61]);

    type Ev = { id: string; name: string; round: string; race_group: string | null; lanes: number; progression: string | null; start_list: string };
    const events = all<Ev>(handle, 'select id, name, round, race_group, lanes, progression, start_list from events order by date, time');
    const grouped = events.filter((e) => e.race_group);
    expect(grouped.map((e) => [e.name, e.round, e.start_list])).toEqual([
      ['500 m Open Femmes', 'heat', 'published'],
      ['500 m Open Hommes', 'heat', 'published'],
      ['500 m Open Femmes — finale', 'final_a', 'draft'],
      ['500 m Open Hommes — finale', 'final_a', 'draft'],
    ]);
    for (const final of grouped.filter((e) => e.round === 'final_a')) expect(JSON.parse(final.progression as string)).toEqual({ from: 'heat', places: 1, times: 2 });
    // Every other event is a race of its own: an A final, no progression.
    for (const e of events.filter((x) => !x.race_group)) expect([e.round, e.progression]).toEqual(['final_a', null]);

    const entries = all<{ event_id: string; lane: number; category: string; personal_best: string }>(
      handle,
      'select e.event_id, e.lane, p.category, p.personal_best from entries e join participants p on p.id = e.participant_id order by e.event_id, p.personal_best',
    );
    expect(entries.length).toBeGreaterThanOrEqual(6);
    for (const heat of ['indoor-1', 'indoor-2']) {
      const field = entries.filter((e) => e.event_id === heat);
      expect(new Set(field.map((e) => e.category))).toEqual(new Set([heat === 'indoor-1' ? 'Open Femmes' : 'Open Hommes']));
      // Fastest personal best in the centre lane, then outwards.
      expect(field.map((e) => e.lane)).toEqual(centreOutLanes(8).slice(0, field.length));
    }
    expect(entries.every((e) => e.event_id === 'indoor-1' || e.event_id === 'indoor-2')).toBe(true);
  });
});
