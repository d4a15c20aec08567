import { GENERIC_ERROR, LOGIN_NETWORK_FAILED, type ParticipantImportMapping, type ParticipantsImportAnswer, participantsImportAnswerSchema } from '@app/contract';
import { getAdminToken, onUnauthorized } from '../../../../lib/admin-token';

export interface ImportOptions {
  dryRun: boolean;
  /** Sent only once the admin changed a column: until then the server reads the headers itself. */
  mapping?: ParticipantImportMapping | undefined;
  /** Championship of the rows whose file has no Championnat column. */
  championshipId?: string | undefined;
}

/**
 * POST /api/admin/participants/import as multipart (tRPC carries no file): the same token and the same
 * 401 handling as every admin call, the server's French message when it refuses, and 'Erreur de
 * connexion au serveur' rather than the browser's English when it cannot be reached.
 */
export async function importParticipants(file: File, { dryRun, mapping, championshipId }: ImportOptions): Promise<ParticipantsImportAnswer> {
  const body = new FormData();
  body.append('file', file);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  if (championshipId) body.append('championshipId', championshipId);
  const token = getAdminToken();
  let res: Response;
  try {
    res = await fetch(`/api/admin/participants/import${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(LOGIN_NETWORK_FAILED);
  }
  if (res.status === 401) onUnauthorized();
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(GENERIC_ERROR);
  }
  if (!res.ok) {
    const message = (json as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' && message ? message : GENERIC_ERROR);
  }
  const answer = participantsImportAnswerSchema.safeParse(json);
  if (!answer.success) throw new Error(GENERIC_ERROR);
  return answer.data;
}
