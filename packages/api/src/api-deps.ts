import type { Db } from '@app/db';
import type { ApiConfig, ApiDeps } from './context';
import { LoginDelay } from './lib/login-delay';
import { PublicCache } from './lib/public-cache';
import { RateLimiter } from './lib/rate-limiter';
import { beginAudit } from './modules/audit/audit-recorder';
import { findAdminByToken } from './modules/auth/auth.service';

/**
 * Everything a procedure can reach, built once per server (factories, not singletons). What the foundation
 * (trpc.ts, context.ts) needs of the domain modules, the token check and the audit trail, is wired here,
 * beside root.ts, so the foundation never imports a module.
 * `shared`: the version and limits of a site served by several processes (apps/server/src/signals).
 */
export function createApiDeps(
  db: Db,
  config: ApiConfig,
  shared: Partial<Pick<ApiDeps, 'loginLimiter' | 'loginDelay' | 'publicCache'>> = {},
): ApiDeps {
  return {
    db,
    config,
    loginLimiter: new RateLimiter(config.loginRateLimit),
    loginDelay: new LoginDelay(config.loginRateLimit),
    publicCache: new PublicCache(),
    findAdmin: (token) => findAdminByToken({ db, config }, token),
    beginAudit,
    ...shared,
  };
}
