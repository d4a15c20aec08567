import type SQLite from 'better-sqlite3';
import type { Kysely, Transaction } from 'kysely';
import { isPostgresUrl, redactUrl } from './database-url';
import { createPostgresDb } from './postgres-db';
import type { Database } from './schema';
import { createSqliteDb } from './sqlite-db';

export type Db = Kysely<Database>;
/** The handle inside `db.transaction().execute(...)`: a Db whose writes commit or roll back together. */
export type DbTransaction = Transaction<Database>;

export interface SqliteOptions {
  /** File path, or ':memory:' for throwaway databases. */
  path: string;
  /** Milliseconds a writer waits for the lock before SQLITE_BUSY. */
  busyTimeoutMs?: number;
}

export interface CreateDbOptions extends SqliteOptions {
  /** DATABASE_URL: a postgres:// or postgresql:// address chooses PostgreSQL and `path` is unused. */
  url?: string | undefined;
  /** PostgreSQL: connections this process keeps open at most. */
  poolSize?: number;
}

interface HandleBase {
  db: Db;
  /** SQLite: waits for queued writes, closes both connections and the writer thread. PostgreSQL: ends the pool. */
  close: () => Promise<void>;
}
export interface SqliteHandle extends HandleBase {
  engine: 'sqlite';
  /** The main thread's connection (the one reads outside transactions use). */
  sqlite: SQLite.Database;
}
export interface PostgresHandle extends HandleBase {
  engine: 'postgres';
  /** The address without its password, for messages. */
  location: string;
}
export type DbHandle = SqliteHandle | PostgresHandle;

/**
 * The one place that picks the storage engine: callers get the same Kysely either way, and repositories
 * never ask which one they run on. SQLite (a file) is the embedded default.
 */
export function createDb(options: SqliteOptions): SqliteHandle;
export function createDb(options: CreateDbOptions): DbHandle;
export function createDb({ path, url, busyTimeoutMs, poolSize }: CreateDbOptions): DbHandle {
  if (!url) return createSqliteDb(path, busyTimeoutMs);
  if (!isPostgresUrl(url))
    throw new Error(`DATABASE_URL doit commencer par postgres:// ou postgresql:// (reçu ${redactUrl(url)})`);
  return createPostgresDb(url, poolSize);
}
