export {
  DEFAULT_DATABASE_PATH,
  DEFAULT_UPLOADS_DIR,
  databasePathFromEnv,
  repoRoot,
  resolveFromRoot,
} from './app-paths';
export { backupDatabase, integrityCheck } from './backup';
export {
  type CreateDbOptions,
  createDb,
  type Db,
  type DbHandle,
  type DbTransaction,
  type PostgresHandle,
  type SqliteHandle,
} from './create-db';
export { isPostgresUrl, redactUrl } from './database-url';
export { isForeignKeyViolation, isUniqueViolation } from './db-errors';
export { fromBool, readJson, toBool, writeJson } from './json-columns';
export { migrateToLatest } from './migrate';
export type * from './schema';
export { type SeedOptions, seedDatabase } from './seed/index';
