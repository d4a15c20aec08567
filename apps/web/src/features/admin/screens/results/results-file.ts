import { type ResultsImportAnswer, resultsImportAnswerSchema } from '@app/contract';
import { postAdminFile } from '../../crud/post-admin-file';

/** The files race software writes: ErgRace JSON, Venue Racing `… Results.txt`, a CSV. */
export const RESULT_FILE_ACCEPT = '.json,.txt,.csv';
export const WRONG_RESULT_FILE = 'Choisissez un fichier de résultats .json (ErgRace), .txt (Venue Racing) ou .csv.';

export const isResultFile = (file: File) =>
  RESULT_FILE_ACCEPT.split(',').some((ext) => file.name.toLowerCase().endsWith(ext));

/**
 * Reads a results file through the import route without storing anything (dryRun=true): the same
 * reader as the venue's scripts, so the preview is exactly what the file says. Publishing is done
 * afterwards with results.setRanking, so that the administrator's DNS/DNF/DSQ choices are kept.
 * Throws an Error carrying the server's French message (a broken file names its line).
 */
export async function previewResultsFile(eventId: string, file: File): Promise<ResultsImportAnswer> {
  const body = new FormData();
  body.append('file', file);
  return postAdminFile(
    `/api/admin/events/${encodeURIComponent(eventId)}/results/import?dryRun=true`,
    body,
    resultsImportAnswerSchema,
  );
}
