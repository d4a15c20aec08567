import type { Participant, participantCreateInput, participantUpdateInput, PublicParticipant } from '@app/contract';
import { type Db, fromBool, toBool } from '@app/db';
import type { z } from 'zod';
import { assertTouched, boolColumn, definedOnly } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import * as repo from './participants.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

const toParticipant = (row: Row): Participant => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  club: row.club,
  category: row.category,
  championshipId: row.championshipId,
  championship: { id: row.championshipId, name: row.championshipName, nameEn: row.championshipNameEn },
  bib: row.bib,
  personalBest: row.personalBest,
  registrationDate: row.registrationDate,
  confirmed: toBool(row.confirmed),
  paid: toBool(row.paid),
});

/** The public projection: no e-mail, phone, payment or confirmation (design.md). */
const toPublic = ({ email: _e, phone: _p, confirmed: _c, paid: _d, ...rest }: Participant): PublicParticipant => rest;

export const list = async (db: Db) => (await repo.findAll(db)).map(toParticipant);
export const publicList = async (db: Db) => (await repo.findAll(db, { activeOnly: true })).map(toParticipant).map(toPublic);
export const activeChampionshipIds = (db: Db) => repo.activeChampionshipIds(db);

export async function byId(db: Db, id: string): Promise<Participant> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Participant introuvable');
  return toParticipant(row);
}

export async function create(db: Db, input: z.output<typeof participantCreateInput>): Promise<Participant> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.championshipExists(trx, input.championshipId))) throw badRequest('Championnat inconnu');
    await repo.insert(trx, { id, ...input, confirmed: fromBool(input.confirmed), paid: fromBool(input.paid), registrationDate: nowIso() });
  });
  return byId(db, id);
}

export async function update(db: Db, input: z.output<typeof participantUpdateInput>): Promise<Participant> {
  const { id, confirmed, paid, ...rest } = input;
  const patch = definedOnly({ ...rest, confirmed: boolColumn(confirmed), paid: boolColumn(paid) });
  await db.transaction().execute(async (trx) => {
    if (patch.championshipId && !(await repo.championshipExists(trx, patch.championshipId))) throw badRequest('Championnat inconnu');
    if (Object.keys(patch).length > 0) assertTouched(await repo.update(trx, id, patch), 'Participant');
  });
  return byId(db, id);
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Participant');
  return { message: 'Participant supprimé' };
}
