import { rm } from 'node:fs/promises';
import { join } from 'node:path';

const STORED = /^\/uploads\/([A-Za-z0-9._-]+)$/;

/** Removes a file that a deleted row pointed at; best effort, never outside the uploads folder. */
export async function removeUploadedFile(uploadsDir: string, fileUrl: string | null | undefined): Promise<void> {
  const name = fileUrl ? STORED.exec(fileUrl)?.[1] : undefined;
  if (!name || name.startsWith('.')) return;
  await rm(join(uploadsDir, name), { force: true }).catch(() => undefined);
}
