import type { Participant } from '@app/contract';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ParticipantRow, type ParticipantRowActions, type ParticipantRowLabels } from './ParticipantRow';

interface Props extends ParticipantRowActions {
  items: readonly Participant[];
  /** Another page or search is on its way: the rows shown are the previous answer's. */
  updating: boolean;
}

/**
 * The page of participants on screen; drawn again only when the rows (or their state) change, not per
 * keystroke. Its own layer (`will-change`): dimming it while the next page loads does not paint the
 * 50 rows again, twice per search. Fixed layout with the columns' widths given: another page of rows
 * is laid out without measuring every cell first (about half the layout and paint of a search); the
 * minimum width keeps an e-mail address on one line on a phone, where the table scrolls sideways.
 */
export const ParticipantsTable = memo(function ParticipantsTable({ items, updating, ...actions }: Props) {
  const { t } = useTranslation('admin');
  const labels = useMemo<ParticipantRowLabels>(() => ({ edit: t('common.edit'), delete: t('common.delete') }), [t]);
  return (
    <div
      className={`overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 will-change-[opacity] ${updating ? 'opacity-70' : ''}`}
    >
      <table className="w-full min-w-[1040px] table-fixed break-words text-left text-sm" data-testid="admin-list">
        <colgroup>
          <col />
          <col />
          <col className="w-[16%]" />
          <col className="w-36" />
          <col className="w-24" />
          <col className="w-44" />
          <col className="w-24" />
        </colgroup>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Nom / championnat
            </th>
            <th scope="col" className="px-3 py-2">
              Contact
            </th>
            <th scope="col" className="px-3 py-2">
              Club
            </th>
            <th scope="col" className="px-3 py-2">
              Catégorie
            </th>
            <th scope="col" className="px-3 py-2">
              Dossard
            </th>
            <th scope="col" className="px-3 py-2">
              Statut
            </th>
            <th scope="col" className="px-3 py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((p, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is a place in the page (the rows hold no state): another search or page rewrites the 50 rows' texts rather than replacing their elements.
            <ParticipantRow key={position} participant={p} labels={labels} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
