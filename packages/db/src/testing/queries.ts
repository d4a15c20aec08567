import { sql } from 'kysely';
import type { Db } from '../create-db';

// Checks that tests make on the database behind the app, in SQL both engines accept.

/** The rows of a query written out in full (table and column names as stored). */
export async function queryRows<T>(db: Db, text: string): Promise<T[]> {
  return (await sql.raw<T>(text).execute(db)).rows;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

// The table list is looked up once per database: introspection is the slow part on PostgreSQL, and the
// snapshot is taken before and after every request of the property tests.
const tableLists = new WeakMap<Db, Promise<string[]>>();
const tablesOf = (db: Db): Promise<string[]> => {
  let tables = tableLists.get(db);
  if (!tables) {
    tables = db.introspection.getTables().then((all) =>
      all
        .filter((t) => !t.isView)
        .map((t) => t.name)
        .sort(),
    );
    tableLists.set(db, tables);
  }
  return tables;
};

/** Every table's rows (Kysely's own tables and `skip` left out): equal snapshots mean nothing was written. */
export async function snapshotTables(db: Db, skip: readonly string[] = []): Promise<string> {
  const tables = (await tablesOf(db)).filter((name) => !skip.includes(name));
  const snapshot = await Promise.all(
    tables.map(async (name) => {
      const { rows } = await sql`select * from ${sql.table(name)}`.execute(db);
      // Sorted, as neither engine promises an order without ORDER BY; by content before the generated id, so
      // that rows written again under new ids keep their place (tests compare snapshots with the ids removed).
      const keyed = rows.map((row) => {
        const { id: _id, ...content } = row as Record<string, unknown>;
        return { key: JSON.stringify(content), json: JSON.stringify(row) };
      });
      keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.json < b.json ? -1 : a.json > b.json ? 1 : 0));
      return [name, keyed.map((r) => r.json)] as const;
    }),
  );
  return JSON.stringify(snapshot);
}
