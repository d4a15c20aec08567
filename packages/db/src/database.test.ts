import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDatabase, integrityCheck } from './backup';
import { createDb, type SqliteHandle } from './create-db';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/index';

const dirs: string[] = [];
const handles: SqliteHandle[] = [];

async function freshDb(): Promise<{ dir: string; path: string; handle: SqliteHandle }> {
  const dir = mkdtempSync(join(tmpdir(), 'aviron-db-'));
  dirs.push(dir);
  const path = join(dir, 'nested', 'app.db');
  const handle = createDb({ path });
  handles.push(handle);
  await migrateToLatest(handle.db);
  return { dir, path, handle };
}

const count = async (handle: SqliteHandle, table: string): Promise<number> =>
  Number((handle.sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);

afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('createDb', () => {
  it('creates the folder and opens SQLite with WAL, FULL sync, foreign keys and a busy timeout', async () => {
    const { path, handle } = await freshDb();
    expect(existsSync(path)).toBe(true);
    expect(handle.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(handle.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(handle.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(handle.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});

describe('migrations', () => {
  it('create every table, and a second run changes nothing', async () => {
    const { handle } = await freshDb();
    const tables = (
      handle.sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]
    ).map((t) => t.name);
    for (const table of [
      'championships',
      'event_types',
      'pricing_periods',
      'events',
      'results',
      'practical_info',
      'volunteers',
      'accreditations',
      'contact_messages',
      'newsletter_subscriptions',
      'partners',
      'participants',
      'rules',
      'official_documents',
      'admins',
      'admin_sessions',
    ]) {
      expect(tables).toContain(table);
    }
    const again = await migrateToLatest(handle.db);
    expect(again.results ?? []).toHaveLength(0);
  });

  it('enforce foreign keys and enum checks', async () => {
    const { handle } = await freshDb();
    await seedDatabase(handle.db, { demo: false, uploadsDir: join(tmpdir(), 'unused') });
    expect(() =>
      handle.sqlite
        .prepare(
          "insert into events (id, name, name_en, date, time, category, championship_id, active) values ('x-1', 'X', 'X', '2026-01-29', '09:00', 'SF', 'nope', 1)",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    expect(() =>
      handle.sqlite
        .prepare(
          "insert into volunteers (id, first_name, last_name, email, role, availability, motivation, status, created_at) values ('v', 'A', 'B', 'a@b.fr', 'accueil', '[]', 'm', 'MAYBE', '2026-01-01T00:00:00Z')",
        )
        .run(),
    ).toThrow(/CHECK/);
  });
});

describe('seed', () => {
  it('fills an empty database with the defaults only when the demo is off', async () => {
    const { dir, handle } = await freshDb();
    const result = await seedDatabase(handle.db, { demo: false, uploadsDir: join(dir, 'uploads') });
    expect(result).toEqual({ defaults: true, demo: false });
    const ids = (
      handle.sqlite.prepare('select id from championships order by sort_order').all() as { id: string }[]
    ).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['elite', 'youth', 'school', 'para', 'avirose', 'indoor']));
    expect(await count(handle, 'event_types')).toBeGreaterThanOrEqual(3);
    expect(await count(handle, 'pricing_periods')).toBeGreaterThanOrEqual(4);
    expect(await count(handle, 'practical_info')).toBeGreaterThan(0);
    expect(await count(handle, 'participants')).toBe(0);
    expect(await count(handle, 'results')).toBe(0);
  });

  it('adds the demo set with real files, and a second start duplicates nothing', async () => {
    const { dir, handle } = await freshDb();
    const uploadsDir = join(dir, 'uploads');
    await seedDatabase(handle.db, { demo: true, uploadsDir });
    const tables = [
      'championships',
      'events',
      'results',
      'participants',
      'partners',
      'rules',
      'official_documents',
      'volunteers',
      'contact_messages',
      'pricing_periods',
    ];
    const before: Record<string, number> = {};
    for (const t of tables) {
      before[t] = await count(handle, t);
      expect(before[t], t).toBeGreaterThan(0);
    }
    expect(readdirSync(uploadsDir).length).toBeGreaterThan(0);
    for (const status of ['PENDING', 'APPROVED', 'REJECTED']) {
      const { n } = handle.sqlite.prepare('select count(*) as n from volunteers where status = ?').get(status) as {
        n: number;
      };
      expect(n, status).toBeGreaterThan(0);
    }
    const second = await seedDatabase(handle.db, { demo: true, uploadsDir });
    expect(second).toEqual({ defaults: false, demo: false });
    for (const t of tables) expect(await count(handle, t), t).toBe(before[t]);
  });
});

describe('backup', () => {
  it('copies a live database that keeps being written, and the copy passes integrity_check', async () => {
    const { dir, path, handle } = await freshDb();
    await seedDatabase(handle.db, { demo: true, uploadsDir: join(dir, 'uploads') });
    const insert = handle.sqlite.prepare(
      "insert into newsletter_subscriptions (id, email, created_at) values (?, ?, '2026-01-01T00:00:00Z')",
    );
    let written = 0;
    const writer = setInterval(() => {
      insert.run(`n-${written}`, `n${written}@example.fr`);
      written += 1;
    }, 1);
    const target = join(dir, 'backups', 'copy.db');
    try {
      const { pages } = await backupDatabase(path, target);
      expect(pages).toBeGreaterThan(0);
    } finally {
      clearInterval(writer);
    }
    expect(integrityCheck(target)).toBe('ok');
    const copy = createDb({ path: target });
    handles.push(copy);
    expect(await count(copy, 'championships')).toBe(await count(handle, 'championships'));
  });
});
