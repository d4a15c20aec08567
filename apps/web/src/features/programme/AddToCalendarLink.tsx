import { type CalendarLang, calendarEventPath } from '@app/contract';
import { rowIcon } from './row-icons';
import { useText } from '../../lib/use-text';

/** One race's .ics file: a plain download, so it works without JavaScript too. Its icon is its ::before (see row-icons.ts). */
export function AddToCalendarLink({
  eventId,
  lang,
  describedBy,
}: {
  eventId: string;
  lang: CalendarLang;
  describedBy: string;
}) {
  const t = useText('pages');
  return (
    <a
      href={calendarEventPath(eventId, lang)}
      download
      aria-describedby={describedBy}
      className={`${rowIcon.calendar} inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-sky-800 ring-1 ring-slate-300 hover:bg-sky-50`}
      data-testid="race-ics"
    >
      {t('programme.addToCalendar')}
    </a>
  );
}
