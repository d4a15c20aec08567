import type { Championship, championshipCreateInput, championshipUpdateInput, PricingPeriod } from '@app/contract';
import { type ChampionshipTable, type Db, fromBool, readJson, toBool, writeJson } from '@app/db';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/domain-error';
import { isUniqueViolation } from '../../lib/sql-errors';
import { toPricingPeriod } from '../pricing/pricing.mapper';
import * as repo from './championships.repository';

type Row = Awaited<ReturnType<typeof repo.findAll>>[number];

const toChampionship = (row: Row, periods: PricingPeriod[]): Championship => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  dates: row.dates,
  description: row.description,
  descriptionEn: row.descriptionEn,
  categories: readJson<string[]>(row.categories, []),
  requirements: readJson<string[]>(row.requirements, []),
  registrationButtons: readJson<Championship['registrationButtons']>(row.registrationButtons, []),
  pricingPeriods: periods.filter((p) => p.championshipId === row.id),
  active: toBool(row.active),
  order: row.sortOrder,
});

export async function list(db: Db, opts: { activeOnly: boolean }): Promise<Championship[]> {
  const [rows, periods] = await Promise.all([repo.findAll(db, opts), repo.findPricingPeriods(db, opts)]);
  const mapped = periods.map(toPricingPeriod);
  return rows.map((row) => toChampionship(row, mapped));
}

export async function byId(db: Db, id: string): Promise<Championship> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Championnat introuvable');
  const periods = await repo.findPricingPeriods(db, { activeOnly: false, championshipId: id });
  return toChampionship(row, periods.map(toPricingPeriod));
}

export async function create(db: Db, input: z.output<typeof championshipCreateInput>): Promise<Championship> {
  const row: ChampionshipTable = {
    id: input.id,
    name: input.name,
    nameEn: input.nameEn,
    dates: input.dates,
    description: input.description,
    descriptionEn: input.descriptionEn,
    categories: writeJson(input.categories),
    requirements: writeJson(input.requirements),
    registrationButtons: writeJson(input.registrationButtons),
    active: fromBool(input.active),
    sortOrder: input.order,
  };
  try {
    await repo.insert(db, row);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(`Un championnat avec l'ID « ${input.id} » existe déjà`);
    throw e;
  }
  return byId(db, input.id);
}

export async function update(db: Db, input: z.output<typeof championshipUpdateInput>): Promise<Championship> {
  const { id, categories, requirements, registrationButtons, active, order, ...plain } = input;
  const patch: Partial<Omit<ChampionshipTable, 'id'>> = { ...plain };
  if (categories !== undefined) patch.categories = writeJson(categories);
  if (requirements !== undefined) patch.requirements = writeJson(requirements);
  if (registrationButtons !== undefined) patch.registrationButtons = writeJson(registrationButtons);
  if (active !== undefined) patch.active = fromBool(active);
  if (order !== undefined) patch.sortOrder = order;
  if (Object.keys(patch).length > 0) {
    const res = await repo.update(db, id, patch);
    if (Number(res.numUpdatedRows) === 0) throw notFound('Championnat introuvable');
  } else if (!(await repo.findById(db, id))) {
    throw notFound('Championnat introuvable');
  }
  return byId(db, id);
}

/** Refused while events, pricing periods or participants still point at it: nothing is deleted behind the admin's back. */
export async function remove(db: Db, id: string): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.findById(trx, id))) throw notFound('Championnat introuvable');
    const deps = await repo.countDependents(trx, id);
    if (deps.events + deps.pricingPeriods + deps.participants > 0) {
      throw conflict(
        `Impossible de supprimer ce championnat : ${deps.events} épreuve(s), ${deps.pricingPeriods} période(s) tarifaire(s) et ${deps.participants} participant(s) y sont rattachés`,
      );
    }
    await repo.remove(trx, id);
    return { message: 'Championnat supprimé' };
  });
}
