import { notFound } from '@tanstack/react-router';

/**
 * A race or athlete address that designates nothing: the query answers NOT_FOUND (unknown) or
 * BAD_REQUEST (an id too long to be one). Over HTTP the code is in the error's data; in the server's
 * own process, on the TRPCError it wraps.
 */
function designatesNothing(error: unknown): boolean {
  const e = error as { data?: { code?: string } | null; cause?: { code?: string } | null } | null;
  const code = e?.data?.code ?? e?.cause?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** Runs a page's loader read; an address that designates nothing becomes the site's 404 page. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (designatesNothing(error)) throw notFound();
    throw error;
  }
}
