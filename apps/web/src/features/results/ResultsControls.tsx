import { compareIso, type RaceSummary } from '@app/contract';
import { BarChart3, Download, Search } from 'lucide-react';
import { memo } from 'react';
import { useLocalized } from '../../lib/use-localized';
import { inputClass } from '../../ui/Field';
import { FilterSubmit } from '../../ui/NoScript';
import { useText } from '../../lib/use-text';

interface ResultsControlsProps {
  races: readonly RaceSummary[];
  search: string;
  onSearch: (value: string) => void;
  eventId: string;
  onEvent: (value: string) => void;
  onExport: () => void;
  exporting: boolean;
  onStats: () => void;
}

/**
 * Search by athlete or club, filter by event, 'Export CSV' and 'Statistiques' (spec section 2). With
 * JavaScript the filters apply as they change; without it, the form asks the server for the same view
 * (ResultsPage reads `search` and `event` from the address) and the export and statistics, drawn
 * in the browser, are not shown.
 */
export const ResultsControls = memo(function ResultsControls({
  races,
  search,
  onSearch,
  eventId,
  onEvent,
  onExport,
  exporting,
  onStats,
}: ResultsControlsProps) {
  const t = useText('pages');
  const { pick } = useLocalized();
  const options = [...races].sort((a, b) => compareIso(`${a.date} ${a.time}`, `${b.date} ${b.time}`));
  const button = 'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold';
  return (
    <form
      method="get"
      action="/resultats"
      onSubmit={(e) => e.preventDefault()}
      className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto_auto]"
    >
      <div className="relative col-span-2 sm:col-span-1">
        <label htmlFor="results-search" className="sr-only">
          {t('results.search')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3.5 h-4 w-4 text-slate-500" />
        <input
          id="results-search"
          name="search"
          type="search"
          className={`${inputClass} pl-9`}
          placeholder={t('results.search')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="results-event" className="sr-only">
          {t('results.event')}
        </label>
        <select
          id="results-event"
          name="event"
          className={inputClass}
          value={eventId}
          onChange={(e) => onEvent(e.target.value)}
        >
          <option value="all">{t('results.allEvents')}</option>
          {options.map((r) => (
            <option key={r.id} value={r.id}>
              {pick(r.name, r.nameEn)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={onExport}
        disabled={exporting}
        aria-busy={exporting}
        className={`${button} mt-1 bg-sky-800 text-white hover:bg-sky-900 disabled:opacity-70 noscript:hidden`}
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {t('results.export')}
      </button>
      <button
        type="button"
        onClick={onStats}
        className={`${button} mt-1 bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 noscript:hidden`}
      >
        <BarChart3 aria-hidden="true" className="h-4 w-4" />
        {t('results.statistics')}
      </button>
      <FilterSubmit className="col-span-2 mt-1 sm:col-span-1" />
    </form>
  );
});
