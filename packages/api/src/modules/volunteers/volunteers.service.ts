import {
  type AdminVolunteersQuery,
  type ReviewStatus,
  reviewStatuses,
  VOLUNTEER_SENT,
  type Volunteer,
  type volunteerInput,
} from '@app/contract';
import { type Db, readJson, type VolunteerTable } from '@app/db';
import type { z } from 'zod';
import { assertTouched } from '../../lib/crud';
import { notFound } from '../../lib/domain-error';
import { countByStatus, distinctSorted, listWindow, searchIn } from '../../lib/list-window';
import { newId, nowIso } from '../../lib/ids';
import { assertTransition, reviewTransitions, writeTransition } from '../../lib/status-transition';
import { queueDecisionMail, queueSubmissionMails } from '../mail/mail-compose';
import * as repo from './volunteers.repository';

const toVolunteer = (row: VolunteerTable): Volunteer => ({
  ...row,
  availability: readJson<string[]>(row.availability, []),
  status: row.status as ReviewStatus,
});

export const list = async (db: Db) => (await repo.findAll(db)).map(toVolunteer);

export async function byId(db: Db, id: string): Promise<Volunteer> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Candidature introuvable');
  return toVolunteer(row);
}

const volunteerSearch = searchIn<Volunteer>((v) => [v.firstName, v.lastName, v.email, v.role]);

/** The applications that match, newest first unless `order` is asc (the repository's order is the newest first). */
export function adminWindow(all: readonly Volunteer[], query: AdminVolunteersQuery | undefined) {
  const { status, role } = query ?? {};
  return listWindow(all, query, {
    where: (v) => (!status || v.status === status) && (!role || v.role === role),
    search: volunteerSearch,
    defaultOrder: 'desc',
  });
}

/** The window, with the counts per status and the roles over every application, whatever the filters. */
export const adminPage = (all: readonly Volunteer[], query: AdminVolunteersQuery | undefined) => ({
  ...adminWindow(all, query),
  counts: countByStatus(all, reviewStatuses),
  roles: distinctSorted(all.map((v) => v.role)),
});

/** Id, status and date are the server's: whatever the form sends for them is ignored. */
export async function submit(db: Db, input: z.output<typeof volunteerInput>, publicUrl: string) {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await repo.insert(trx, {
      id,
      ...input,
      availability: JSON.stringify(input.availability),
      status: 'PENDING',
      createdAt: nowIso(),
    });
    await queueSubmissionMails(trx, 'volunteer', input, publicUrl);
  });
  return { id, message: VOLUNTEER_SENT };
}

/** The decision and its mail to the applicant (with the administrator's optional word) land together. */
export async function setStatus(
  db: Db,
  id: string,
  status: ReviewStatus,
  mail: { note?: string | undefined; publicUrl: string },
): Promise<Volunteer> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw notFound('Candidature introuvable');
    assertTransition(reviewTransitions, row.status as ReviewStatus, status);
    await writeTransition(row.status, status, () => repo.setStatus(trx, id, row.status, status));
    const to = { email: row.email, name: `${row.firstName} ${row.lastName}`, language: row.language ?? 'fr' };
    await queueDecisionMail(trx, 'volunteer', to, status === 'APPROVED', mail.note, mail.publicUrl);
    return toVolunteer({ ...row, status });
  });
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Candidature');
  return { message: 'Candidature supprimée' };
}
