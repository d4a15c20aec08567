import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** A PostgreSQL client program: on PATH (the caller's), else Debian's newest (/usr/lib/postgresql/<version>/bin, not on PATH). */
export function pgProgram(name: 'pg_dump' | 'pg_restore', path: string | undefined): string {
  const onPath = (path ?? '')
    .split(delimiter)
    .map((dir) => join(dir, name))
    .find(executable);
  if (onPath) return onPath;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const debian = versions.map((v) => join(base, v, 'bin', name)).find(executable);
  if (!debian)
    throw new Error(`${name} introuvable : installez le client PostgreSQL (apt-get install postgresql-client)`);
  return debian;
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${program} : ${err.trim() || `code ${code}`}`)),
    );
  });
}

/** The URL without its password, and the password for PGPASSWORD: never on a command line others can read. */
function connection(url: string, processEnv: NodeJS.ProcessEnv): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...processEnv, PGPASSWORD: password } : processEnv };
}

/**
 * pg_dump in its custom format (compressed, restored with pg_restore, table by table if need be). It
 * reads one snapshot, so it is consistent while the site keeps writing. The dump is then listed by
 * pg_restore: a readable archive with every table is the check, as integrity_check is for SQLite.
 * `processEnv` is the environment the programs run in (PATH, PG* settings), given by the command.
 */
export async function backupPostgres(
  url: string,
  targetPath: string,
  processEnv: NodeJS.ProcessEnv,
): Promise<{ tables: number }> {
  mkdirSync(dirname(targetPath), { recursive: true });
  const { dbname, env } = connection(url, processEnv);
  await run(
    pgProgram('pg_dump', processEnv.PATH),
    ['--format=custom', '--no-owner', `--file=${targetPath}`, `--dbname=${dbname}`],
    env,
  );
  const listing = await run(pgProgram('pg_restore', processEnv.PATH), ['--list', targetPath], env);
  return { tables: listing.split('\n').filter((line) => / TABLE DATA /.test(line)).length };
}
