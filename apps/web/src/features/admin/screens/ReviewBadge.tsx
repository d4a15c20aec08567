import { type ReviewStatus, reviewStatusLabels } from '@app/contract';
import { Check, X } from 'lucide-react';
import { Badge } from '../../../ui/Badge';

const tone = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' } as const;
export const ReviewBadge = ({ status }: { status: ReviewStatus }) => (
  <span className="shrink-0">
    <Badge tone={tone[status]}>{reviewStatusLabels[status].fr}</Badge>
  </span>
);

/** Approve and reject, offered only while the request is pending (spec section 4). */
export function ReviewActions({
  status,
  onDecide,
}: {
  status: ReviewStatus;
  onDecide: (next: 'APPROVED' | 'REJECTED') => void;
}) {
  if (status !== 'PENDING') return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => onDecide('APPROVED')}
        className="inline-flex items-center gap-1 rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        <Check aria-hidden="true" className="h-4 w-4" /> Approuver
      </button>
      <button
        type="button"
        onClick={() => onDecide('REJECTED')}
        className="inline-flex items-center gap-1 rounded-md bg-rose-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-800"
      >
        <X aria-hidden="true" className="h-4 w-4" /> Refuser
      </button>
    </div>
  );
}

/** The four counters of a review list, from the server's counts over every request: pending, approved, rejected, total. */
export const reviewCounters = (counts: Record<ReviewStatus | 'total', number>) => [
  { label: 'En attente', value: counts.PENDING, tone: 'bg-amber-50 text-amber-900' },
  { label: 'Approuvées', value: counts.APPROVED, tone: 'bg-emerald-50 text-emerald-900' },
  { label: 'Refusées', value: counts.REJECTED, tone: 'bg-rose-50 text-rose-900' },
  { label: 'Total', value: counts.total, tone: 'bg-white text-slate-900' },
];

export const reviewStatusOptions = (statuses: readonly ReviewStatus[]) => [
  { value: 'all' as const, label: 'Tous les statuts' },
  ...statuses.map((s) => ({ value: s, label: reviewStatusLabels[s].fr })),
];
