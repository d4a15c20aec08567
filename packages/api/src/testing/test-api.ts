import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateToLatest, seedDatabase } from '@app/db';
import { createTestDatabase } from '@app/db/testing';
import { createApiDeps } from '../api-deps';
import { type ApiDeps, createContext } from '../context';
import { LoginDelay } from '../lib/login-delay';
import { ensureAdmin } from '../modules/auth/auth.service';
import { appRouter } from '../root';
import { createCallerFactory } from '../trpc';

const createCaller = createCallerFactory(appRouter);
export const TEST_ADMIN = { email: 'admin@test.fr', password: 'test-Passw0rd!' };

/**
 * A real database, migrated and seeded: a SQLite file in a temporary folder, or a PostgreSQL database of
 * its own when TEST_DATABASE_URL is set (`pnpm test:pg`); with callers as the public and as the admin.
 */
/** `demo: 'event'` is the race-day set at the real size (SEED_DEMO=event); `now` dates what it seeds. */
export async function createTestApi(options: { demo?: boolean | 'event'; now?: Date } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'aviron-api-'));
  const database = await createTestDatabase(dir);
  const handle = createDb(database.options);
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { demo: options.demo ?? false, uploadsDir: join(dir, 'uploads'), now: options.now });
  await ensureAdmin(handle.db, TEST_ADMIN.email, TEST_ADMIN.password);
  const config = {
    loginRateLimit: 5,
    sessionIdleMs: 3600_000,
    sessionMaxMs: 7200_000,
    uploadsDir: join(dir, 'uploads'),
    mail: { configured: false, publicUrl: 'https://aviron.test' },
  };
  // The waits an account's failures earn are recorded, not slept: no test waits on a clock.
  const sleeps: number[] = [];
  const loginDelay = new LoginDelay(config.loginRateLimit, undefined, async (ms) => {
    sleeps.push(ms);
  });
  const deps: ApiDeps = createApiDeps(handle.db, config, { loginDelay });
  const publicCaller = createCaller(await createContext(deps, { ip: '127.0.0.1' }));
  const { token } = await publicCaller.auth.login(TEST_ADMIN);
  const adminCaller = createCaller(await createContext(deps, { ip: '127.0.0.1', authorization: `Bearer ${token}` }));
  return {
    deps,
    db: handle.db,
    /** For a child process that opens the same database (the mail crash test). */
    databaseOptions: database.options,
    publicCaller,
    adminCaller,
    token,
    /** The login delay's waits, in ms, in the order they were asked for. */
    sleeps,
    callerFor: async (authorization?: string, ip = '127.0.0.1') =>
      createCaller(await createContext(deps, { ip, authorization })),
    dispose: async () => {
      await handle.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
