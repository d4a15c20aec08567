import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from '@app/db';

const fileIdentity = (file: string): string => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/**
 * What makes the processes of one site answer the same bytes for one data version: the database (its
 * first seed's time, written once when it was created) and the build (the web app's page template,
 * which names its hashed assets, and the server's own entry file). A rolling restart onto a new build
 * changes the seed, so no tag of the old build is taken for the new one's answers.
 */
export async function sharedEtagSeed(db: Db, webDistDir: string): Promise<string> {
  const created = await db.selectFrom('appMeta').select('value').where('key', '=', 'seed:defaults').executeTakeFirst();
  const entry = process.argv[1] ? resolve(process.argv[1]) : '';
  const server = entry ? `${entry}:${statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? ''}` : '';
  return [created?.value ?? '', fileIdentity(resolve(webDistDir, 'index.html')), server].join('\n');
}
