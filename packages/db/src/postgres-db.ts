import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { PostgresHandle } from './create-db';
import { redactUrl } from './database-url';
import type { Database } from './schema';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * What pg hands back differs from better-sqlite3 in one way the code would see: count(*) and sum() are
 * int8, which pg returns as strings (and avg() numeric, also a string). Counts here stay far below 2^53,
 * so they come back as numbers, as they do from SQLite. Per pool, not pg's global parsers.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

export function createPostgresDb(url: string, poolSize = 10): PostgresHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    application_name: 'aviron-indoor',
    // With the server unreachable a request fails after this long (a 500) instead of waiting for ever.
    connectionTimeoutMillis: 10_000,
  });
  // A connection that breaks while idle (server restart, network) is dropped by the pool and replaced on
  // the next query; without a listener the error would end the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return {
    engine: 'postgres',
    db,
    location: redactUrl(url),
    close: async () => {
      await db.destroy();
    },
  };
}
