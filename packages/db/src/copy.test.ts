import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './app-paths';
import { copySqliteToPostgres } from './copy';
import { createDb, type DbHandle } from './create-db';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/index';
import { countRows, snapshotTables } from './testing/queries';
import { createTestDatabase, type TestDatabase, testsOnPostgres } from './testing/test-database';

const dirs: string[] = [];
const handles: DbHandle[] = [];
const databases: TestDatabase[] = [];

afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
  for (const d of databases.splice(0)) await d.drop();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function demoSqliteFile(): Promise<{ path: string; snapshot: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'aviron-copy-'));
  dirs.push(dir);
  const path = join(dir, 'app.db');
  const source = createDb({ path });
  await migrateToLatest(source.db);
  await seedDatabase(source.db, {
    demo: true,
    uploadsDir: join(dir, 'uploads'),
    now: new Date('2026-01-10T09:00:00.000Z'),
  });
  const snapshot = await snapshotTables(source.db);
  await source.close();
  return { path, snapshot, dir };
}

async function emptyPostgres(dir: string): Promise<{ handle: DbHandle; url: string }> {
  // A database of its own on the throw-away cluster, migrated and without a row.
  const database = await createTestDatabase(dir);
  databases.push(database);
  const handle = createDb(database.options);
  handles.push(handle);
  return { handle, url: database.options.url as string };
}

describe.skipIf(!testsOnPostgres())('pnpm db:copy (SQLite → PostgreSQL, run by pnpm test:pg)', () => {
  it('copies the demo set: every table, every row and value, ids, booleans and JSON as they were', async () => {
    const { path, snapshot, dir } = await demoSqliteFile();
    const { handle: target, url } = await emptyPostgres(dir);
    // The command as the README gives it: `DATABASE_URL=… pnpm db:copy file.db`.
    const run = spawnSync('pnpm', ['--silent', 'db:copy', path], {
      cwd: repoRoot(),
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const copied = [...run.stdout.matchAll(/^(\w+)\s+(\d+)$/gm)].map(([, table, rows]) => ({
      table: table as string,
      rows: Number(rows),
    }));
    expect(run.stdout).toMatch(/nombres de lignes vérifiés/);
    expect(copied.find((t) => t.table === 'results')?.rows).toBeGreaterThan(10);
    expect(copied.find((t) => t.table === 'participants')?.rows).toBeGreaterThan(10);
    // Parents first: a championship before its races, a race before its results.
    const order = copied.map((t) => t.table);
    expect(order.indexOf('championships')).toBeLessThan(order.indexOf('events'));
    expect(order.indexOf('events')).toBeLessThan(order.indexOf('results'));
    for (const { table, rows } of copied) expect(await countRows(target.db, table), table).toBe(rows);
    expect(await snapshotTables(target.db)).toBe(snapshot);
    // The copy is a working database: the site's queries read it as they read SQLite.
    const elite = await target.db
      .selectFrom('championships')
      .select(['id', 'active', 'categories'])
      .where('id', '=', 'elite')
      .executeTakeFirstOrThrow();
    expect(elite.active).toBe(1);
    expect(Array.isArray(JSON.parse(elite.categories))).toBe(true);
  });

  it('refuses a database the site already started on, and writes nothing', async () => {
    const { path, dir } = await demoSqliteFile();
    const { handle: target } = await emptyPostgres(dir);
    await seedDatabase(target.db, { demo: false, uploadsDir: join(dir, 'uploads-pg') });
    const before = await snapshotTables(target.db);
    await expect(copySqliteToPostgres(path, target.db)).rejects.toThrow(/a déjà servi/);
    expect(await snapshotTables(target.db)).toBe(before);
  });
});
