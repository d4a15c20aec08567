import type { PracticalInfo, practicalInfoCreateInput, practicalInfoUpdateInput } from '@app/contract';
import { type Db, fromBool, type PracticalInfoTable, readJson, toBool } from '@app/db';
import type { z } from 'zod';
import { assertTouched, boolColumn, definedOnly } from '../../lib/crud';
import { notFound } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import * as repo from './practical-info.repository';

const toInfo = (row: PracticalInfoTable): PracticalInfo => {
  const content = readJson<unknown>(row.content, row.content);
  return {
    id: row.id,
    section: row.section as PracticalInfo['section'],
    title: row.title,
    titleEn: row.titleEn,
    content: typeof content === 'string' || (content && typeof content === 'object' && !Array.isArray(content)) ? (content as PracticalInfo['content']) : String(content),
    active: toBool(row.active),
    order: row.sortOrder,
  };
};

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
  const { content, active, order, ...rest } = input;
  await repo.insert(db, { id, ...rest, content: JSON.stringify(content), active: fromBool(active), sortOrder: order });
  return byId(db, id);
}

export async function update(db: Db, input: z.output<typeof practicalInfoUpdateInput>): Promise<PracticalInfo> {
  const { id, content, active, order, ...rest } = input;
  const patch = definedOnly({ ...rest, content: content === undefined ? undefined : JSON.stringify(content), active: boolColumn(active), sortOrder: order });
  if (Object.keys(patch).length > 0) assertTouched(await repo.update(db, id, patch), 'Information pratique');
  return byId(db, id);
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Information pratique');
  return { message: 'Information pratique supprimée' };
}
