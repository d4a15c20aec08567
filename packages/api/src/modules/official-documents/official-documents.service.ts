import {
  fileTypeFromName,
  type OfficialDocument,
  type officialDocumentCreateInput,
  type officialDocumentUpdateInput,
} from '@app/contract';
import type { Db, OfficialDocumentTable } from '@app/db';
import type { z } from 'zod';
import { assertTouched, definedOnly } from '../../lib/crud';
import { notFound } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import { removeUploadedFile } from '../../lib/uploaded-files';
import { countFileUsers } from '../rules/rules.repository';
import * as repo from './official-documents.repository';

const toDocument = (row: OfficialDocumentTable): OfficialDocument => ({
  id: row.id,
  title: row.title,
  titleEn: row.titleEn,
  description: row.description,
  descriptionEn: row.descriptionEn,
  fileName: row.fileName,
  fileUrl: row.fileUrl,
  fileSize: row.fileSize,
  fileType: row.fileType,
  category: row.category as OfficialDocument['category'],
  icon: row.icon as OfficialDocument['icon'],
  color: row.color as OfficialDocument['color'],
  order: row.sortOrder,
});

export const list = async (db: Db) => (await repo.findAll(db)).map(toDocument);

export async function byId(db: Db, id: string): Promise<OfficialDocument> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Document introuvable');
  return toDocument(row);
}

export async function create(db: Db, input: z.output<typeof officialDocumentCreateInput>): Promise<OfficialDocument> {
  const id = newId();
  const { order, ...rest } = input;
  // The type is derived from the file name, never taken from the request (spec section 3).
  await repo.insert(db, { id, ...rest, fileType: fileTypeFromName(input.fileName), sortOrder: order });
  return byId(db, id);
}

export async function update(db: Db, input: z.output<typeof officialDocumentUpdateInput>): Promise<OfficialDocument> {
  const { id, order, ...rest } = input;
  const patch = definedOnly({
    ...rest,
    fileType: rest.fileName ? fileTypeFromName(rest.fileName) : undefined,
    sortOrder: order,
  });
  if (Object.keys(patch).length > 0) assertTouched(await repo.update(db, id, patch), 'Document');
  return byId(db, id);
}

export async function remove(db: Db, uploadsDir: string, id: string) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Document introuvable');
  await repo.remove(db, id);
  if ((await countFileUsers(db, row.fileUrl)) === 0) await removeUploadedFile(db, uploadsDir, row.fileUrl);
  return { message: 'Document supprimé' };
}
