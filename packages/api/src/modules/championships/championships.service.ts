import {
  CATEGORIES_EN_TOO_LONG,
  type Championship,
  type championshipCreateInput,
  type championshipUpdateInput,
  englishLinesFit,
  type PricingPeriod,
  REQUIREMENTS_EN_TOO_LONG,
} from '@app/contract';
import { type ChampionshipTable, type Db, fromBool, readJson, toBool, writeJson } from '@app/db';
import type { Insertable, Updateable } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/domain-error';
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
  categoriesEn: readJson<string[]>(row.categoriesEn, []),
  requirementsEn: readJson<string[]>(row.requirementsEn, []),
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

type Lists = Pick<Championship, 'categories' | 'requirements' | 'categoriesEn' | 'requirementsEn'>;

/** Each English line translates the French line at its place: an English list longer than its French one is refused. */
function checkEnglishLines(lists: Lists): void {
  if (!englishLinesFit(lists.categories, lists.categoriesEn)) throw badRequest(CATEGORIES_EN_TOO_LONG);
  if (!englishLinesFit(lists.requirements, lists.requirementsEn)) throw badRequest(REQUIREMENTS_EN_TOO_LONG);
}

export async function create(db: Db, input: z.output<typeof championshipCreateInput>): Promise<Championship> {
  checkEnglishLines(input);
  const row: Insertable<ChampionshipTable> = {
    id: input.id,
    name: input.name,
    nameEn: input.nameEn,
    dates: input.dates,
    description: input.description,
    descriptionEn: input.descriptionEn,
    categories: writeJson(input.categories),
    requirements: writeJson(input.requirements),
    categoriesEn: writeJson(input.categoriesEn),
    requirementsEn: writeJson(input.requirementsEn),
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
  const { id, categories, requirements, categoriesEn, requirementsEn, registrationButtons, active, order, ...plain } =
    input;
  if (categories ?? requirements ?? categoriesEn ?? requirementsEn) {
    // The lists as they will be once written, the ones not sent as they are stored.
    const current = await repo.findById(db, id);
    if (!current) throw notFound('Championnat introuvable');
    checkEnglishLines({
      categories: categories ?? readJson<string[]>(current.categories, []),
      requirements: requirements ?? readJson<string[]>(current.requirements, []),
      categoriesEn: categoriesEn ?? readJson<string[]>(current.categoriesEn, []),
      requirementsEn: requirementsEn ?? readJson<string[]>(current.requirementsEn, []),
    });
  }
  const patch: Omit<Updateable<ChampionshipTable>, 'id'> = { ...plain };
  if (categories !== undefined) patch.categories = writeJson(categories);
  if (requirements !== undefined) patch.requirements = writeJson(requirements);
  if (categoriesEn !== undefined) patch.categoriesEn = writeJson(categoriesEn);
  if (requirementsEn !== undefined) patch.requirementsEn = writeJson(requirementsEn);
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
