import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle, migrateToLatest } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUploads } from '../uploads/upload-storage';
import { DbDataVersion } from './db-data-version';
import { DbRateLimitStore } from './db-rate-limit-store';

// Two handles on one database stand for two processes.
let dir: string;
let database: TestDatabase;
let one: DbHandle;
let two: DbHandle;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'aviron-signals-'));
  database = await createTestDatabase(dir);
  one = createDb(database.options);
  await migrateToLatest(one.db);
  two = createDb(database.options);
});

afterAll(async () => {
  await one.close();
  await two.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('DbDataVersion', () => {
  it('sees a write of the other process in the first check started after it, and tells its listeners', async () => {
    const writer = await DbDataVersion.open(one.db);
    const reader = await DbDataVersion.open(two.db, { pollMs: 60_000 });
    let changes = 0;
    reader.onChange(() => {
      changes += 1;
    });
    const before = reader.current;
    // A check already running when the write is acknowledged may have read before it: the calls made
    // after the acknowledgement wait for the next one, and all of them share it.
    const early = reader.fresh();
    await writer.bump();
    expect(writer.current).toBe(before + 1);
    await Promise.all(Array.from({ length: 1_000 }, () => reader.fresh()));
    await early;
    expect(reader.current).toBe(before + 1);
    expect(changes).toBe(1);
    writer.close();
    reader.close();
  });

  it('notices the other process’s writes by itself, through its poll', async () => {
    const writer = await DbDataVersion.open(one.db);
    const reader = await DbDataVersion.open(two.db, { pollMs: 50 });
    const noticed = new Promise<void>((done) => reader.onChange(done));
    await writer.bump();
    await noticed;
    expect(reader.current).toBe(writer.current);
    writer.close();
    reader.close();
  });
});

describe('DbRateLimitStore', () => {
  it('counts one window per key across processes, restarts it once ended, and gives hits back', async () => {
    const a = new DbRateLimitStore(one.db);
    const b = new DbRateLimitStore(two.db);
    expect(await a.add('k', 1, 1_000, 60_000)).toEqual({ count: 1, resetAt: 61_000 });
    expect(await b.add('k', 2, 2_000, 60_000)).toEqual({ count: 3, resetAt: 61_000 });
    await a.takeBack('k', 3_000);
    expect(await b.read('k', 3_000)).toEqual({ count: 2, resetAt: 61_000 });
    expect(await b.read('k', 61_000)).toBeUndefined();
    expect(await a.add('k', 1, 61_000, 60_000)).toEqual({ count: 1, resetAt: 121_000 });
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).add('burst', 1, 70_000, 60_000)),
    );
    expect(counts.map((window) => window.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe('DatabaseUploads', () => {
  it('keeps a checked file in the database, and imports the folder’s files it lacks', async () => {
    const folder = join(dir, 'uploads');
    mkdirSync(folder, { recursive: true });
    const uploads = new DatabaseUploads(folder, one.db);
    const tmp = join(folder, '.tmp-x');
    writeFileSync(tmp, 'kept');
    await uploads.keep(tmp, 'a.pdf');
    writeFileSync(join(folder, 'b.png'), 'seeded');
    expect(await uploads.importFolder()).toBe(1);
    expect(await uploads.importFolder()).toBe(0);
    const other = new DatabaseUploads(join(dir, 'elsewhere'), two.db);
    expect((await other.read('a.pdf'))?.bytes.toString()).toBe('kept');
    expect((await other.read('b.png'))?.bytes.toString()).toBe('seeded');
    expect(await other.read('c.png')).toBeUndefined();
  });
});
