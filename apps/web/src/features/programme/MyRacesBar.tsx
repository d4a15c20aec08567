import { type CalendarLang, calendarFeedPath, MAX_CALENDAR_EVENTS } from '@app/contract';
import { Download, ListStart, Star } from 'lucide-react';
import { useText } from '../../lib/use-text';

export type MyRacesView = 'all' | 'first' | 'only';

interface Props {
  /** The starred races still in the programme, in the order they were starred. */
  ids: readonly string[];
  view: MyRacesView;
  onView: (view: MyRacesView) => void;
  lang: CalendarLang;
}

const toggle =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold ring-1 disabled:opacity-50';
const pressed = 'aria-pressed:bg-amber-100 aria-pressed:text-amber-950 aria-pressed:ring-amber-400';

/**
 * 'Mes épreuves': show the starred races first or alone, and take them away as one calendar file.
 * Hidden without JavaScript, like the stars: the selection lives in the browser.
 */
export function MyRacesBar({ ids, view, onView, lang }: Props) {
  const t = useText('pages');
  const none = ids.length === 0;
  return (
    <div
      role="group"
      aria-label={t('programme.mine.label')}
      className="flex flex-wrap items-center gap-2 noscript:hidden"
      data-testid="my-races"
    >
      <button
        type="button"
        aria-pressed={view === 'only'}
        disabled={none && view !== 'only'}
        onClick={() => onView(view === 'only' ? 'all' : 'only')}
        className={`${toggle} ${pressed} bg-white text-slate-900 ring-slate-300 hover:bg-amber-50`}
      >
        <Star aria-hidden="true" className="h-4 w-4 text-amber-600" fill="currentColor" />
        {t('programme.mine.only', { count: ids.length })}
      </button>
      <button
        type="button"
        aria-pressed={view === 'first'}
        disabled={none && view !== 'first'}
        onClick={() => onView(view === 'first' ? 'all' : 'first')}
        className={`${toggle} ${pressed} bg-white text-slate-900 ring-slate-300 hover:bg-amber-50`}
      >
        <ListStart aria-hidden="true" className="h-4 w-4" />
        {t('programme.mine.first')}
      </button>
      {none ? (
        <p className="basis-full text-sm text-slate-700 sm:basis-auto">{t('programme.mine.hint')}</p>
      ) : (
        <a
          href={calendarFeedPath({ events: ids.slice(0, MAX_CALENDAR_EVENTS), lang })}
          download="mes-epreuves.ics"
          className={`${toggle} bg-white text-sky-800 ring-slate-300 hover:bg-sky-50`}
          data-testid="my-races-export"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('programme.mine.export')}
        </a>
      )}
    </div>
  );
}
