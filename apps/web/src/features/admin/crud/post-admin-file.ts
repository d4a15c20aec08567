import { GENERIC_ERROR, LOGIN_NETWORK_FAILED } from '@app/contract';
import type { z } from 'zod';
import { getAdminToken, onUnauthorized } from '../../../lib/admin-token';

/**
 * POSTs a multipart form to an admin REST route (tRPC carries no file): the same token and the same
 * 401 handling as every admin call, the server's French message when it refuses, and 'Erreur de
 * connexion au serveur' rather than the browser's English when it cannot be reached.
 */
export async function postAdminFile<T extends z.ZodType>(
  url: string,
  body: FormData,
  answerSchema: T,
): Promise<z.output<T>> {
  const token = getAdminToken();
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(LOGIN_NETWORK_FAILED);
  }
  // An expired token sends the administrator back to the login page.
  if (res.status === 401) onUnauthorized();
  let json: unknown = null;
  try {
    json = JSON.parse(await res.text());
  } catch {}
  if (!res.ok) {
    const message = (json as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' && message ? message : GENERIC_ERROR);
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new Error(GENERIC_ERROR);
  return answer.data;
}
