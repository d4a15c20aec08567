import {
  BODY_TOO_LARGE,
  GENERIC_ERROR,
  INVALID_JSON_BODY,
  JSON_ONLY,
  NOT_FOUND,
  TOO_MANY_ATTEMPTS,
  UNAUTHORIZED,
} from '@app/contract';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context';
import { DomainError } from './lib/domain-error';
import { formatIssues } from './lib/format-issues';

const LIBRARY_ERRORS: Partial<Record<TRPCError['code'], string>> = {
  PARSE_ERROR: INVALID_JSON_BODY,
  BAD_REQUEST: 'Requête invalide (corps ou paramètre input non JSON)',
  NOT_FOUND: NOT_FOUND,
  METHOD_NOT_SUPPORTED: 'Méthode HTTP non autorisée pour cette procédure',
  PAYLOAD_TOO_LARGE: BODY_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE: JSON_ONLY,
  UNAUTHORIZED: UNAUTHORIZED,
  TOO_MANY_REQUESTS: TOO_MANY_ATTEMPTS,
};

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const zod = error.cause instanceof ZodError ? error.cause : null;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      // Our messages (domain errors, the token check) are French; the library's own (unparsable
      // JSON, unknown procedure, wrong method) are English and may quote the request: replaced.
      const ours = error.cause instanceof DomainError || error.message === UNAUTHORIZED;
      // No stack trace, SQL or library text ever leaves the server.
      return {
        message: zod
          ? formatIssues(zod.issues)
          : internal
            ? GENERIC_ERROR
            : ours
              ? shape.message
              : (LIBRARY_ERRORS[error.code] ?? GENERIC_ERROR),
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, issues: zod?.issues },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Domain errors from services become TRPC errors here, once, for every procedure. */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.kind, message: cause.message, cause });
  }
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR') {
    console.error(result.error.cause ?? result.error);
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapDomainErrors);

export const adminProcedure = publicProcedure.use(async ({ ctx, next, type, path, getRawInput }) => {
  if (!ctx.admin) throw new TRPCError({ code: 'UNAUTHORIZED', message: UNAUTHORIZED });
  const admin = ctx.admin;
  if (type !== 'mutation') return next({ ctx: { ...ctx, admin } });
  // Every admin write is in the audit trail, here rather than in each service, so none escapes it.
  const audit = await ctx.beginAudit(ctx.db, admin, path, await getRawInput().catch(() => undefined));
  const result = await next({ ctx: { ...ctx, admin } });
  if (result.ok) {
    await audit.commit(result.data);
    // Every admin write may change what the public sees: drop the cached public answers.
    await ctx.publicCache.clear(path);
  }
  return result;
});
