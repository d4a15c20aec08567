import type { Entry } from '@app/contract';
import { useTranslation } from 'react-i18next';
import type { EntryActions } from './use-entry-actions';

const button = 'whitespace-nowrap rounded-md px-2 py-1 text-xs font-semibold ring-1';

/** Scratch or reinstate, and remove (with its confirmation): the same two buttons wherever an entry is listed. */
export function EntryButtons({ entry, label, actions, removeConfirm }: { entry: Entry; label: string; actions: EntryActions; removeConfirm: string }) {
  const { t } = useTranslation('admin');
  const scratched = entry.status === 'scratched';
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        onClick={() => void actions.toggleScratch(entry)}
        aria-label={`${scratched ? t('entries.reinstate') : t('entries.scratch')} : ${label}`}
        className={`${button} ${scratched ? 'text-sky-900 ring-sky-300 hover:bg-sky-50' : 'text-amber-900 ring-amber-300 hover:bg-amber-50'}`}
      >
        {scratched ? t('entries.reinstate') : t('entries.scratch')}
      </button>
      <button
        type="button"
        onClick={() => void actions.remove(entry, removeConfirm)}
        aria-label={`${t('entries.remove')} : ${label}`}
        className={`${button} text-rose-800 ring-rose-300 hover:bg-rose-50`}
      >
        {t('entries.remove')}
      </button>
    </div>
  );
}

/** « Forfait » beside a struck-through entry; nothing for an entered one. */
export function ScratchedBadge({ entry }: { entry: Entry }) {
  const { t } = useTranslation('admin');
  if (entry.status !== 'scratched') return null;
  return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 no-underline">{t('entries.scratched')}</span>;
}

export function EntryError({ actions }: { actions: EntryActions }) {
  if (!actions.error) return null;
  return (
    <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
      {actions.error}
    </p>
  );
}
