import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

// The only place that reads process.env (style.md): everything else receives an AppConfig.
export interface AppConfig {
  port: number;
  host: string;
  databasePath: string;
  uploadsDir: string;
  webDistDir: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  formRateLimit: number;
  loginRateLimit: number;
  production: boolean;
  logLevel: string;
}

const int = (raw: string | undefined, fallback: number): number => {
  const n = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

const repoRoot = resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databasePath: resolve(env.DATABASE_PATH || resolve(repoRoot, 'data/app.db')),
    uploadsDir: resolve(env.UPLOADS_DIR || resolve(repoRoot, 'uploads')),
    webDistDir: resolve(env.WEB_DIST_DIR || resolve(repoRoot, 'apps/web/dist')),
    adminEmail: env.ADMIN_EMAIL || 'admin@aviron-indoor-2026.fr',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    formRateLimit: int(env.FORM_RATE_LIMIT, 20),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 10),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || 'warn',
  };
}

export const webDistExists = (config: AppConfig): boolean => existsSync(resolve(config.webDistDir, 'index.html'));
