import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env';
import { serverRoot, tempDir, tsxLoader } from '../resilience/harness';
import { MEMORY_STREAM_CEILING, openFileLimit, streamCeiling } from './open-file-limit';

// A value the server does not accept stops it at start with one line naming the variable and what it
// accepts (issue 27), instead of the default it used to fall back on in silence.

const temp = tempDir();
afterAll(() => temp.dispose());

/** The real server process (`node --import tsx src/main.ts`) with `env`, run until it exits. */
function runServer(
  name: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string; databasePath: string }> {
  const databasePath = join(temp.dir, `${name}.db`);
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: join(temp.dir, name),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  // A server that started after all is stopped, so the test fails on its output instead of hanging.
  const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr, databasePath });
    }),
  );
}

describe('the server started with a bad value', () => {
  const cases: { env: Record<string, string>; line: string }[] = [
    {
      env: { PORT: 'abc' },
      line: 'Configuration invalide, le site ne démarre pas : PORT="abc" refusé, attendu : un entier de 0 à 65535',
    },
    {
      env: { FORM_RATE_LIMIT: '-1' },
      line: 'Configuration invalide, le site ne démarre pas : FORM_RATE_LIMIT="-1" refusé, attendu : un entier positif ou 0 (pas de limite)',
    },
    {
      env: { CLUSTER: 'maybe' },
      line: 'Configuration invalide, le site ne démarre pas : CLUSTER="maybe" refusé, attendu : true ou false',
    },
  ];

  it.each(cases)('$env: exits with code 1 and one line naming it, before opening anything', async ({ env, line }) => {
    const name = Object.keys(env).join('-').toLowerCase();
    const run = await runServer(name, env);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`${line}\n`);
    expect(run.stdout).toBe('');
    expect(existsSync(run.databasePath)).toBe(false);
  });

  it('names every refused variable in that one line, and never shows a password', async () => {
    const run = await runServer('several', {
      LOGIN_RATE_LIMIT: '10/min',
      DATABASE_URL: 'mysql://site:s3cret@db.example/site',
      TRUST_PROXY: 'yes',
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(
      'DATABASE_URL="mysql://site:***@db.example/site" refusé, attendu : une adresse postgres:// ou postgresql://',
    );
    expect(run.stderr).toContain('LOGIN_RATE_LIMIT="10/min" refusé');
    expect(run.stderr).toContain('TRUST_PROXY="yes" refusé');
    expect(run.stderr).not.toContain('s3cret');
  });
});

describe('loadConfig', () => {
  const refused = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    return undefined;
  };

  it('refuses what each variable does not accept, where it used to fall back on a default', () => {
    const bad: Record<string, string> = {
      PORT: '70000',
      HOST: 'not a host',
      DATABASE_URL: 'sqlite://data/app.db',
      PUBLIC_URL: 'www.aviron-indoor-2026.fr',
      ADMIN_EMAIL: 'admin',
      SEED_DEMO: 'yes',
      FORM_RATE_LIMIT: '1.5',
      LOGIN_RATE_LIMIT: 'ten',
      TRUST_PROXY: '10.0.0.1/99',
      CLUSTER: '1',
      S3_ENDPOINT: 'minio:9000',
      S3_FORCE_PATH_STYLE: 'yes',
      NODE_ENV: 'prod',
      LOG_LEVEL: 'verbose',
      LIVE_STREAMS_PER_ADDRESS: '0',
      LIVE_STREAMS_MAX: '-5',
    };
    for (const [name, value] of Object.entries(bad)) {
      const message = refused({ [name]: value });
      expect(message, name).toMatch(
        new RegExp(`^Configuration invalide, le site ne démarre pas : ${name}="[^"]*" refusé, attendu : [^;\\n]+$`),
      );
    }
    // The secret keys are never shown, even when refused for something else.
    expect(refused({ ADMIN_PASSWORD: 'x', PORT: 'x' })).not.toContain('ADMIN_PASSWORD');
  });

  it('takes unset and empty values as the defaults, and keeps an empty S3_PREFIX', () => {
    const empty = loadConfig({
      PORT: '',
      HOST: '',
      FORM_RATE_LIMIT: '',
      CLUSTER: '',
      TRUST_PROXY: '',
      WEB_DIST_DIR: '',
      LIVE_STREAMS_PER_ADDRESS: '',
    });
    expect(empty).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      formRateLimit: 20,
      cluster: false,
      trustProxy: false,
      live: { perAddress: 50 },
    });
    expect(loadConfig({ S3_BUCKET: 'b', S3_PREFIX: '' }).s3?.prefix).toBe('');
    expect(loadConfig({ PORT: '8080', SEED_DEMO: 'event', LOG_LEVEL: 'info', NODE_ENV: 'production' })).toMatchObject({
      port: 8080,
      seedDemo: 'event',
      logLevel: 'info',
      production: true,
    });
  });

  it('bounds the live streams by the open-file limit, leaving room for ordinary requests', () => {
    const ceiling = streamCeiling(openFileLimit());
    expect(loadConfig({}).live.maxStreams).toBe(Math.min(ceiling, MEMORY_STREAM_CEILING));
    expect(loadConfig({ LIVE_STREAMS_MAX: String(ceiling) }).live.maxStreams).toBe(ceiling);
    expect(refused({ LIVE_STREAMS_MAX: String(ceiling + 1) })).toContain('la limite de fichiers ouverts du processus');
    expect(streamCeiling(1_024)).toBe(768);
    expect(streamCeiling(20_000)).toBe(16_000);
    expect(streamCeiling(300)).toBe(44);
  });
});
