import type { PracticalInfo, practicalInfoCreateInput, practicalInfoUpdateInput } from '@app/contract';
import { type Db, fromBool, type PracticalInfoTable, readJson, toBool } from '@app/db';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { assertTouched, boolColumn, definedOnly } from '../../lib/crud';
import { notFound } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import * as repo from './practical-info.repository';

/** Stored JSON back to a string or an object; anything else (a corrupt value) reads as text. */
const readContent = (raw: string): PracticalInfo['content'] => {
  const content = readJson<unknown>(raw, raw);
  return typeof content === 'string' || (content && typeof content === 'object' && !Array.isArray(content))
    ? (content as PracticalInfo['content'])
    : String(content);
};

const toInfo = (row: Selectable<PracticalInfoTable>): PracticalInfo => {
  return {
    id: row.id,
    section: row.section as PracticalInfo['section'],
    title: row.title,
    titleEn: row.titleEn,
    content: readContent(row.content),
    contentEn: row.contentEn === null ? null : readContent(row.contentEn),
    active: toBool(row.active),
    order: row.sortOrder,
  };
};

// null (no English) stays SQL null, so that the page shows the French content.
const englishColumn = (content: PracticalInfo['contentEn']) => (content === null ? null : JSON.stringify(content));

export const list = async (db: Db, opts: { activeOnly: boolean }) => (await repo.findAll(db, opts)).map(toInfo);

/** Public shape: an object keyed by section, each value its active items in order. */
export async function bySection(db: Db): Promise<Record<string, PracticalInfo[]>> {
  const grouped: Record<string, PracticalInfo[]> = {};
  for (const item of await list(db, { activeOnly: true })) {
    const items = grouped[item.section] ?? [];
    items.push(item);
    grouped[item.section] = items;
  }
  return grouped;
}

export async function byId(db: Db, id: string): Promise<PracticalInfo> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Information pratique introuvable');
  return toInfo(row);
}

export async function create(db: Db, input: z.output<typeof practicalInfoCreateInput>): Promise<PracticalInfo> {
  const id = newId();
  const { content, contentEn, active, order, ...rest } = input;
  await repo.insert(db, {
    id,
    ...rest,
    content: JSON.stringify(content),
    contentEn: englishColumn(contentEn),
    active: fromBool(active),
    sortOrder: order,
  });
  return byId(db, id);
}

export async function update(db: Db, input: z.output<typeof practicalInfoUpdateInput>): Promise<PracticalInfo> {
  const { id, content, contentEn, active, order, ...rest } = input;
  const patch = definedOnly({
    ...rest,
    content: content === undefined ? undefined : JSON.stringify(content),
    contentEn: contentEn === undefined ? undefined : englishColumn(contentEn),
    active: boolColumn(active),
    sortOrder: order,
  });
  if (Object.keys(patch).length > 0) assertTouched(await repo.update(db, id, patch), 'Information pratique');
  return byId(db, id);
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Information pratique');
  return { message: 'Information pratique supprimée' };
}
