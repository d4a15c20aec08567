import { matchesSearch, type ProgrammeEvent } from '@app/contract';
import { capitalise, formatDate, formatLongDate } from '../../../../lib/format';
import { inputClass } from '../../../../ui/Field';

interface Props {
  events: readonly ProgrammeEvent[];
  championshipId: string;
  onChampionship: (id: string) => void;
  search: string;
  onSearch: (text: string) => void;
  eventId: string;
  onEvent: (id: string) => void;
}

// The chosen race shows alone in the closed list: its day goes with its time (« jeu. 29 janv. 09:00 — … »).
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** Which race to edit: narrowed by championship and by name, then chosen in a list grouped by day. */
export function RacePicker({ events, championshipId, onChampionship, search, onSearch, eventId, onEvent }: Props) {
  const championships = [...new Map(events.map((e) => [e.championship.id, e.championship])).values()];
  const shown = events.filter(
    (e) =>
      (championshipId === 'all' || e.championshipId === championshipId) &&
      matchesSearch(search, [e.name, e.category, e.championship.name]),
  );
  const chosen = events.find((e) => e.id === eventId);
  // The race being edited stays offered even when the filters would hide it.
  if (chosen && !shown.includes(chosen)) shown.unshift(chosen);
  const days = new Map<string, ProgrammeEvent[]>();
  for (const e of [...shown].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)))
    days.set(e.date, [...(days.get(e.date) ?? []), e]);
  return (
    <div className="mb-4 grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 md:grid-cols-[1fr_1fr_2fr]">
      <div>
        <label htmlFor="race-championship" className="block text-sm font-medium text-slate-800">
          Championnat
        </label>
        <select
          id="race-championship"
          className={inputClass}
          value={championshipId}
          onChange={(e) => onChampionship(e.target.value)}
        >
          <option value="all">Tous les championnats</option>
          {championships.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="race-search" className="block text-sm font-medium text-slate-800">
          Rechercher une épreuve
        </label>
        <input
          id="race-search"
          type="search"
          className={inputClass}
          placeholder="Nom ou catégorie de l'épreuve"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="race-select" className="block text-sm font-medium text-slate-800">
          Épreuve ({shown.length})
        </label>
        <select id="race-select" className={inputClass} value={eventId} onChange={(e) => onEvent(e.target.value)}>
          <option value="">Choisir une épreuve…</option>
          {[...days.entries()].map(([date, races]) => (
            <optgroup key={date} label={capitalise(formatLongDate(date))}>
              {races.map((e) => (
                <option key={e.id} value={e.id}>
                  {formatDate(e.date, 'fr-FR', SHORT_DAY)} {e.time} — {e.name}
                  {championshipId === 'all' ? ` (${e.championship.name})` : ''}
                  {e.active ? '' : ' · inactive'}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </div>
  );
}
