// The thread that owns the writing SQLite connection (see create-db.ts for why). Plain JavaScript on
// purpose: Node starts a worker from a file itself, and under Vitest no TypeScript loader is registered.
// It only executes what the main thread (sqlite-writer.ts) sends, one message at a time:
//   { id, kind: 'exec', sql, params }   one statement (transactions: BEGIN, each statement, COMMIT)
//   { id, kind: 'batch', items }        lone writes committed together (group commit)
//   { id, kind: 'close' }               close the connection
// and answers { id, ok: true, value } or { id, ok: false, error }.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { path, pragmas } = workerData;
const db = new SQLite(path);
for (const pragma of pragmas) db.pragma(pragma);

const statements = new Map();
const MAX_STATEMENTS = 500;

function prepare(sql) {
  let stmt = statements.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value);
    statements.set(sql, stmt);
  }
  return stmt;
}

// Blobs cross the thread boundary as Uint8Array; better-sqlite3 binds Buffers.
const bindable = (params) =>
  params.map((v) =>
    v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v,
  );

// Same result shape as Kysely's own SqliteDriver.
function run(sql, params) {
  const stmt = prepare(sql);
  if (stmt.reader) return { rows: stmt.all(bindable(params)) };
  const { changes, lastInsertRowid } = stmt.run(bindable(params));
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

const serialize = (e) => ({
  sqlite: e instanceof SQLite.SqliteError,
  name: e?.name ?? 'Error',
  message: e?.message ?? String(e),
  code: e?.code,
  stack: e?.stack,
});

const attempt = (item) => {
  try {
    return { ok: true, value: run(item.sql, item.params) };
  } catch (e) {
    return { ok: false, error: serialize(e) };
  }
};

/**
 * One transaction, one fsync, for writes that arrived while the previous commit ran. Each runs in its
 * own SAVEPOINT so that a failing one is undone alone; if an error ended the whole transaction (SQLite
 * does for some), the others are run again in a new one, since nothing of it was committed.
 */
function batch(items) {
  if (items.length === 1) return [attempt(items[0])];
  const results = new Array(items.length);
  let todo = items.map((_, i) => i);
  while (todo.length > 0) {
    try {
      prepare('begin immediate').run();
    } catch (e) {
      for (const i of todo) results[i] = { ok: false, error: serialize(e) };
      return results;
    }
    let aborted;
    for (const i of todo) {
      prepare('savepoint group_item').run();
      results[i] = attempt(items[i]);
      if (results[i].ok) {
        prepare('release group_item').run();
      } else if (db.inTransaction) {
        prepare('rollback to group_item').run();
        prepare('release group_item').run();
      } else {
        aborted = i;
        break;
      }
    }
    if (aborted !== undefined) {
      todo = todo.filter((i) => i !== aborted);
      continue;
    }
    try {
      prepare('commit').run();
    } catch (e) {
      if (db.inTransaction) prepare('rollback').run();
      for (const i of todo) results[i] = { ok: false, error: serialize(e) };
    }
    return results;
  }
  return results;
}

parentPort.on('message', (message) => {
  const { id, kind } = message;
  if (kind === 'exec') {
    parentPort.postMessage({ id, ...attempt(message) });
  } else if (kind === 'batch') {
    try {
      parentPort.postMessage({ id, ok: true, value: batch(message.items) });
    } catch (e) {
      // Only an unexpected failure of the transaction statements themselves gets here.
      if (db.inTransaction) db.exec('rollback');
      parentPort.postMessage({ id, ok: false, error: serialize(e) });
    }
  } else if (kind === 'close') {
    db.close();
    parentPort.postMessage({ id, ok: true, value: null });
    parentPort.close();
  }
});
