import type { ProgrammeEvent } from '@app/contract';
import { useTranslation } from 'react-i18next';
import type { RoundEvents } from './DrawScreen';

/** Where the administrator puts an entry: its race of the round and its lane ('' for none yet). */
export type Seat = { eventId: string; lane: string };

const cell = 'px-2 py-1.5 whitespace-nowrap';

/**
 * One race of the round: its entrants by lane, each with a lane field and, with several races, a race
 * select; a moved entry stays listed here until the lanes are saved, its select naming its new race.
 */
export function DrawHeat({
  race,
  heats,
  seats,
  editable,
  onSeat,
}: {
  race: RoundEvents[number];
  heats: ProgrammeEvent[];
  seats: Record<string, Seat>;
  editable: boolean;
  onSeat: (entryId: string, seat: Seat) => void;
}) {
  const { t } = useTranslation('admin');
  const { event } = race;
  return (
    <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200" data-testid="draw-heat">
      <h3 className="border-b border-slate-200 px-3 py-2 font-semibold text-slate-900">
        {event.name} <span className="text-sm font-normal text-slate-700">· {event.time} · {t('draw.lanesCount', { count: event.lanes })}</span>
      </h3>
      {race.entries.length === 0 ? (
        <p className="px-3 py-4 text-sm text-slate-700">{t('draw.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                <th scope="col" className={cell}>{t('draw.lane')}</th>
                <th scope="col" className={cell}>{t('fields.name')}</th>
                <th scope="col" className={cell}>{t('fields.club')}</th>
                <th scope="col" className={`${cell} text-right`}>{t('draw.seed')}</th>
                {heats.length > 1 && <th scope="col" className={cell}>{t('draw.heat')}</th>}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {race.entries.map((entry) => {
                const seat = seats[entry.entryId] ?? { eventId: event.id, lane: '' };
                const name = entry.crewName ?? `${entry.firstName} ${entry.lastName}`;
                const scratched = entry.status === 'scratched';
                return (
                  <tr key={entry.entryId} data-testid="draw-entry" className={scratched ? 'text-slate-500 line-through' : ''}>
                    <td className={cell}>
                      <input
                        type="number"
                        min={1}
                        max={event.lanes}
                        className="w-16 rounded border border-slate-300 px-2 py-1 font-mono"
                        aria-label={t('draw.laneOf', { name })}
                        value={seat.lane}
                        disabled={!editable || scratched}
                        onChange={(e) => onSeat(entry.entryId, { ...seat, lane: e.target.value })}
                      />
                    </td>
                    <td className={`${cell} font-medium text-slate-900`}>{name}</td>
                    <td className={`${cell} text-slate-800`}>{entry.club}</td>
                    <td className={`${cell} text-right font-mono`}>{entry.seedTime ?? '—'}</td>
                    {heats.length > 1 && (
                      <td className={cell}>
                        <select
                          className="max-w-[10rem] rounded border border-slate-300 px-1 py-1"
                          aria-label={t('draw.heatOf', { name })}
                          value={seat.eventId}
                          disabled={!editable || scratched}
                          onChange={(e) => onSeat(entry.entryId, { ...seat, eventId: e.target.value })}
                        >
                          {heats.map((h) => (
                            <option key={h.id} value={h.id}>
                              {h.name}
                            </option>
                          ))}
                        </select>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
