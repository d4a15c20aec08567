import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { SqliteWriter } from './sqlite-writer';

/**
 * Kysely over two SQLite connections to one WAL file: statements outside a transaction that only read
 * run at once on the main thread's connection; writes, and whole transactions (reads included), go to
 * the writer thread (sqlite-writer.ts).
 */
export class SplitSqliteDialect implements Dialect {
  constructor(
    private readonly reader: SQLite.Database,
    private readonly writer: SqliteWriter,
  ) {}
  createDriver(): Driver {
    return new SplitSqliteDriver(this.reader, this.writer);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new TransactionalDdlAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

// SQLite does run DDL in transactions. Saying so makes the migrator run in one transaction on the
// writer, which also stands for the migration lock that Kysely's SqliteAdapter leaves to its single
// connection (there are two here).
class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

const MAX_STATEMENTS = 500;

/** The main connection's prepared statements, with whether each only reads (SQLite's own verdict). */
class ReadStatements {
  readonly #cache = new Map<string, SQLite.Statement | false>();
  constructor(private readonly sqlite: SQLite.Database) {}

  /** The prepared statement when it can run here, or undefined when it must go to the writer. */
  readOnly(sql: string): SQLite.Statement | undefined {
    let stmt = this.#cache.get(sql);
    if (stmt === undefined) {
      try {
        const prepared = this.sqlite.prepare(sql);
        stmt = prepared.readonly && prepared.reader ? prepared : false;
      } catch {
        // Unknown table, syntax error...: the writer answers with the same error, or succeeds if a
        // transaction there is creating what is missing.
        return undefined;
      }
      if (this.#cache.size >= MAX_STATEMENTS) this.#cache.delete(this.#cache.keys().next().value as string);
      this.#cache.set(sql, stmt);
    }
    return stmt || undefined;
  }
}

class SplitConnection implements DatabaseConnection {
  #inTransaction = false;
  constructor(
    private readonly reads: ReadStatements,
    private readonly sqlite: SQLite.Database,
    private readonly writer: SqliteWriter,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = query;
    if (this.#inTransaction) return (await this.writer.exec(sql, parameters)) as QueryResult<R>;
    const stmt = this.reads.readOnly(sql);
    if (stmt) return { rows: stmt.all(parameters as unknown[]) as R[] };
    return (await this.writer.write(sql, parameters)) as QueryResult<R>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { sql, parameters } = query;
    if (!this.#inTransaction && this.reads.readOnly(sql)) {
      // A statement of its own: an iterating statement cannot be used by another query meanwhile.
      for (const row of this.sqlite.prepare(sql).iterate(parameters as unknown[])) yield { rows: [row as R] };
      return;
    }
    yield (await this.executeQuery(query)) as QueryResult<R>;
  }

  /** BEGIN IMMEDIATE: takes SQLite's write lock at once, so no reader-to-writer upgrade can fail later. */
  async begin(): Promise<void> {
    await this.writer.acquire();
    try {
      await this.writer.exec('begin immediate', []);
      this.#inTransaction = true;
    } catch (error) {
      this.writer.release();
      throw error;
    }
  }

  /** On failure the transaction stays open and held: Kysely follows a failed commit with a rollback. */
  async commit(): Promise<void> {
    await this.writer.exec('commit', []);
    this.#end();
  }

  async rollback(): Promise<void> {
    try {
      await this.writer.exec('rollback', []);
    } catch (error) {
      // A failed COMMIT may already have ended the transaction: keep the error that explains why.
      if (!(error instanceof Error && /no transaction is active/.test(error.message))) throw error;
    } finally {
      this.#end();
    }
  }

  /** Released while still in a transaction (a controlled transaction left open): undo it. */
  async abandon(): Promise<void> {
    if (this.#inTransaction) await this.rollback();
  }

  #end(): void {
    if (!this.#inTransaction) return;
    this.#inTransaction = false;
    this.writer.release();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

class SplitSqliteDriver implements Driver {
  readonly #reads: ReadStatements;
  #destroyed = false;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly writer: SqliteWriter,
  ) {
    this.#reads = new ReadStatements(sqlite);
  }

  async init(): Promise<void> {}

  // No lock here, unlike Kysely's SqliteDriver: reads need none, and the writer serialises the rest.
  async acquireConnection(): Promise<DatabaseConnection> {
    return new SplitConnection(this.#reads, this.sqlite, this.writer);
  }

  beginTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as SplitConnection).begin();
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as SplitConnection).commit();
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as SplitConnection).rollback();
  }
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return (connection as SplitConnection).abandon();
  }

  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    this.#destroyed = true;
    // The writer first: its connection closes cleanly, then the last one left checkpoints the WAL.
    await this.writer.close();
    this.sqlite.close();
  }
}
