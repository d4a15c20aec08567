import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { databasePathFromEnv, repoRoot, resolveFromRoot } from './app-paths';

const root = resolve(import.meta.dirname, '../../..');
const tsx = createRequire(resolve(root, 'apps/server/package.json')).resolve('tsx');

describe('relative paths in the configuration', () => {
  it('are taken from the repository root, absolute ones kept', () => {
    expect(repoRoot()).toBe(root);
    expect(databasePathFromEnv({})).toBe(join(root, 'data/app.db'));
    expect(databasePathFromEnv({ DATABASE_PATH: 'data/other.db' })).toBe(join(root, 'data/other.db'));
    expect(databasePathFromEnv({ DATABASE_PATH: '/srv/app.db' })).toBe('/srv/app.db');
    expect(resolveFromRoot('', 'uploads')).toBe(join(root, 'uploads'));
    expect(resolveFromRoot('./x/../y', 'uploads')).toBe(join(root, 'y'));
  });
});

describe('pnpm db:backup', () => {
  const rel = `tests/.tmp/app-paths-${process.pid}`;
  const dir = join(root, rel);
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // pnpm runs a package's scripts in its own folder: the same relative DATABASE_PATH must name the
  // same file from anywhere, as it does for the server.
  it('finds a relative DATABASE_PATH from the root whatever the current directory', () => {
    mkdirSync(dir, { recursive: true });
    const db = new SQLite(join(dir, 'app.db'));
    db.exec("create table t (x); insert into t values ('kept')");
    db.close();

    const result = spawnSync(
      process.execPath,
      ['--import', tsx, resolve(import.meta.dirname, 'backup-cli.ts'), `${rel}/copy.db`],
      {
        cwd: resolve(root, 'apps/server'),
        env: { ...process.env, DATABASE_PATH: `${rel}/app.db` },
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('integrity_check: ok');
    const copy = new SQLite(join(dir, 'copy.db'), { readonly: true });
    expect(copy.prepare('select x from t').pluck().get()).toBe('kept');
    copy.close();
  });

  it('answers a missing database with one line naming DATABASE_PATH', () => {
    const result = spawnSync(process.execPath, ['--import', tsx, resolve(import.meta.dirname, 'backup-cli.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_PATH: `${rel}/absent.db` },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `Aucune base à ${join(dir, 'absent.db')} : indiquez DATABASE_PATH (relatif à la racine du dépôt ou absolu)`,
    ]);
    expect(existsSync(join(dir, 'absent.db'))).toBe(false);
  });
});
