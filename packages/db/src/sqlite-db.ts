/*
 * Why two connections and a thread. Every form post and admin write is a synchronous=FULL commit, and
 * better-sqlite3 runs it, fsync included, on the calling thread: on the event loop it stalled every
 * other request for the commit's duration (p99 at 200 connections 113 ms with 2 % posts, 183 ms with
 * 5 %, against 50 ms with none). Grouping the inserts of one tick in one transaction would only make
 * the stalls rarer, not take them off the loop. So the one writing connection lives in a worker thread
 * (write-worker.mjs, same pragmas) and the main thread keeps its own connection for reads:
 * - a statement outside a transaction that SQLite says only reads runs at once on the main connection;
 * - writes and whole transactions (BEGIN IMMEDIATE…COMMIT, reads inside included) run on the worker,
 *   one transaction at a time; a lone write queued meanwhile waits, so it never joins someone else's
 *   transaction (sqlite-writer.ts);
 * - lone writes that queue up while a commit runs share the next transaction (group commit), each in a
 *   SAVEPOINT so one failure does not sink the others; each caller is answered only after COMMIT.
 * WAL makes this sound: readers never wait for the writer, and a read started after a commit returned
 * sees it (read-your-writes). Acknowledgements still follow the fsync, so kill -9 loses nothing
 * acknowledged. Errors cross the thread as the same SqliteError (class, code, message).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { SqliteHandle } from './create-db';
import type { Database } from './schema';
import { SplitSqliteDialect } from './split-dialect';
import { SqliteWriter } from './sqlite-writer';

export function createSqliteDb(path: string, busyTimeoutMs = 5000): SqliteHandle {
  const memory = path === ':memory:';
  const file = memory ? path : resolve(path);
  if (!memory) mkdirSync(dirname(file), { recursive: true });
  const pragmas = [
    'journal_mode = WAL',
    // FULL: a power cut loses no acknowledged write (design.md).
    'synchronous = FULL',
    'foreign_keys = ON',
    `busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`,
  ];
  // Set here first, before the worker opens the file, so that the file is in WAL mode from the start.
  const sqlite = new SQLite(file);
  for (const pragma of pragmas) sqlite.pragma(pragma);
  // A second connection to ':memory:' would be another database: throwaway ones keep a single one.
  const dialect = memory
    ? new SqliteDialect({ database: sqlite })
    : new SplitSqliteDialect(sqlite, new SqliteWriter(file, pragmas));
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  return {
    engine: 'sqlite',
    db,
    sqlite,
    close: async () => {
      await db.destroy();
    },
  };
}
