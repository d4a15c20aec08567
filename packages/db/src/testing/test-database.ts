import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { migrations } from '@app/migrations';
import pg from 'pg';
import { type CreateDbOptions, createDb } from '../create-db';
import { withDatabase } from '../database-url';
import { migrateToLatest } from '../migrate';

export interface TestDatabase {
  /** What createDb (or the server's config) needs to open it. */
  options: CreateDbOptions & { path: string };
  /** PostgreSQL: drops the database (its connections closed first). SQLite: nothing, the folder goes with the test. */
  drop: () => Promise<void>;
}

// Any number: the key of the advisory lock that serialises template creation across test processes.
const TEMPLATE_LOCK = 461_215;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One template per set of migrations: a test run after a new migration lands never reuses a stale schema. */
const templateName = () =>
  `aviron_tpl_${createHash('sha256').update(Object.keys(migrations).join('\n')).digest('hex').slice(0, 12)}`;

async function migratedTemplate(admin: pg.Client, baseUrl: string): Promise<string> {
  const template = templateName();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (rowCount) return template;
  // Built under another name and renamed once complete: a crash halfway never leaves a half-migrated template.
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${quoted(building)}`);
  try {
    const handle = createDb({ path: '', url: withDatabase(baseUrl, building), poolSize: 1 });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${quoted(building)} rename to ${quoted(template)}`);
  } catch (error) {
    await admin.query(`drop database if exists ${quoted(building)} with (force)`);
    throw error;
  }
  return template;
}

/**
 * A fresh database for one test. TEST_DATABASE_URL (set by scripts/pg-test-cluster.mjs) names a
 * PostgreSQL server: each test gets a database of its own, cloned from a migrated template (much faster
 * than migrating each time). Unset, a SQLite file in the test's folder, as always.
 */
export async function createTestDatabase(dir: string): Promise<TestDatabase> {
  const path = join(dir, 'app.db');
  // Test infrastructure, not app configuration: read here rather than through the server's env.ts.
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return { options: { path }, drop: async () => undefined };
  const name = `aviron_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const template = await migratedTemplate(admin, baseUrl);
      await admin.query(`create database ${quoted(name)} template ${quoted(template)}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
  return {
    options: { path, url: withDatabase(baseUrl, name) },
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${quoted(name)} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Whether the tests run on PostgreSQL (SQLite-only tests skip themselves then). */
export const testsOnPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);
