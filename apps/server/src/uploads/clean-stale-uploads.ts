import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Names storeUpload writes to while a file streams in (store-upload.ts). */
export const TEMP_UPLOAD_PREFIX = '.tmp-';

/**
 * Removes half-written uploads left by a process that was killed mid-upload (SIGTERM, kill -9).
 * Called before the server listens: no upload of this process can be in flight yet.
 */
export async function cleanStaleUploads(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir, { withFileTypes: true });
  const stale = entries.filter((entry) => entry.isFile() && entry.name.startsWith(TEMP_UPLOAD_PREFIX)).map((entry) => entry.name);
  await Promise.all(stale.map((name) => rm(join(uploadsDir, name), { force: true })));
  return stale;
}
