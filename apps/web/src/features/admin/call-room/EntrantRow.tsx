import type { CallRoomEntry, Presence } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPCProxy } from '../../../lib/use-trpc';

interface Props {
  entry: CallRoomEntry;
  onError: (error: unknown) => void;
}

const ROW: Record<Presence | 'none', string> = {
  present: 'bg-emerald-50 border-l-8 border-emerald-600',
  absent: 'bg-rose-50 border-l-8 border-rose-700',
  none: 'border-l-8 border-transparent',
};
const button = 'flex h-14 items-center justify-center gap-2 rounded-lg px-3 text-base font-bold ring-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60';
const OFF = 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50';

/**
 * One entrant, a big touch row: lane, name, club and bib, and two large buttons. Tapping the state the
 * entrant is in clears it (a tick made by mistake); the new state shows at once, before the answer.
 */
export function EntrantRow({ entry, onError }: Props) {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Presence | null | undefined>(undefined);
  const setPresence = useMutation(
    trpc.callRoom.setPresence.mutationOptions({
      onSettled: async (_data, error) => {
        if (error) onError(error);
        await queryClient.invalidateQueries({ queryKey: trpc.callRoom.pathKey() });
        setPending(undefined);
      },
    }),
  );
  const presence = pending !== undefined ? pending : entry.presence;
  const scratched = entry.status === 'scratched';
  const name = `${entry.firstName} ${entry.lastName}`;
  const tick = (value: Presence) => {
    const next = presence === value ? null : value;
    setPending(next);
    setPresence.mutate({ id: entry.entryId, presence: next });
  };

  return (
    <li data-testid="call-room-entry" data-presence={presence ?? 'none'} className={`grid grid-cols-[3rem_1fr] gap-x-3 gap-y-3 px-3 py-3 sm:grid-cols-[3rem_1fr_auto] sm:items-center ${ROW[scratched ? 'none' : (presence ?? 'none')]}`}>
      <span className="flex h-12 w-12 flex-col items-center justify-center rounded-lg bg-slate-800 text-white" title={t('callRoom.lane')}>
        <span className="sr-only">{t('callRoom.lane')} </span>
        <span className="text-xl font-bold tabular-nums">{entry.lane ?? '–'}</span>
      </span>
      <div className="min-w-0">
        <p className={`text-lg font-bold leading-tight text-slate-900 ${scratched ? 'line-through decoration-2' : ''}`}>
          {entry.crewName ?? name}
          {presence === 'absent' && !scratched && <span className="ml-2 rounded bg-rose-700 px-2 py-0.5 align-middle text-xs font-bold uppercase text-white">{t('callRoom.absent')}</span>}
          {scratched && <span className="ml-2 rounded bg-slate-600 px-2 py-0.5 align-middle text-xs font-bold uppercase text-white no-underline">{t('callRoom.scratched')}</span>}
        </p>
        {entry.crewName && <p className="text-sm text-slate-800">{[name, ...entry.crewMembers].join(', ')}</p>}
        <p className="text-sm text-slate-700">
          {entry.club}
          {entry.bib && <> · <span className="font-semibold text-slate-900">{t('callRoom.bib', { bib: entry.bib })}</span></>}
        </p>
      </div>
      {!scratched && (
        <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-1 sm:w-64">
          <button type="button" aria-pressed={presence === 'present'} aria-label={t('callRoom.tick', { state: t('callRoom.present'), name })} onClick={() => tick('present')} disabled={setPresence.isPending} className={`${button} ${presence === 'present' ? 'bg-emerald-700 text-white ring-emerald-700' : OFF}`}>
            <Check aria-hidden="true" className="h-5 w-5" /> {t('callRoom.present')}
          </button>
          <button type="button" aria-pressed={presence === 'absent'} aria-label={t('callRoom.tick', { state: t('callRoom.absent'), name })} onClick={() => tick('absent')} disabled={setPresence.isPending} className={`${button} ${presence === 'absent' ? 'bg-rose-700 text-white ring-rose-700' : OFF}`}>
            <X aria-hidden="true" className="h-5 w-5" /> {t('callRoom.absent')}
          </button>
        </div>
      )}
    </li>
  );
}
