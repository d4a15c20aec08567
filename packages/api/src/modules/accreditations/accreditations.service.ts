import { ACCREDITATION_SENT, type Accreditation, type accreditationInput, type ReviewStatus } from '@app/contract';
import type { AccreditationTable, Db } from '@app/db';
import type { z } from 'zod';
import { notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { assertTransition, reviewTransitions } from '../../lib/status-transition';
import * as repo from './accreditations.repository';

const toAccreditation = (row: AccreditationTable): Accreditation => ({ ...row, type: row.type as Accreditation['type'], status: row.status as ReviewStatus });

export const list = async (db: Db) => (await repo.findAll(db)).map(toAccreditation);

export async function submit(db: Db, input: z.output<typeof accreditationInput>) {
  const id = newId();
  await repo.insert(db, { id, ...input, status: 'PENDING', createdAt: nowIso() });
  return { id, message: ACCREDITATION_SENT };
}

export async function setStatus(db: Db, id: string, status: ReviewStatus): Promise<Accreditation> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw notFound('Demande d’accréditation introuvable');
    assertTransition(reviewTransitions, row.status as ReviewStatus, status);
    await repo.setStatus(trx, id, status);
    return toAccreditation({ ...row, status });
  });
}
