import { existsSync } from 'node:fs';
import { resolveFromRoot } from './app-paths';
import { backupDatabase, integrityCheck } from './backup';
import { loadCliEnv } from './cli-env';
import { isPostgresUrl, redactUrl } from './database-url';
import { backupPostgres } from './pg-backup';

// `pnpm db:backup [file]`: copies the site's database while the server runs: DATABASE_URL's PostgreSQL
// database with pg_dump when it is set, else the SQLite file of DATABASE_PATH. Relative paths, DATABASE_PATH's
// and the target's, are taken from the repository root, as the server does (app-paths.ts).
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const env = loadCliEnv();
const url = env.databaseUrl;

if (url) {
  if (!isPostgresUrl(url)) {
    console.error(`DATABASE_URL doit commencer par postgres:// ou postgresql:// (reçu ${redactUrl(url)})`);
    process.exit(1);
  }
  const target = resolveFromRoot(process.argv[2], `backups/app-${stamp}.dump`);
  try {
    const { tables } = await backupPostgres(url, target, env.processEnv);
    console.log(
      `Sauvegarde ${redactUrl(url)} → ${target} (pg_dump, format custom, ${tables} tables ; restauration : pg_restore --dbname=… ${target})`,
    );
  } catch (error) {
    console.error(`Sauvegarde impossible : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
} else {
  const source = env.databasePath;
  if (!existsSync(source)) {
    console.error(`Aucune base à ${source} : indiquez DATABASE_PATH (relatif à la racine du dépôt ou absolu)`);
    process.exit(1);
  }
  const target = resolveFromRoot(process.argv[2], `backups/app-${stamp}.db`);
  const { pages } = await backupDatabase(source, target);
  const check = integrityCheck(target);
  console.log(`Sauvegarde ${source} → ${target} (${pages} pages), integrity_check: ${check}`);
  if (check !== 'ok') process.exit(1);
}
