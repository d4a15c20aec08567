import type { CallRoomQuery } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatLongDate, localeOf } from '../../../lib/format';

/** A day and time looked at ahead (the call room's query without its limit). */
export type CallRoomAt = Pick<NonNullable<CallRoomQuery>, 'date' | 'time'>;

interface Props {
  at: CallRoomAt;
  /** The day and time the server answered for (now in Paris when following the clock). */
  shown: { date: string; time: string } | undefined;
  onAt: (next: CallRoomAt) => void;
}

const field = 'h-12 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900';

/** Follows the clock, or looks ahead at another day and time; « Maintenant » follows the clock again. */
export function CallRoomPicker({ at, shown, onAt }: Props) {
  const { t, i18n } = useTranslation('admin');
  const following = !at.date && !at.time;
  const date = at.date ?? shown?.date ?? '';
  const time = at.time ?? shown?.time ?? '';
  const set = (next: CallRoomAt) => {
    const merged = { date: next.date ?? date, time: next.time ?? time };
    onAt({ ...(merged.date ? { date: merged.date } : {}), ...(merged.time ? { time: merged.time } : {}) });
  };

  return (
    <section className="mb-5 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={t('callRoom.picker')}>
      <p className="mb-3 text-sm text-slate-700" data-testid="call-room-when">
        {shown && (following ? t('callRoom.following', { time: shown.time }) : t('callRoom.lookingAhead', { date: formatLongDate(shown.date, localeOf(i18n.language)), time: shown.time }))}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('callRoom.day')}
          <input type="date" className={field} value={date} onChange={(e) => e.target.value && set({ date: e.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('callRoom.time')}
          <input type="time" className={field} value={time} onChange={(e) => e.target.value && set({ time: e.target.value })} />
        </label>
        <button
          type="button"
          disabled={following}
          onClick={() => onAt({})}
          className="h-12 rounded-md bg-sky-800 px-4 text-base font-semibold text-white hover:bg-sky-900 disabled:bg-slate-200 disabled:text-slate-600"
        >
          {t('callRoom.now')}
        </button>
      </div>
    </section>
  );
}
