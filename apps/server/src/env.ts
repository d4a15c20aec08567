import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_DATABASE_PATH, DEFAULT_UPLOADS_DIR, resolveFromRoot } from '@app/db';
import { configErrorLine, DEFAULT_STREAMS_PER_ADDRESS, envSchema, type ParsedEnv } from './startup/env-schema';
import { MEMORY_STREAM_CEILING, openFileLimit, streamCeiling } from './startup/open-file-limit';
import type { TrustProxy } from './startup/trust-proxy';

// The only place that reads process.env (style.md): everything else receives an AppConfig.
export interface AppConfig {
  port: number;
  host: string;
  databasePath: string;
  /** DATABASE_URL: a postgres:// address runs on PostgreSQL instead of the SQLite file of databasePath. */
  databaseUrl: string | undefined;
  uploadsDir: string;
  webDistDir: string;
  /** PUBLIC_URL: the site's address as visitors reach it, for canonical links, shared-link cards and the sitemap. */
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | undefined;
  /** SEED_DEMO: `false` defaults only, `event` the real-size event, anything else the demo set. */
  seedDemo: boolean | 'event';
  formRateLimit: number;
  /** TRUST_PROXY: behind reverse proxies, the limits count the address the outermost trusted one saw (startup/trust-proxy.ts). */
  trustProxy: TrustProxy;
  loginRateLimit: number;
  /**
   * CLUSTER: several processes serve the site on one database, so the data version, the limits and the
   * uploaded files are kept in that database (apps/server/src/signals). On by default with PostgreSQL,
   * off with SQLite; `true` or `false` decides.
   */
  cluster: boolean;
  /** LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_MAX: the open /api/live streams one address, and the process, may hold. */
  live: { perAddress: number; maxStreams: number };
  /** S3_BUCKET and its companions: uploads go to that bucket, whether CLUSTER or not; unset, the database or the folder. */
  s3: S3Config | undefined;
  /** SMTP_URL, MAIL_FROM, MAIL_RATE (mails per second): unset SMTP_URL, mails wait in the outbox. */
  mail: { smtpUrl: string | undefined; from: string; perSecond: number };
  production: boolean;
  logLevel: string;
  /** Tests only (never read from the environment): the time the retention job sees. */
  clock?: () => Date;
}

/** An S3-compatible bucket (AWS, MinIO, Garage, Scaleway, OVH, R2...). */
export interface S3Config {
  bucket: string;
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (endpoint/bucket/key) rather than in the host name, as most non-AWS services expect. */
  forcePathStyle: boolean;
  /** Put before every key, so that the bucket can hold other things. */
  prefix: string;
}

/** Thrown by loadConfig: its message is the one line the server prints before exiting with code 1. */
export class ConfigError extends Error {}

/** PUBLIC_URL without its trailing slash; unset, the listen address (a wildcard host read as loopback). */
const publicUrl = (raw: string | undefined, host: string, port: number): string => {
  if (raw) return raw.replace(/\/+$/, '');
  const name = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
};

const s3Config = (env: ParsedEnv): S3Config | undefined => {
  if (!env.S3_BUCKET) return undefined;
  const endpoint = env.S3_ENDPOINT;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
    // Set but empty: keys at the bucket's root.
    prefix: env.S3_PREFIX ?? 'uploads/',
  };
};

/** The environment checked against its schema (startup/env-schema.ts); a refused value throws a ConfigError. */
function parseEnv(env: NodeJS.ProcessEnv, ceiling: number): ParsedEnv {
  const parsed = envSchema(ceiling).safeParse(env);
  if (!parsed.success) throw new ConfigError(configErrorLine(parsed.error, env, ceiling));
  return parsed.data;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const ceiling = streamCeiling(openFileLimit());
  const parsed = parseEnv(env, ceiling);
  const port = parsed.PORT ?? 3000;
  const host = parsed.HOST ?? '127.0.0.1';
  const databaseUrl = parsed.DATABASE_URL;
  return {
    port,
    host,
    // Relative paths are taken from the repository root, as in `pnpm db:backup` and `pnpm admin:password`.
    databasePath: resolveFromRoot(parsed.DATABASE_PATH, DEFAULT_DATABASE_PATH),
    databaseUrl,
    uploadsDir: resolveFromRoot(parsed.UPLOADS_DIR, DEFAULT_UPLOADS_DIR),
    webDistDir: resolveFromRoot(parsed.WEB_DIST_DIR, 'apps/web/dist'),
    publicUrl: publicUrl(parsed.PUBLIC_URL, host, port),
    adminEmail: parsed.ADMIN_EMAIL ?? 'admin@aviron-indoor-2026.fr',
    adminPassword: parsed.ADMIN_PASSWORD,
    seedDemo: parsed.SEED_DEMO === 'event' ? 'event' : parsed.SEED_DEMO !== 'false',
    formRateLimit: parsed.FORM_RATE_LIMIT ?? 20,
    trustProxy: parsed.TRUST_PROXY ?? false,
    loginRateLimit: parsed.LOGIN_RATE_LIMIT ?? 10,
    cluster: parsed.CLUSTER ?? databaseUrl !== undefined,
    s3: s3Config(parsed),
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from:
        parsed.MAIL_FROM ??
        `Championnats de France d'Aviron Indoor <noreply@${new URL(publicUrl(parsed.PUBLIC_URL, host, port)).hostname}>`,
      perSecond: parsed.MAIL_RATE ?? 10,
    },
    live: {
      perAddress: parsed.LIVE_STREAMS_PER_ADDRESS ?? DEFAULT_STREAMS_PER_ADDRESS,
      maxStreams: parsed.LIVE_STREAMS_MAX ?? Math.min(ceiling, MEMORY_STREAM_CEILING),
    },
    production: parsed.NODE_ENV === 'production',
    logLevel: parsed.LOG_LEVEL ?? 'warn',
  };
}

export const webDistExists = (config: AppConfig): boolean => existsSync(resolve(config.webDistDir, 'index.html'));

/** What `pnpm admin:password` reads: the server's database, and ADMIN_EMAIL / ADMIN_PASSWORD only when set, checked as the server checks them. */
export function loadAdminPasswordCommandConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = parseEnv(env, Number.MAX_SAFE_INTEGER);
  return {
    databasePath: resolveFromRoot(parsed.DATABASE_PATH, DEFAULT_DATABASE_PATH),
    databaseUrl: parsed.DATABASE_URL,
    email: parsed.ADMIN_EMAIL,
    password: parsed.ADMIN_PASSWORD,
  };
}
