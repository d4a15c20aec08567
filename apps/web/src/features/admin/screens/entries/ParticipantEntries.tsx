import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../../ui/Field';
import { useTRPCProxy } from '../../../../lib/use-trpc';
import { fresh } from '../../crud/use-admin-list';
import { EntryButtons, EntryError, ScratchedBadge } from './EntryButtons';
import { raceLabel } from './race-label';
import { useEntryActions } from './use-entry-actions';

/** On the participant's editor: the races they are entered in, scratched ones struck through, and a race to add. */
export function ParticipantEntries({ participantId }: { participantId: string }) {
  const { t, i18n } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const events = useQuery(fresh(trpc.events.adminList.queryOptions())).data ?? [];
  const entries = useQuery(fresh(trpc.entries.list.queryOptions({ participantId }))).data ?? [];
  const actions = useEntryActions();
  const [eventId, setEventId] = useState('');
  const selectId = useId();
  const byId = new Map(events.map((e) => [e.id, e]));
  const entered = new Set(entries.map((e) => e.eventId));
  const name = (id: string) => {
    const event = byId.get(id);
    return event ? raceLabel(event, i18n.language) : id;
  };
  const add = async () => {
    if (eventId && (await actions.add(eventId, participantId))) setEventId('');
  };
  return (
    <section aria-labelledby={`${selectId}-title`} className="mt-6 border-t border-slate-200 pt-4" data-testid="participant-entries">
      <h3 id={`${selectId}-title`} className="text-base font-semibold text-slate-900">
        {t('entries.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('entries.participantHint')}</p>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('entries.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-2 px-3 py-2" data-testid="participant-entry" data-status={entry.status}>
              <span className={`min-w-0 flex-1 text-sm ${entry.status === 'scratched' ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
                {name(entry.eventId)}
                {entry.crewName && ` (${entry.crewName})`}
              </span>
              <ScratchedBadge entry={entry} />
              <EntryButtons entry={entry} label={name(entry.eventId)} actions={actions} removeConfirm={t('entries.removeConfirm', { race: name(entry.eventId) })} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            {t('entries.race')}
          </label>
          <select id={selectId} className={inputClass} value={eventId} onChange={(e) => setEventId(e.target.value)}>
            <option value="">{t('entries.choose')}</option>
            {events
              .filter((e) => !entered.has(e.id))
              .map((e) => (
                <option key={e.id} value={e.id}>
                  {raceLabel(e, i18n.language)}
                </option>
              ))}
          </select>
        </div>
        <button type="button" onClick={() => void add()} disabled={!eventId} className="rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900 disabled:opacity-60">
          {t('entries.add')}
        </button>
      </div>
      <div className="mt-2">
        <EntryError actions={actions} />
      </div>
    </section>
  );
}
