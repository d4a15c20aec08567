import { existsSync } from 'node:fs';
import { resolveFromRoot } from './app-paths';
import { loadCliEnv } from './cli-env';
import { copySqliteToPostgres } from './copy';
import { createDb } from './create-db';
import { isPostgresUrl, redactUrl } from './database-url';

// `pnpm db:copy [file.db]`: copies the SQLite file (DATABASE_PATH, or the file given) into the empty
// PostgreSQL database of DATABASE_URL. Run it with the site stopped, then start the site on DATABASE_URL.
const env = loadCliEnv();
const url = env.databaseUrl;
if (!url || !isPostgresUrl(url)) {
  console.error(
    'Indiquez la base PostgreSQL de destination dans DATABASE_URL (postgres://utilisateur:mot-de-passe@hôte:5432/base)',
  );
  process.exit(1);
}
const source = process.argv[2] ? resolveFromRoot(process.argv[2], '') : env.databasePath;
if (!existsSync(source)) {
  console.error(`Aucune base à ${source} : indiquez le fichier SQLite (pnpm db:copy chemin/app.db) ou DATABASE_PATH`);
  process.exit(1);
}
const target = createDb({ path: '', url });
try {
  const copied = await copySqliteToPostgres(source, target.db);
  for (const { table, rows } of copied) console.log(`${table.padEnd(28)} ${rows}`);
  console.log(
    `Copie ${source} → ${redactUrl(url)} : ${copied.reduce((n, t) => n + t.rows, 0)} lignes, nombres de lignes vérifiés`,
  );
} catch (error) {
  console.error(`Copie annulée, aucune ligne copiée : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await target.close();
}
