import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT || 3100);
// The real-size event (SEED_DEMO=event) runs on its own server next door.
const realSizePort = port + 1;
// One folder per port, so that two runs side by side never share a database.
const tmpDirFor = (p: number) => `tests/.tmp/e2e-${p}`;
const realSizeSpecs = /real-size-.*\.spec\.ts$/;
// The weight of the public pages is measured on the demo set as seeded, before the other specs add races,
// entries and start lists to the shared server: what they add is their own, not the pages' growth.
const seededWeightSpecs = /public-weight\.spec\.ts$/;
// E2E_DEMO_ONLY=1 starts only the demo server (a quicker loop while working on specs that do not need
// the real-size set); CI and `pnpm test` start both.
const demoOnly = process.env.E2E_DEMO_ONLY === '1';
export const e2eAdmin = { email: 'admin@e2e.test', password: 'e2e-Passw0rd!' };

function webServer(serverPort: number, seedDemo: string) {
  const tmpDir = tmpDirFor(serverPort);
  return {
    command: `rm -rf ${tmpDir} && tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATABASE_PATH: `${tmpDir}/app.db`,
      UPLOADS_DIR: `${tmpDir}/uploads`,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      SEED_DEMO: seedDemo,
      // Lets a run serve its own build of the web app (WEB_DIST_DIR) beside another run.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
      FORM_RATE_LIMIT: '0',
      LOGIN_RATE_LIMIT: '50',
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A test that fails once then passes is reported as flaky, not failed: on this 2-core machine a
  // browser under load sometimes loses a dialog or a paint, and one such hiccup must not block a landing.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    trace: 'off',
    // The production build registers a service worker (offline copies): a spec that needs it says so
    // (offline.spec.ts); for the others it would hide requests from page.route and keep pages between tests.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    {
      name: 'seeded-weight',
      testMatch: seededWeightSpecs,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'chromium',
      testIgnore: [realSizeSpecs, seededWeightSpecs],
      dependencies: ['seeded-weight'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port}` },
    },
    ...(demoOnly
      ? []
      : [
          {
            name: 'real-size',
            testMatch: realSizeSpecs,
            use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${realSizePort}` },
          },
        ]),
  ],
  webServer: demoOnly ? [webServer(port, 'true')] : [webServer(port, 'true'), webServer(realSizePort, 'event')],
});
