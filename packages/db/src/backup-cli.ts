import { existsSync } from 'node:fs';
import { databasePathFromEnv, resolveFromRoot } from './app-paths';
import { backupDatabase, integrityCheck } from './backup';

// `pnpm db:backup [file]`: copies DATABASE_PATH while the server runs. Relative paths, DATABASE_PATH's and
// the target's, are taken from the repository root, as the server does (app-paths.ts).
const source = databasePathFromEnv();
if (!existsSync(source)) {
  console.error(`Aucune base à ${source} : indiquez DATABASE_PATH (relatif à la racine du dépôt ou absolu)`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolveFromRoot(process.argv[2], `backups/app-${stamp}.db`);
const { pages } = await backupDatabase(source, target);
const check = integrityCheck(target);
console.log(`Sauvegarde ${source} → ${target} (${pages} pages), integrity_check: ${check}`);
if (check !== 'ok') process.exit(1);
