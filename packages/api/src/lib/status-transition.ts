import { conflict } from './domain-error';

/** Refuses any status change the workflow does not allow (409), whatever the caller. */
export function assertTransition<S extends string>(allowed: Record<S, readonly S[]>, from: S, to: S): void {
  if (!(allowed[from] ?? []).includes(to)) throw conflict(`Transition de statut non autorisée : ${from} → ${to}`);
}

/** Applications and accreditations: a pending request is approved or rejected, once. */
export const reviewTransitions = {
  PENDING: ['APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
} as const satisfies Record<'PENDING' | 'APPROVED' | 'REJECTED', readonly ('PENDING' | 'APPROVED' | 'REJECTED')[]>;
