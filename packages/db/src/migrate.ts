import { migrations } from '@app/migrations';
import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import type { Database } from './schema';

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return result;
}
