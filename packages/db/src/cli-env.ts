import { z } from 'zod';
import { databasePathFromEnv } from './app-paths';

/*
 * The only place the db package's commands (`pnpm db:backup`, `pnpm db:copy`) read process.env; the
 * library code they call receives values as parameters. Same conventions as the server's
 * startup/env-schema.ts: unset and empty are the same, relative paths are taken from the repository root.
 * What each command does with a missing or foreign DATABASE_URL stays its own message.
 */

const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((raw) => (raw === '' ? undefined : raw), schema.optional());

const cliEnvSchema = z.object({
  DATABASE_URL: unsetIfEmpty(z.string()),
  DATABASE_PATH: unsetIfEmpty(z.string()),
});

export interface CliEnv {
  /** DATABASE_URL as set (its form is checked by each command, with its own message). */
  databaseUrl: string | undefined;
  /** DATABASE_PATH resolved from the repository root, as the server resolves it. */
  databasePath: string;
  /** The environment passed on to pg_dump and pg_restore (PATH, PG* settings). */
  processEnv: NodeJS.ProcessEnv;
}

export function loadCliEnv(env: NodeJS.ProcessEnv = process.env): CliEnv {
  const parsed = cliEnvSchema.parse(env);
  return {
    databaseUrl: parsed.DATABASE_URL,
    databasePath: databasePathFromEnv(parsed),
    processEnv: env,
  };
}
