import type { Participant, participantCreateInput, participantUpdateInput, PublicParticipant } from '@app/contract';
import { type Db, fromBool, toBool } from '@app/db';
import type { z } from 'zod';
import { assertTouched, boolColumn, definedOnly } from '../../lib/crud';
import { badRequest, conflict, notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/sql-errors';
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
export const publicList = async (db: Db) =>
  (await repo.findAll(db, { activeOnly: true })).map(toParticipant).map(toPublic);
export const activeChampionshipIds = (db: Db) => repo.activeChampionshipIds(db);

export async function byId(db: Db, id: string): Promise<Participant> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Participant introuvable');
  return toParticipant(row);
}

export const bibTaken = (bib: string) => conflict(`Dossard déjà attribué dans ce championnat : ${bib}`);

/** A bib is given once per championship: checked first for the message, and by the unique index for races. */
async function assertBibFree(
  db: Db,
  championshipId: string,
  bib: string | null | undefined,
  exceptId?: string,
): Promise<void> {
  if (bib && (await repo.findBibHolder(db, championshipId, bib, exceptId))) throw bibTaken(bib);
}
async function guardBib<T>(bib: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (bib && isUniqueViolation(e)) throw bibTaken(bib);
    throw e;
  }
}

export async function create(db: Db, input: z.output<typeof participantCreateInput>): Promise<Participant> {
  const id = newId();
  await guardBib(input.bib, () =>
    db.transaction().execute(async (trx) => {
      if (!(await repo.championshipExists(trx, input.championshipId))) throw badRequest('Championnat inconnu');
      await assertBibFree(trx, input.championshipId, input.bib);
      await repo.insert(trx, {
        id,
        ...input,
        confirmed: fromBool(input.confirmed),
        paid: fromBool(input.paid),
        registrationDate: nowIso(),
      });
    }),
  );
  return byId(db, id);
}

export async function update(db: Db, input: z.output<typeof participantUpdateInput>): Promise<Participant> {
  const { id, confirmed, paid, ...rest } = input;
  const patch = definedOnly({ ...rest, confirmed: boolColumn(confirmed), paid: boolColumn(paid) });
  // Moving to another championship or changing the bib: the bib must be free where the participant ends up.
  const movesBib = patch.championshipId !== undefined || patch.bib !== undefined;
  const stored = movesBib ? await repo.findStoredById(db, id) : undefined;
  if (movesBib && !stored) throw notFound('Participant introuvable');
  const bib = patch.bib !== undefined ? patch.bib : stored?.bib;
  await guardBib(bib, () =>
    db.transaction().execute(async (trx) => {
      if (patch.championshipId && !(await repo.championshipExists(trx, patch.championshipId)))
        throw badRequest('Championnat inconnu');
      if (stored) await assertBibFree(trx, patch.championshipId ?? stored.championshipId, bib, id);
      if (Object.keys(patch).length > 0) assertTouched(await repo.update(trx, id, patch), 'Participant');
    }),
  );
  return byId(db, id);
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Participant');
  return { message: 'Participant supprimé' };
}
