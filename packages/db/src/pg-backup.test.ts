import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './create-db';
import { withDatabase } from './database-url';
import { pgProgram } from './pg-backup';
import { seedDatabase } from './seed/index';
import { snapshotTables } from './testing/queries';
import { createTestDatabase, type TestDatabase, testsOnPostgres } from './testing/test-database';

const dirs: string[] = [];
const handles: DbHandle[] = [];
const databases: TestDatabase[] = [];
const emptyOnes: string[] = [];

/** A database with no table at all, as a restore starts from (the test databases come migrated). */
async function emptyDatabase(): Promise<string> {
  const name = `aviron_restore_${process.pid}_${Date.now()}`;
  await admin(`create database ${name}`);
  emptyOnes.push(name);
  return withDatabase(process.env.TEST_DATABASE_URL as string, name);
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
  for (const d of databases.splice(0)) await d.drop();
  for (const name of emptyOnes.splice(0)) await admin(`drop database if exists ${name} with (force)`);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function database(dir: string): Promise<{ url: string; handle: DbHandle }> {
  const created = await createTestDatabase(dir);
  databases.push(created);
  const handle = createDb(created.options);
  handles.push(handle);
  return { url: created.options.url as string, handle };
}

describe.skipIf(!testsOnPostgres())('pnpm db:backup on PostgreSQL (run by pnpm test:pg)', () => {
  it('writes a pg_dump archive that pg_restore brings back row for row', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aviron-pgdump-'));
    dirs.push(dir);
    const live = await database(dir);
    await seedDatabase(live.handle.db, { demo: true, uploadsDir: join(dir, 'uploads') });
    const target = join(dir, 'saves', 'app.dump');

    const run = spawnSync('pnpm', ['--silent', 'db:backup', target], {
      cwd: resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATABASE_URL: live.url },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/pg_dump, format custom, \d+ tables/);
    expect(existsSync(target)).toBe(true);

    // Restored into an empty database: the same rows as the live one.
    const restoredUrl = await emptyDatabase();
    const restore = spawnSync(
      pgProgram('pg_restore', process.env.PATH),
      ['--no-owner', `--dbname=${restoredUrl}`, target],
      { encoding: 'utf8' },
    );
    expect(restore.status, restore.stderr).toBe(0);
    const restored = createDb({ path: '', url: restoredUrl });
    handles.push(restored);
    expect(await snapshotTables(restored.db)).toBe(await snapshotTables(live.handle.db));
  });
});
