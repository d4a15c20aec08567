import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** What Kysely expects back from a statement (same shape as its SqliteDriver gives). */
export interface StatementResult {
  rows: unknown[];
  numAffectedRows?: bigint;
  insertId?: bigint;
}

interface SerializedError {
  sqlite: boolean;
  name: string;
  message: string;
  code?: string;
  stack?: string;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };
type Item = { sql: string; params: readonly unknown[] };
type Settle<T> = { resolve: (value: T) => void; reject: (error: Error) => void };
type Waiter = ({ kind: 'transaction' } & Settle<void>) | ({ kind: 'write' } & Item & Settle<StatementResult>);

// Cannot share a transaction with other statements: sent alone, in autocommit.
const SOLO = /^\s*(pragma|vacuum|attach|detach|begin|commit|end|rollback|savepoint|release)\b/i;
const MAX_GROUP = 200;

/** The error the caller would have got from better-sqlite3 on its own thread (class, code, message). */
function revive(e: SerializedError): Error {
  const error =
    e.sqlite && e.code
      ? new SQLite.SqliteError(e.message, e.code)
      : new (e.name === 'TypeError' ? TypeError : e.name === 'RangeError' ? RangeError : Error)(e.message);
  if (!e.sqlite && e.code) Object.assign(error, { code: e.code });
  if (e.stack)
    error.stack = `${error.stack}\n    --- in the SQLite writer thread ---\n${e.stack.split('\n').slice(1).join('\n')}`;
  return error;
}

// Blobs come back as Uint8Array: give callers the Buffers better-sqlite3 returns.
function reviveRows(result: StatementResult): StatementResult {
  for (const row of result.rows) {
    if (typeof row !== 'object' || row === null) continue;
    const record = row as Record<string, unknown>;
    for (const key in record) {
      const v = record[key];
      if (v instanceof Uint8Array && !Buffer.isBuffer(v))
        record[key] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    }
  }
  return result;
}

/**
 * The main thread's side of write-worker.mjs: one writer, used by one transaction at a time or by
 * groups of lone writes, in arrival order. Lone writes are sent once per turn of the event loop
 * (setImmediate: after every socket of the turn was read), so the form posts of one turn share one
 * transaction and one fsync; a group is sent without waiting for the previous one's answer (the thread
 * runs its messages in order), so a post waits for its own commit only, not for the one before. A
 * lone write queued behind an open transaction waits for it to end, so it never becomes part of it.
 * Every promise settles only once the worker has answered, i.e. after COMMIT returned there
 * (synchronous=FULL: after the fsync).
 */
export class SqliteWriter {
  readonly #worker: Worker;
  readonly #replies = new Map<number, Settle<unknown>>();
  readonly #queue: Waiter[] = [];
  readonly #idle: (() => void)[] = [];
  #nextId = 1;
  /** A transaction holds the writer (between acquire and release). */
  #held = false;
  /** Groups of lone writes sent and not answered yet. */
  #groupsInFlight = 0;
  #flushScheduled = false;
  #failure: Error | undefined;
  #closing: Promise<void> | undefined;
  #refusing = false;

  constructor(path: string, pragmas: readonly string[]) {
    this.#worker = new Worker(new URL('./write-worker.mjs', import.meta.url), { workerData: { path, pragmas } });
    // Referenced only while a message is in flight: a forgotten close never keeps a process alive.
    this.#worker.unref();
    this.#worker.on('message', (reply: Reply) => this.#settle(reply));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`The SQLite writer thread stopped (exit code ${code})`)));
  }

  /** A lone write: grouped with the writes of the same turn, answered after their common COMMIT. */
  write(sql: string, params: readonly unknown[]): Promise<StatementResult> {
    return new Promise<StatementResult>((resolve, reject) => {
      if (this.#refuse(reject)) return;
      this.#queue.push({ kind: 'write', sql, params, resolve, reject });
      if (this.#flushScheduled) return;
      this.#flushScheduled = true;
      setImmediate(() => {
        this.#flushScheduled = false;
        this.#pump();
      });
    });
  }

  /** Waits for the writer for a whole transaction; the caller must call `release` when it ends. */
  acquire(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.#refuse(reject)) return;
      this.#queue.push({ kind: 'transaction', resolve, reject });
      this.#pump();
    });
  }

