import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface CreateDbOptions {
  /** File path, or ':memory:' for throwaway databases. */
  path: string;
  /** Milliseconds a writer waits for the lock before SQLITE_BUSY. */
  busyTimeoutMs?: number;
}

export interface DbHandle {
  db: Db;
  sqlite: SQLite.Database;
  close: () => Promise<void>;
}

/**
 * One connection per process: SQLite allows one writer at a time, so a single connection serialises
 * writes without lock contention, and better-sqlite3 is synchronous so reads are not slowed by it.
 */
export function createDb({ path, busyTimeoutMs = 5000 }: CreateDbOptions): DbHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a power cut loses no acknowledged write (design.md).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    sqlite,
    close: async () => {
      await db.destroy();
    },
  };
}
