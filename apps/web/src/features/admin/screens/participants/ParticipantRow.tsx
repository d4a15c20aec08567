import type { Participant } from '@app/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';

export type ParticipantFlag = 'confirmed' | 'paid';

export interface ParticipantRowActions {
  onToggle: (participant: Participant, flag: ParticipantFlag) => void;
  onEdit: (participant: Participant) => void;
  onDelete: (participant: Participant) => void;
}

/** The edit and delete buttons' words, translated once for the whole page of rows. */
export interface ParticipantRowLabels {
  edit: string;
  delete: string;
}

const pill = 'whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold';
// Made once: the same element in every row and render, which React leaves as it is.
const editIcon = <Pencil aria-hidden="true" className="h-4 w-4" />;
const deleteIcon = <Trash2 aria-hidden="true" className="h-4 w-4" />;

/**
 * One participant of the admin list. Memoised: a keystroke in the search box re-renders the screen,
 * and the 50 rows on screen stay as they are until the server answers with other ones. The edit and
 * delete buttons are RowActions' without its translation hook: 50 rows drawn at once paid for 50.
 */
export const ParticipantRow = memo(function ParticipantRow({
  participant: p,
  labels,
  onToggle,
  onEdit,
  onDelete,
}: { participant: Participant; labels: ParticipantRowLabels } & ParticipantRowActions) {
  const name = `${p.firstName} ${p.lastName}`;
  return (
    <tr data-testid="admin-item">
      <td className="px-3 py-2">
        <p className="font-medium text-slate-900">
          {p.lastName} {p.firstName}
        </p>
        <p className="text-xs text-slate-600">{p.championship.name}</p>
      </td>
      <td className="px-3 py-2 text-xs">
        <p>{p.email}</p>
        <p className="text-slate-600">{p.phone}</p>
      </td>
      <td className="px-3 py-2">{p.club}</td>
      <td className="px-3 py-2">{p.category}</td>
      <td className="px-3 py-2 font-mono">{p.bib}</td>
      <td className="px-3 py-2">
        <div className="flex gap-1">
          <button
            type="button"
            aria-pressed={p.confirmed}
            onClick={() => onToggle(p, 'confirmed')}
            className={`${pill} ${p.confirmed ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
          >
            {p.confirmed ? 'Confirmé' : 'En attente'}
          </button>
          <button
            type="button"
            aria-pressed={p.paid}
            onClick={() => onToggle(p, 'paid')}
            className={`${pill} ${p.paid ? 'bg-emerald-100 text-emerald-900' : 'bg-rose-100 text-rose-900'}`}
          >
            {p.paid ? 'Payé' : 'Non payé'}
          </button>
        </div>
      </td>
      <td className="px-3 py-2">
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => onEdit(p)}
            className="rounded-md p-2 text-sky-800 hover:bg-sky-50"
            aria-label={`${labels.edit} ${name}`}
          >
            {editIcon}
          </button>
          <button
            type="button"
            onClick={() => onDelete(p)}
            className="rounded-md p-2 text-rose-700 hover:bg-rose-50"
            aria-label={`${labels.delete} ${name}`}
          >
            {deleteIcon}
          </button>
        </div>
      </td>
    </tr>
  );
});
