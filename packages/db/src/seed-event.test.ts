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
const eventTables = ['events', 'participants', 'entries', 'results', 'volunteers', 'contact_messages'];
const dump = (handle: SqliteHandle) => Object.fromEntries(eventTables.map((t) => [t, all(handle, `select * from ${t} order by id`)]));

afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('real-size event seed', () => {
  it('holds 120 races, 3,000 entrants, a ranked result per entry of every race, 200 volunteers and 300 messages', async () => {
    const { handle } = await seededDb();
    expect(count(handle, 'events')).toBe(120);
    expect(count(handle, 'participants')).toBe(3000);
    expect(count(handle, 'results')).toBe(count(handle, 'entries'));
    expect(count(handle, 'volunteers')).toBe(200);
    expect(count(handle, 'contact_messages')).toBe(300);
    // The demo content comes with it.
    for (const t of ['partners', 'rules', 'official_documents']) expect(count(handle, t), t).toBeGreaterThan(0);

    const perEvent = all<{ n: number; ranks: string }>(handle, 'select count(*) as n, group_concat(rank) as ranks from (select event_id, rank from results order by event_id, rank) group by event_id');
    expect(perEvent).toHaveLength(120);
    for (const e of perEvent) expect(e.ranks).toBe(Array.from({ length: e.n }, (_, i) => String(i + 1)).join(','));
    // The finals seat 25, as the public pages' size budgets assume.
    expect(all(handle, "select id from events where round = 'final_a' and championship_id in ('elite', 'school', 'youth') and (select count(*) from results r where r.event_id = events.id) <> 25")).toHaveLength(0);

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

  it('enters every participant in the first round of one or two races, about 4,000 entries drawn within the lanes', async () => {
    const { handle } = await seededDb();
    type Row = { id: string; event_id: string; participant_id: string; crew_name: string | null; crew_member_ids: string; lane: number | null; from_entry_id: string | null; seed_time: string | null };
    type Ev = { id: string; name: string; date: string; category: string; round: string; race_group: string; lanes: number; progression: string | null; start_list: string };
    const entries = all<Row>(handle, 'select * from entries order by id');
    const events = new Map(all<Ev>(handle, 'select * from events').map((e) => [e.id, e]));
    const people = new Map(all<{ id: string; category: string; club: string }>(handle, 'select id, category, club from participants').map((p) => [p.id, p]));
    expect(entries.length).toBeGreaterThan(3800);
    expect(entries.length).toBeLessThan(4400);

    // Every participant rows somewhere: alone, or in a relay crew of four (a leftover as a fifth, reserve).
    const members = (e: Row) => [e.participant_id, ...(JSON.parse(e.crew_member_ids) as string[])];
    expect(new Set(entries.flatMap(members)).size).toBe(3000);
    const firstRound = entries.filter((e) => !e.from_entry_id);
    const racesOf = new Map<string, Set<string>>();
    for (const e of firstRound) for (const m of members(e)) racesOf.set(m, (racesOf.get(m) ?? new Set()).add(events.get(e.event_id)?.race_group as string));
    expect(Math.max(...[...racesOf.values()].map((r) => r.size))).toBe(2);
    expect([...racesOf.values()].filter((r) => r.size === 2).length).toBeGreaterThan(100);

    // Never twice in one round of a race, a lane once per race, within its ergometers; entrants of the race's own category.
    const seen = new Set<string>();
    const lanes = new Set<string>();
    for (const e of entries) {
      const event = events.get(e.event_id) as Ev;
      for (const m of members(e)) {
        const key = `${event.race_group}|${event.round}|${m}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
        expect(people.get(m)?.category).toBe(event.category);
      }
      expect(e.lane, e.id).not.toBeNull();
      expect(e.lane as number).toBeGreaterThanOrEqual(1);
      expect(e.lane as number).toBeLessThanOrEqual(event.lanes);
      expect(lanes.has(`${e.event_id}|${e.lane}`)).toBe(false);
      lanes.add(`${e.event_id}|${e.lane}`);
      if (event.category.includes('Relais')) {
        expect(e.crew_name).not.toBeNull();
        expect(JSON.parse(e.crew_member_ids).length).toBeGreaterThanOrEqual(3);
      } else expect(e.crew_member_ids).toBe('[]');
    }
    // Crews of one club where a club has four relay athletes: their name is the club's.
    const clubCrew = entries.find((e) => e.crew_name && !e.crew_name.startsWith('Entente'));
    expect(clubCrew && members(clubCrew).every((m) => clubCrew.crew_name?.startsWith(people.get(m)?.club as string))).toBe(true);

    // Drawn by seed time (declared, else the personal best): the fastest seed of a heat rows in its centre lane.
    for (const id of ['elite-1', 'school-1', 'indoor-2']) {
      const [fastest] = all<{ lane: number; lanes: number }>(
        handle,
        `select e.lane, ev.lanes from entries e join participants p on p.id = e.participant_id join events ev on ev.id = e.event_id
         where e.event_id = '${id}' and coalesce(e.seed_time, p.personal_best) is not null order by length(coalesce(e.seed_time, p.personal_best)), coalesce(e.seed_time, p.personal_best), e.created_at, e.id limit 1`,
      );
      expect(fastest?.lane, id).toBe(Math.ceil((fastest?.lanes ?? 0) / 2));
    }

    // The first day's start lists are published; the other days are drawn (locked) or waiting (draft).
    for (const e of events.values()) expect(e.start_list, e.id).toBe(e.date === '2026-01-29' ? 'published' : e.progression ? 'draft' : 'locked');
  });

  it('marks every round and fills the later ones by their progression from the first round’s results', async () => {
    const { handle } = await seededDb();
    type Ev = { id: string; name: string; round: string; race_group: string; lanes: number; progression: string | null };
    const events = all<Ev>(handle, 'select id, name, round, race_group, lanes, progression from events order by id');
    const expected = (name: string) => (/Série/.test(name) ? 'heat' : /Repêchage/.test(name) ? 'repechage' : /Demi-finale/.test(name) ? 'semi' : /Finale B$/.test(name) ? 'final_b' : 'final_a');
    for (const e of events) expect(e.round, e.name).toBe(expected(e.name));
    expect(events.find((e) => e.id === 'elite-1')?.race_group).toBe('elite-2000m-seniors-hommes');
    expect(new Set(events.map((e) => e.race_group)).size).toBe(42);
    // 37 A finals reached from heats or a semi-final; the 5 straight finals (para and Avirose 500 m) have no progression.
    expect(events.filter((e) => e.round === 'final_a' && e.progression).length).toBe(37);
    expect(events.filter((e) => e.round === 'final_a' && !e.progression).map((e) => e.name)).toEqual(expect.arrayContaining(['500 m PR1 Mixte — Finale', '500 m Avirose Individuel — Finale']));
    expect(events.filter((e) => e.round !== 'final_a' && e.progression).map((e) => e.round).sort()).toEqual([...Array(8).fill('final_b'), 'repechage']);
    const results = all<{ event_id: string; entry_id: string; participant_id: string; rank: number; time: string }>(handle, 'select event_id, entry_id, participant_id, rank, time from results');
    const entries = new Map(all<{ id: string; event_id: string; participant_id: string; from_entry_id: string | null }>(handle, 'select id, event_id, participant_id, from_entry_id from entries').map((e) => [e.id, e]));
    // Every result row was rowed under an entry of its own race, by that entry's participant.
    for (const r of results) {
      expect(entries.get(r.entry_id)?.event_id, r.entry_id).toBe(r.event_id);
      expect(entries.get(r.entry_id)?.participant_id).toBe(r.participant_id);
    }
    const byId = new Map(events.map((e) => [e.id, e]));
    for (const e of events.filter((x) => x.progression)) {
      const p = JSON.parse(e.progression as string) as { from: string; places: number; times: number };
      const sources = events.filter((s) => s.race_group === e.race_group && s.round === p.from);
      expect(sources.length, e.id).toBeGreaterThan(0);
      expect(p.places * sources.length + p.times, e.id).toBeLessThanOrEqual(e.lanes);
      const qualified = [...entries.values()].filter((x) => x.event_id === e.id);
      expect(qualified.length, e.id).toBe(p.places * sources.length + p.times);
      for (const q of qualified) expect(sources.map((s) => s.id)).toContain(entries.get(q.from_entry_id as string)?.event_id);
      if (e.round !== 'final_a') continue;
      // The winners of each heat (its first `places`) are in the A final.
      const firsts = results.filter((r) => sources.some((s) => s.id === r.event_id) && r.rank <= p.places).map((r) => r.entry_id);
      expect(qualified.map((q) => q.from_entry_id).sort()).toEqual(expect.arrayContaining(firsts.sort()));
      expect(byId.get(e.id)?.round).toBe('final_a');
    }
  });
});
