import type { Db } from '@app/db';
import type { ByteSource } from '@app/race-files';
import { RateLimiter } from './lib/rate-limiter';
import { PublicCache } from './lib/public-cache';
import { findAdminByToken } from './modules/auth/auth.service';

export interface ApiConfig {
  /** Failed login attempts allowed per minute per address and per account; 0 = no limit. */
  loginRateLimit: number;
  sessionIdleMs: number;
  sessionMaxMs: number;
  uploadsDir: string;
  /** The time the retention job reads; tests move it (absent: the real clock). */
  clock?: () => Date;
}

/** What every procedure can reach; built once per server (factories, not singletons). */
export interface ApiDeps {
  db: Db;
  config: ApiConfig;
  loginLimiter: RateLimiter;
  publicCache: PublicCache;
}

/** `shared`: the version and limits of a site served by several processes (apps/server/src/signals). */
export function createApiDeps(db: Db, config: ApiConfig, shared: Partial<Pick<ApiDeps, 'loginLimiter' | 'publicCache'>> = {}): ApiDeps {
  return { db, config, loginLimiter: new RateLimiter(config.loginRateLimit), publicCache: new PublicCache(), ...shared };
}

/** Sets a header of the answer (X-Total-Count of the lists); absent for callers without an HTTP answer. */
export type SetHeader = (name: string, value: string) => void;

export interface RequestInfo {
  authorization?: string | undefined;
  ip: string;
  setHeader?: SetHeader | undefined;
}

export type Context = ApiDeps & {
  ip: string;
  admin: { id: string; email: string; tokenHash: string } | null;
  setHeader?: SetHeader | undefined;
  /**
   * A file the multipart routes received (apps/server): the import procedures read these bytes and
   * leave `contentBase64` empty, rather than have the route turn 8 MB into base64 and back.
   */
  file?: ByteSource | undefined;
};

export async function createContext(deps: ApiDeps, request: RequestInfo): Promise<Context> {
  const header = request.authorization;
  // The scheme is case-insensitive (RFC 9110, 11.1): `bearer`, `BEARER` and `Bearer` are the same.
  const token = /^bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
  const admin = token ? await findAdminByToken(deps, token) : null;
  return { ...deps, ip: request.ip, admin, setHeader: request.setHeader };
}
