import type { Partner, partnerCreateInput, partnerUpdateInput } from '@app/contract';
import type { Db, PartnerTable } from '@app/db';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { assertTouched, definedOnly } from '../../lib/crud';
import { notFound } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import * as repo from './partners.repository';

const toPartner = (row: Selectable<PartnerTable>): Partner => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  website: row.website,
  description: row.description,
  descriptionEn: row.descriptionEn,
  level: row.level as Partner['level'],
  order: row.sortOrder,
});

export const list = async (db: Db) => (await repo.findAll(db)).map(toPartner);

export async function byId(db: Db, id: string): Promise<Partner> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Partenaire introuvable');
  return toPartner(row);
}

export async function create(db: Db, input: z.output<typeof partnerCreateInput>): Promise<Partner> {
  const { order, ...rest } = input;
  const id = newId();
  await repo.insert(db, { id, ...rest, sortOrder: order });
  return byId(db, id);
}

export async function update(db: Db, input: z.output<typeof partnerUpdateInput>): Promise<Partner> {
  const { id, order, ...rest } = input;
  const patch = definedOnly({ ...rest, sortOrder: order });
  if (Object.keys(patch).length > 0) assertTouched(await repo.update(db, id, patch), 'Partenaire');
  return byId(db, id);
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Partenaire');
  return { message: 'Partenaire supprimé' };
}
