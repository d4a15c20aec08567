import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { createDb, type Db } from './create-db';
import { migrateToLatest } from './migrate';

export interface CopiedTable {
  table: string;
  rows: number;
}

// PostgreSQL takes at most 65,535 parameters a statement.
const MAX_PARAMETERS = 60_000;
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
// The site fills these at its first start (seed markers, the administrator): rows there mean a database in use.
const USED_MARKS = ['app_meta', 'admins'];

/** Parents before children: each table after every table its foreign keys point at. */
async function tablesInForeignKeyOrder(trx: Kysely<unknown>): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(trx);
  const { rows: links } = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint c join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(trx);
  const names = tables.map((t) => t.name).filter((name) => !MIGRATION_TABLES.has(name));
  const parents = new Map(
    names.map((name) => [name, links.filter((l) => l.child === name && l.parent !== name).map((l) => l.parent)]),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name)) return;
    if (path.has(name))
      throw new Error(`Clés étrangères circulaires autour de ${name} : copie impossible table par table`);
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    path.delete(name);
    ordered.push(name);
  };
  for (const name of names.sort()) visit(name, new Set());
  return ordered;
}

/** Serial and identity columns continue after the copied ids, as they would have in SQLite. */
async function advanceSequences(trx: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = current_schema() and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(trx);
  for (const { table, column } of rows) {
    if (MIGRATION_TABLES.has(table)) continue;
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      trx,
    );
  }
}

const countIn = async (trx: Kysely<unknown>, table: string): Promise<number> =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(trx)).rows[0]?.n ?? 0);

/**
 * Copies an existing SQLite file into a PostgreSQL database, table by table in one transaction: all or
 * nothing. The target must be new: migrated here if it is not yet, never started on (no seed mark, no
 * administrator). The source is migrated first too, as the server would on its next start, so both have
 * the same tables and columns. Values go as they are: booleans stay 0/1 integers and JSON stays text on
 * both engines, blobs become bytea. Row counts are compared before the commit.
 */
export async function copySqliteToPostgres(sourcePath: string, target: Db): Promise<CopiedTable[]> {
  const migrating = createDb({ path: sourcePath });
  try {
    await migrateToLatest(migrating.db);
  } finally {
    await migrating.close();
  }
  await migrateToLatest(target);

  const source = new SQLite(sourcePath, { readonly: true, fileMustExist: true });
  try {
    // One read transaction: a consistent snapshot even if the site still writes to the file.
    source.exec('begin');
    // Without CamelCasePlugin: rows go across with the column names as stored.
    const raw = target.withoutPlugins() as unknown as Kysely<unknown>;
    return await raw.transaction().execute(async (trx) => {
      const tables = await tablesInForeignKeyOrder(trx);
      for (const table of USED_MARKS) {
        if ((await countIn(trx, table)) > 0)
          throw new Error(
            `La base PostgreSQL a déjà servi (table ${table} non vide) : la copie se fait dans une base neuve`,
          );
      }
      // What migrations themselves inserted (a counter's first row...) is in the source too: its rows win.
      for (const table of [...tables].reverse()) await trx.deleteFrom(table as never).execute();
      const copied: CopiedTable[] = [];
      for (const table of tables) {
        const rows = source.prepare(`select * from "${table.replaceAll('"', '""')}"`).all() as Record<
          string,
          unknown
        >[];
        const columns = Object.keys(rows[0] ?? {}).length || 1;
        const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
        for (let i = 0; i < rows.length; i += chunk) {
          await trx
            .insertInto(table as never)
            .values(rows.slice(i, i + chunk) as never)
            .execute();
        }
        const stored = await countIn(trx, table);
        if (stored !== rows.length) throw new Error(`Table ${table} : ${rows.length} lignes lues, ${stored} écrites`);
        copied.push({ table, rows: rows.length });
      }
      await advanceSequences(trx);
      return copied;
    });
  } finally {
    source.close();
  }
}
