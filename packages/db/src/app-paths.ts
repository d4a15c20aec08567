import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

/**
 * The one rule for relative paths in the configuration (DATABASE_PATH, UPLOADS_DIR, WEB_DIST_DIR, a backup
 * target): they are relative to the repository root, whatever the current directory. pnpm runs a package's
 * script in that package's folder (`pnpm start` runs in apps/server), so the current directory would give
 * the server and `pnpm db:backup` two different files for the same setting.
 */

let root: string | undefined;

/** The folder holding pnpm-workspace.yaml, found upwards from this file (the server's bundle moves it to apps/server/dist). */
export function repoRoot(): string {
  if (root) return root;
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`pnpm-workspace.yaml introuvable au-dessus de ${import.meta.dirname}`);
    dir = parent;
  }
  root = dir;
  return dir;
}

/** An absolute path stays as it is; a relative one (or the default when unset/empty) is taken from the repository root. */
export function resolveFromRoot(value: string | undefined, fallback: string): string {
  const path = value || fallback;
  return isAbsolute(path) ? resolve(path) : resolve(repoRoot(), path);
}

export const DEFAULT_DATABASE_PATH = 'data/app.db';
export const DEFAULT_UPLOADS_DIR = 'uploads';

/** DATABASE_PATH as the server, `pnpm db:backup` and `pnpm admin:password` all read it. */
export const databasePathFromEnv = (env: NodeJS.ProcessEnv): string =>
  resolveFromRoot(env.DATABASE_PATH, DEFAULT_DATABASE_PATH);
