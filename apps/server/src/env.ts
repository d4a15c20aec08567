import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_UPLOADS_DIR, databasePathFromEnv, isPostgresUrl, resolveFromRoot } from '@app/db';

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
  /** Fastify's trustProxy: behind a reverse proxy, the limits must count the visitor's address, not the proxy's. */
  trustProxy: boolean | string;
  loginRateLimit: number;
  /**
   * CLUSTER: several processes serve the site on one database, so the data version, the limits and the
   * uploaded files are kept in that database (apps/server/src/signals). On by default with PostgreSQL,
   * off with SQLite; `true` or `false` decides.
   */
  cluster: boolean;
  /** S3_BUCKET and its companions: uploads go to that bucket, whether CLUSTER or not; unset, the database or the folder. */
  s3: S3Config | undefined;
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

const int = (raw: string | undefined, fallback: number): number => {
  const n = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** 'true' (every proxy), or the proxies' addresses or subnets, comma-separated; unset trusts none. */
const trustProxy = (raw: string | undefined): boolean | string => {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
};

/** PUBLIC_URL without its trailing slash; unset, the listen address (a wildcard host read as loopback). */
const publicUrl = (raw: string | undefined, host: string, port: number): string => {
  if (raw && /^https?:\/\/[^/\s]+/i.test(raw)) return raw.replace(/\/+$/, '');
  const name = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
};

const s3Config = (env: NodeJS.ProcessEnv): S3Config | undefined => {
  if (!env.S3_BUCKET) return undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
    // Set but empty: keys at the bucket's root.
    prefix: env.S3_PREFIX ?? 'uploads/',
  };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  const webDistDir = resolveFromRoot(env.WEB_DIST_DIR, 'apps/web/dist');
  return {
    port,
    host,
    // Relative paths are taken from the repository root, as in `pnpm db:backup` and `pnpm admin:password`.
    databasePath: databasePathFromEnv(env),
    databaseUrl: env.DATABASE_URL || undefined,
    uploadsDir: resolveFromRoot(env.UPLOADS_DIR, DEFAULT_UPLOADS_DIR),
    webDistDir,
    publicUrl: publicUrl(env.PUBLIC_URL, host, port),
    adminEmail: env.ADMIN_EMAIL || 'admin@aviron-indoor-2026.fr',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO === 'event' ? 'event' : env.SEED_DEMO !== 'false',
    formRateLimit: int(env.FORM_RATE_LIMIT, 20),
    trustProxy: trustProxy(env.TRUST_PROXY),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 10),
    cluster: env.CLUSTER === 'true' || (env.CLUSTER !== 'false' && isPostgresUrl(env.DATABASE_URL ?? '')),
    s3: s3Config(env),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || 'warn',
  };
}

export const webDistExists = (config: AppConfig): boolean => existsSync(resolve(config.webDistDir, 'index.html'));

/** What `pnpm admin:password` reads: the server's database, and ADMIN_EMAIL / ADMIN_PASSWORD only when set. */
export function loadAdminPasswordCommandConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    databasePath: databasePathFromEnv(env),
    databaseUrl: env.DATABASE_URL || undefined,
    email: env.ADMIN_EMAIL || undefined,
    password: env.ADMIN_PASSWORD || undefined,
  };
}
