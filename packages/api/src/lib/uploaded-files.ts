import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@app/db';
import * as repo from './uploaded-files.repository';

const STORED = /^\/uploads\/([A-Za-z0-9._-]+)$/;

/**
 * Removes a file that a deleted row pointed at, wherever it is kept (the uploads folder of one process,
 * the database when several share them); best effort, never outside the uploads folder.
 */
export async function removeUploadedFile(
  db: Db,
  uploadsDir: string,
  fileUrl: string | null | undefined,
): Promise<void> {
  const name = fileUrl ? STORED.exec(fileUrl)?.[1] : undefined;
  if (!name || name.startsWith('.')) return;
  await rm(join(uploadsDir, name), { force: true }).catch(() => undefined);
  await repo.removeByName(db, name);
}
