import {
  ACCREDITATION_SENT,
  type Accreditation,
  type AdminAccreditationsQuery,
  type accreditationInput,
  type ReviewStatus,
  reviewStatuses,
} from '@app/contract';
import type { AccreditationTable, Db } from '@app/db';
import type { z } from 'zod';
import { assertTouched } from '../../lib/crud';
import { notFound } from '../../lib/domain-error';
import { countByStatus, listWindow, searchIn } from '../../lib/list-window';
import { newId, nowIso } from '../../lib/ids';
import { assertTransition, reviewTransitions, writeTransition } from '../../lib/status-transition';
import { queueDecisionMail, queueSubmissionMails } from '../mail/mail-compose';
import * as repo from './accreditations.repository';

const toAccreditation = (row: AccreditationTable): Accreditation => ({
  ...row,
  type: row.type as Accreditation['type'],
  status: row.status as ReviewStatus,
});

export const list = async (db: Db) => (await repo.findAll(db)).map(toAccreditation);

export async function byId(db: Db, id: string): Promise<Accreditation> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Demande d’accréditation introuvable');
  return toAccreditation(row);
}

const accreditationSearch = searchIn<Accreditation>((a) => [a.media, a.journalist, a.email]);

/** The requests that match, newest first unless `order` is asc (the repository's order is the newest first). */
export function adminWindow(all: readonly Accreditation[], query: AdminAccreditationsQuery | undefined) {
  const { status, type } = query ?? {};
  return listWindow(all, query, {
    where: (a) => (!status || a.status === status) && (!type || a.type === type),
    search: accreditationSearch,
    defaultOrder: 'desc',
  });
}

/** The window, with the counts per status over every request, whatever the filters. */
export const adminPage = (all: readonly Accreditation[], query: AdminAccreditationsQuery | undefined) => ({
  ...adminWindow(all, query),
  counts: countByStatus(all, reviewStatuses),
});

export async function submit(db: Db, input: z.output<typeof accreditationInput>, publicUrl: string) {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await repo.insert(trx, { id, ...input, status: 'PENDING', createdAt: nowIso() });
    await queueSubmissionMails(trx, 'accreditation', input, publicUrl);
  });
  return { id, message: ACCREDITATION_SENT };
}

/** The decision and its mail to the journalist (with the administrator's optional word) land together. */
export async function setStatus(
  db: Db,
  id: string,
  status: ReviewStatus,
  mail: { note?: string | undefined; publicUrl: string },
): Promise<Accreditation> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw notFound('Demande d’accréditation introuvable');
    assertTransition(reviewTransitions, row.status as ReviewStatus, status);
    await writeTransition(row.status, status, () => repo.setStatus(trx, id, row.status, status));
    const to = { email: row.email, name: row.journalist, language: row.language ?? 'fr' };
    await queueDecisionMail(trx, 'accreditation', to, status === 'APPROVED', mail.note, mail.publicUrl);
    return toAccreditation({ ...row, status });
  });
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Demande d’accréditation');
  return { message: 'Demande d’accréditation supprimée' };
}
