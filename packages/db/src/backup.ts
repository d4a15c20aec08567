import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Online copy through SQLite's backup API: safe while the server writes, since the API
 * restarts the copy of any page changed underneath it.
 */
export async function backupDatabase(sourcePath: string, targetPath: string): Promise<{ pages: number }> {
  mkdirSync(dirname(targetPath), { recursive: true });
  const source = new SQLite(sourcePath, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    const progress = await source.backup(targetPath);
    return { pages: progress.totalPages };
  } finally {
    source.close();
  }
}

export function integrityCheck(path: string): string {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}