  release(): void {
    this.#held = false;
    this.#pump();
  }

  /** A statement of the transaction that holds the writer. */
  async exec(sql: string, params: readonly unknown[]): Promise<StatementResult> {
    return reviveRows((await this.#send({ kind: 'exec', sql, params })) as StatementResult);
  }

  /** Lets queued work and the open transaction finish, closes the connection, ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      // Queries that callers started just before reach the writer a few microtasks later: let them in.
      await new Promise<void>((done) => setImmediate(done));
      this.#refusing = true;
      while (!this.#isIdle()) await new Promise<void>((done) => this.#idle.push(done));
      if (!this.#failure) await this.#send({ kind: 'close' }).catch(() => undefined);
      this.#failure ??= new Error('The database is closed');
      await this.#worker.terminate();
    })();
    return this.#closing;
  }

  #isIdle(): boolean {
    return !this.#held && this.#groupsInFlight === 0 && this.#queue.length === 0;
  }

  #refuse(reject: (error: Error) => void): boolean {
    const refusal = this.#failure ?? (this.#refusing ? new Error('The database is closed') : undefined);
    if (refusal) reject(refusal);
    return refusal !== undefined;
  }

  /** Sends what the queue allows, in order: groups of lone writes, up to the next transaction. */
  #pump(): void {
    while (!this.#held) {
      const head = this.#queue[0];
      if (!head) break;
      if (head.kind === 'transaction') {
        // Groups sent before it run first: the thread takes its messages in order.
        this.#queue.shift();
        this.#held = true;
        head.resolve();
        return;
      }
      this.#sendGroup();
    }
    if (this.#isIdle()) for (const done of this.#idle.splice(0)) done();
  }

  #sendGroup(): void {
    const group: (Item & Settle<StatementResult>)[] = [];
    for (let next = this.#queue[0]; next?.kind === 'write' && group.length < MAX_GROUP; next = this.#queue[0]) {
      if (group.length > 0 && SOLO.test(next.sql)) break;
      group.push(next);
      this.#queue.shift();
      if (SOLO.test(next.sql)) break;
    }
    this.#groupsInFlight += 1;
    this.#send({ kind: 'batch', items: group.map(({ sql, params }) => ({ sql, params })) })
      .then(
        (value) => {
          const outcomes = value as ({ ok: true; value: StatementResult } | { ok: false; error: SerializedError })[];
          group.forEach((w, i) => {
            const outcome = outcomes[i];
            if (outcome?.ok) w.resolve(reviveRows(outcome.value));
            else w.reject(outcome ? revive(outcome.error) : new Error('No answer for this write'));
          });
        },
        (error: Error) => {
          for (const w of group) w.reject(error);
        },
      )
      .finally(() => {
        this.#groupsInFlight -= 1;
        if (this.#isIdle()) for (const done of this.#idle.splice(0)) done();
      });
  }

  #send(message: Record<string, unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.#failure) return reject(this.#failure);
      const id = this.#nextId++;
      if (this.#replies.size === 0) this.#worker.ref();
      this.#replies.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  #settle(reply: Reply): void {
    const pending = this.#replies.get(reply.id);
    if (!pending) return;
    this.#replies.delete(reply.id);
    if (this.#replies.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(revive(reply.error));
  }

  /** The thread is gone (crash, or the end of close): nothing in flight can be answered any more. */
  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#replies.values()) pending.reject(this.#failure);
    this.#replies.clear();
    for (const waiter of this.#queue.splice(0)) waiter.reject(this.#failure);
    this.#held = false;
    for (const done of this.#idle.splice(0)) done();
  }
}
