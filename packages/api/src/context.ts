import type { Db } from '@app/db';
import type { ByteSource } from '@app/race-files';
import type { LoginDelay } from './lib/login-delay';
import type { PublicCache } from './lib/public-cache';
import type { RateLimiter } from './lib/rate-limiter';

export interface ApiConfig {
  /** Failed login attempts allowed per minute per address, and per account before it is slowed; 0 = no limit. */
  loginRateLimit: number;
  sessionIdleMs: number;
  sessionMaxMs: number;
  uploadsDir: string;
  /** The time the retention job reads; tests move it (absent: the real clock). */
  clock?: () => Date;
  /** E-mail (issue 32): whether SMTP_URL is set, and the site's address for the links mails carry. */
  mail?: { configured: boolean; publicUrl: string };
}

/** What every procedure can reach; built once per server (factories, not singletons). */
export interface ApiDeps {
  db: Db;
  config: ApiConfig;
  loginLimiter: RateLimiter;
  /** Slows guesses at one account, from any address (lib/login-delay.ts). */
  loginDelay: LoginDelay;
  publicCache: PublicCache;
  /** The administrator a bearer token names (auth module). Wired by createApiDeps: the foundation imports no domain module. */
  findAdmin: (token: string) => Promise<Admin | null>;
  /** Reads a row before an admin write and records the write once it succeeded (audit module), for adminProcedure. */
  beginAudit: BeginAudit;
}

export interface Admin {
  id: string;
  email: string;
  tokenHash: string;
}

export type BeginAudit = (
  db: Db,
  actor: Omit<Admin, 'tokenHash'>,
  path: string,
  rawInput: unknown,
) => Promise<{ commit(output: unknown): Promise<void> }>;

/** Sets a header of the answer (X-Total-Count of the lists); absent for callers without an HTTP answer. */
export type SetHeader = (name: string, value: string) => void;

export interface RequestInfo {
  authorization?: string | undefined;
  ip: string;
  setHeader?: SetHeader | undefined;
}

export type Context = ApiDeps & {
  ip: string;
  admin: Admin | null;
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
  const admin = token ? await deps.findAdmin(token) : null;
  return { ...deps, ip: request.ip, admin, setHeader: request.setHeader };
}
