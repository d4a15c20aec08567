import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root';

export { createApiDeps } from './api-deps';
export { type ApiConfig, type ApiDeps, type Context, createContext, type RequestInfo } from './context';
export { formatIssues } from './lib/format-issues';
export { type DataVersion, LocalDataVersion } from './lib/data-version';
export { LoginDelay } from './lib/login-delay';
export { PublicCache } from './lib/public-cache';
export { MemoryRateLimitStore, type RateLimitStore, type RateWindow } from './lib/rate-limit-store';
export { RateLimiter } from './lib/rate-limiter';
export { record as recordAudit } from './modules/audit/audit.service';
export { ensureAdmin } from './modules/auth/auth.service';
export {
  checkKey as checkRaceComputerKey,
  journalUse as journalRaceComputerKeyUse,
  startListByName as liveStartListByName,
} from './modules/live-race/live-race.service';
export { DEFAULT_ADMIN_EMAIL, MIN_ADMIN_PASSWORD_LENGTH, setAdminPassword } from './modules/auth/set-admin-password';
export { PARTICIPANTS_IMPORT_MAX_BYTES } from './modules/participants/participants.import';
export { nextDailyRun } from './modules/retention/daily-time';
export { deletedAny, runDaily } from './modules/retention/retention.service';
export { createSmtpTransport, type MailTransport, sendDue, workerName } from './modules/mail/mail-worker';
export { queueCampaigns } from './modules/campaigns/campaign-queue';
export { downloadName } from './modules/rules/rules.service';
export { ResultsChanges } from './modules/results/results.live-change';
export { answersCreated, createOpenApiDocument } from './openapi';
export { finishOpenApiDocument } from './openapi-finish';
export { createReadOnlyGuard } from './openapi-read-only';
export type { CallProcedure, RenderedPage, RenderEntry, RenderRequest } from './render-entry';
export { type AppRouter, appRouter } from './root';
export { createCallerFactory } from './trpc';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
