import { type ReviewStatus, VOLUNTEER_SENT, type Volunteer, type volunteerInput } from '@app/contract';
import { type Db, readJson, type VolunteerTable } from '@app/db';
import type { z } from 'zod';
import { notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { assertTransition, reviewTransitions } from '../../lib/status-transition';
import * as repo from './volunteers.repository';

const toVolunteer = (row: VolunteerTable): Volunteer => ({ ...row, availability: readJson<string[]>(row.availability, []), status: row.status as ReviewStatus });

export const list = async (db: Db) => (await repo.findAll(db)).map(toVolunteer);

/** Id, status and date are the server's: whatever the form sends for them is ignored. */
export async function submit(db: Db, input: z.output<typeof volunteerInput>) {
  const id = newId();
  await repo.insert(db, { id, ...input, availability: JSON.stringify(input.availability), status: 'PENDING', createdAt: nowIso() });
  return { id, message: VOLUNTEER_SENT };
}

export async function setStatus(db: Db, id: string, status: ReviewStatus): Promise<Volunteer> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw notFound('Candidature introuvable');
    assertTransition(reviewTransitions, row.status as ReviewStatus, status);
    await repo.setStatus(trx, id, status);
    return toVolunteer({ ...row, status });
  });
}
