import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LoginDelay } from '@app/api';
import { createDb, type DbHandle, migrateToLatest } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbRateLimitStore } from './db-rate-limit-store';

// Two handles on one database stand for two processes (CLUSTER).
let dir: string;
let database: TestDatabase;
let one: DbHandle;
let two: DbHandle;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'aviron-delay-'));
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

describe('LoginDelay on the shared database', () => {
  it('slows an account by the failures every process saw, and forgets a success on all of them', async () => {
    const waits: number[] = [];
    const record = async (ms: number) => {
      waits.push(ms);
    };
    const onOne = new LoginDelay(2, new DbRateLimitStore(one.db), record);
    const onTwo = new LoginDelay(2, new DbRateLimitStore(two.db), record);
    for (let i = 0; i < 5; i += 1) await (i % 2 === 0 ? onOne : onTwo).attempt('admin@test.fr');
    expect(waits).toEqual([1000, 2000, 4000]);
    // A success is given back: the next attempt waits what the five failures earned, not more.
    await onTwo.succeeded('admin@test.fr');
    expect(await onOne.failures('admin@test.fr')).toBe(4);
    await onOne.attempt('admin@test.fr');
    expect(waits.at(-1)).toBe(4000);
    // Each account has its own count.
    await onTwo.attempt('autre@test.fr');
    expect(waits).toHaveLength(4);
  });
});
