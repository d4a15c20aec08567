import { GENERIC_ERROR } from '@app/contract';
import { TRPCClientError } from '@trpc/client';

/** The server's French message when there is one, else the generic text of spec section 8. */
export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError && typeof error.message === 'string' && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR;
}

/** zod issues carried by a refused tRPC call, keyed by field, for field-level messages. */
export function fieldErrors(error: unknown): Record<string, string> {
  const issues = (error as { data?: { issues?: { path?: PropertyKey[]; message: string }[] } })?.data?.issues ?? [];
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path?.[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
