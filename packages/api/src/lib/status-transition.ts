import type { Db } from '@app/db';
import { conflict } from './domain-error';

/** Refuses any status change the workflow does not allow (409), whatever the caller. */
export function assertTransition<S extends string>(allowed: Record<S, readonly S[]>, from: S, to: S): void {
  if (!(allowed[from] ?? []).includes(to)) throw conflict(`Transition de statut non autorisée : ${from} → ${to}`);
}

/**
 * Writes a status change only if the status is still the one read (`write` answers whether a row
 * changed): of two decisions sent at once, the second finds the first's status and is refused like any
 * other change the workflow does not allow, whatever the database lets run side by side.
 */
export async function writeTransition<S extends string>(from: S, to: S, write: () => Promise<boolean>): Promise<void> {
  if (!(await write()))
    throw conflict(`Transition de statut non autorisée : ${from} → ${to} (statut modifié entre-temps)`);
}

/** The tables whose rows go through a reviewed status (applications, accreditations, messages). */
type ReviewedTable = 'volunteers' | 'accreditations' | 'contactMessages';

/** Sets `status` on the row only if it still has `from`; true when it did (writeTransition's `write`). */
export async function updateStatusIf(
  db: Db,
  table: ReviewedTable,
  id: string,
  from: string,
  status: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ status })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Applications and accreditations: a pending request is approved or rejected, once. */
export const reviewTransitions = {
  PENDING: ['APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
} as const satisfies Record<'PENDING' | 'APPROVED' | 'REJECTED', readonly ('PENDING' | 'APPROVED' | 'REJECTED')[]>;
