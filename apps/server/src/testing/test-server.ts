import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@app/db/testing';
import { type AppServer, createServer } from '../create-server';
import { type AppConfig, loadConfig } from '../env';

export const TEST_ADMIN = { email: 'admin@test.fr', password: 'test-Passw0rd!' };

export interface TestServer extends AppServer {
  dir: string;
  config: AppConfig;
  /** The waits the login delay asked for, in ms (recorded, never slept: no test waits on a clock). */
  sleeps: number[];
  /** A fresh admin token through the real login path. */
  login: () => Promise<string>;
  dispose: () => Promise<void>;
}

/** The real Fastify app on a temporary database (SQLite file, or PostgreSQL under `pnpm test:pg`) and uploads folder (no mocks). */
export async function createTestServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'aviron-test-'));
  const database = await createTestDatabase(dir);
  const config: AppConfig = {
    ...loadConfig({}),
    databasePath: database.options.path,
    databaseUrl: database.options.url,
    uploadsDir: join(dir, 'uploads'),
    webDistDir: join(dir, 'no-web'),
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    seedDemo: true,
    formRateLimit: 0,
    loginRateLimit: 1000,
    logLevel: 'silent',
    ...overrides,
  };
  const sleeps: number[] = [];
  const app = await createServer(config, {
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  await app.server.ready();
  return {
    ...app,
    dir,
    config,
    sleeps,
    login: async () => {
      const res = await app.server.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { token: string }).token;
    },
    dispose: async () => {
      await app.stop();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
