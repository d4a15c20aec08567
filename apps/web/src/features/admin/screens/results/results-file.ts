import { GENERIC_ERROR, LOGIN_NETWORK_FAILED, type ResultsImportAnswer, resultsImportAnswerSchema } from '@app/contract';
import { getAdminToken, onUnauthorized } from '../../../../lib/admin-token';

/** The files race software writes: ErgRace JSON, Venue Racing `… Results.txt`, a CSV. */
export const RESULT_FILE_ACCEPT = '.json,.txt,.csv';
export const WRONG_RESULT_FILE = 'Choisissez un fichier de résultats .json (ErgRace), .txt (Venue Racing) ou .csv.';

export const isResultFile = (file: File) => RESULT_FILE_ACCEPT.split(',').some((ext) => file.name.toLowerCase().endsWith(ext));

/**
 * Reads a results file through the import route without storing anything (dryRun=true): the same
 * reader as the venue's scripts, so the preview is exactly what the file says. Publishing is done
 * afterwards with results.setRanking, so that the administrator's DNS/DNF/DSQ choices are kept.
 * Throws an Error carrying the server's French message (a broken file names its line).
 */
export async function previewResultsFile(eventId: string, file: File): Promise<ResultsImportAnswer> {
  const body = new FormData();
  body.append('file', file);
  const token = getAdminToken();
  let res: Response;
  try {
    res = await fetch(`/api/admin/events/${encodeURIComponent(eventId)}/results/import?dryRun=true`, {
      method: 'POST',
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(LOGIN_NETWORK_FAILED);
  }
  // Like every other admin call: an expired token sends the administrator back to the login page.
  if (res.status === 401) onUnauthorized();
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  if (!res.ok) {
    const message = (json as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' && message ? message : GENERIC_ERROR);
  }
  const answer = resultsImportAnswerSchema.safeParse(json);
  if (!answer.success) throw new Error(GENERIC_ERROR);
  return answer.data;
}
