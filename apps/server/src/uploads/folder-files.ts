import { readdir } from 'node:fs/promises';
import { TEMP_UPLOAD_PREFIX } from './clean-stale-uploads';

/** The finished files of an uploads folder: no hidden file, no upload still streaming in. */
export async function folderFileNames(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.') && !entry.name.startsWith(TEMP_UPLOAD_PREFIX)).map((entry) => entry.name);
}
