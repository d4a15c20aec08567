import type { Entry, ProgrammeEvent } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../ui/Modal';
import { useTRPCProxy } from '../../../../lib/use-trpc';
import { fresh } from '../../crud/use-admin-list';
import { EntrantSearch } from './EntrantSearch';
import { EntryButtons, EntryError, ScratchedBadge } from './EntryButtons';
import { useEntryActions } from './use-entry-actions';

const entrantName = (e: Entry) => e.crewName ?? `${e.lastName} ${e.firstName}`;

/** A race's entries from the programme: lane, name, club, seed time, status (scratched struck through); add one by search. */
export function RaceEntriesModal({ event, onClose }: { event: ProgrammeEvent | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const race = event ? (i18n.language === 'en' ? event.nameEn : event.name) : '';
  return (
    <Modal open={!!event} title={t('entries.raceTitle', { race })} onClose={onClose} size="xl">
      {event && <RaceEntries event={event} />}
    </Modal>
  );
}

function RaceEntries({ event }: { event: ProgrammeEvent }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const entries = useQuery(fresh(trpc.entries.list.queryOptions({ eventId: event.id }))).data;
  const actions = useEntryActions();
  const entered = new Set((entries ?? []).map((e) => e.participantId));
  const head = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
  return (
    <div data-testid="race-entries">
      <p className="text-sm text-slate-600">{t('entries.count', { count: entries?.length ?? 0 })}</p>
      {entries && entries.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('entries.noEntrant')}</p>}
      {entries && entries.length > 0 && (
        <div className="mt-2 overflow-x-auto rounded-lg ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={head}>{t('entries.lane')}</th>
                <th scope="col" className={head}>{t('entries.name')}</th>
                <th scope="col" className={head}>{t('entries.club')}</th>
                <th scope="col" className={head}>{t('entries.seedTime')}</th>
                <th scope="col" className={head}>{t('entries.status')}</th>
                <th scope="col" className={`${head} text-right`}>{t('entries.actions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((e) => {
                const struck = e.status === 'scratched' ? 'text-slate-500 line-through' : 'text-slate-900';
                return (
                  <tr key={e.id} data-testid="race-entry" data-status={e.status}>
                    <td className={`px-3 py-2 font-mono ${struck}`}>{e.lane ?? '–'}</td>
                    <td className={`px-3 py-2 font-medium ${struck}`}>{entrantName(e)}</td>
                    <td className={`px-3 py-2 ${struck}`}>{e.club}</td>
                    <td className={`px-3 py-2 font-mono ${struck}`}>{e.seedTime ?? '–'}</td>
                    <td className="px-3 py-2">
                      {e.status === 'scratched' ? <ScratchedBadge entry={e} /> : <span className="text-xs text-slate-700">{t('entries.entered')}</span>}
                    </td>
                    <td className="px-3 py-2">
                      <EntryButtons entry={e} label={entrantName(e)} actions={actions} removeConfirm={t('entries.removeEntrantConfirm', { name: entrantName(e) })} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-2">
        <EntryError actions={actions} />
      </div>
      <EntrantSearch entered={entered} onPick={(participantId) => actions.add(event.id, participantId)} />
    </div>
  );
}
