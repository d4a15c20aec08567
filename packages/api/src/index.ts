import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root';

export { type ApiConfig, type ApiDeps, type Context, createApiDeps, createContext, type RequestInfo } from './context';
export { formatIssues } from './lib/format-issues';
export { RateLimiter } from './lib/rate-limiter';
export { ensureAdmin } from './modules/auth/auth.service';
export { downloadName } from './modules/rules/rules.service';
export { answersCreated, createOpenApiDocument } from './openapi';
export { type AppRouter, appRouter } from './root';
export { createCallerFactory } from './trpc';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
