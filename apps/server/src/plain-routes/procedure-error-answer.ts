import { formatIssues } from '@app/api';
import { GENERIC_ERROR } from '@app/contract';
import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

export interface ErrorAnswer {
  message: string;
  code: string;
  issues?: unknown[];
  /** The file's line a refused import points at. */
  line?: number;
}

/**
 * The REST answer of a procedure's error for the plain routes that call procedures directly
 * (plain-route.ts), as /api gives it: the status of its tRPC code, its French message (zod issues summed up),
 * never a library's text or a stack.
 */
export function procedureErrorAnswer(error: TRPCError): { status: number; body: ErrorAnswer } {
  const status = getHTTPStatusCodeFromError(error);
  const cause = error.cause as { issues?: unknown; line?: unknown } | undefined;
  const issues =
    status < 500 && Array.isArray(cause?.issues)
      ? (cause.issues as { path?: PropertyKey[]; message: string }[])
      : undefined;
  const message = status >= 500 ? GENERIC_ERROR : issues ? formatIssues(issues) : error.message;
  const body: ErrorAnswer = { message, code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : error.code };
  if (issues) body.issues = issues;
  if (status < 500 && typeof cause?.line === 'number') body.line = cause.line;
  return { status, body };
}
