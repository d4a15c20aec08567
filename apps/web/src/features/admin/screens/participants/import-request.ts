import { type ParticipantImportMapping, type ParticipantsImportAnswer, participantsImportAnswerSchema } from '@app/contract';
import { postAdminFile } from '../../crud/post-admin-file';

export interface ImportOptions {
  dryRun: boolean;
  /** Sent only once the admin changed a column: until then the server reads the headers itself. */
  mapping?: ParticipantImportMapping | undefined;
  /** Championship of the rows whose file has no Championnat column. */
  championshipId?: string | undefined;
}

/** POST /api/admin/participants/import: a dry run answers the preview, a real run stores every row or none. */
export async function importParticipants(file: File, { dryRun, mapping, championshipId }: ImportOptions): Promise<ParticipantsImportAnswer> {
  const body = new FormData();
  body.append('file', file);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  if (championshipId) body.append('championshipId', championshipId);
  return postAdminFile(`/api/admin/participants/import${dryRun ? '?dryRun=true' : ''}`, body, participantsImportAnswerSchema);
}
