import { resolve } from 'node:path';
import { backupDatabase, integrityCheck } from './backup';

// `pnpm db:backup [file]`: copies DATABASE_PATH (default data/app.db) while the server runs.
const source = resolve(process.env.DATABASE_PATH ?? 'data/app.db');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(process.argv[2] ?? `backups/app-${stamp}.db`);
const { pages } = await backupDatabase(source, target);
const check = integrityCheck(target);
console.log(`Sauvegarde ${source} → ${target} (${pages} pages), integrity_check: ${check}`);
if (check !== 'ok') process.exit(1);
