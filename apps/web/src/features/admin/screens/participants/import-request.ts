import {
  type ParticipantsImportAnswer,
  type ParticipantsImportOptions,
  participantsImportAnswerSchema,
} from '@app/contract';
import { postAdminFile } from '../../crud/post-admin-file';

/** POST /api/admin/participants/import: a dry run answers the preview, a real run stores every row or none. */
export async function importParticipants(
  file: File,
  { dryRun, mapping, championshipId }: ParticipantsImportOptions,
): Promise<ParticipantsImportAnswer> {
  const body = new FormData();
  body.append('file', file);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  if (championshipId) body.append('championshipId', championshipId);
  return postAdminFile(
    `/api/admin/participants/import${dryRun ? '?dryRun=true' : ''}`,
    body,
    participantsImportAnswerSchema,
  );
}
