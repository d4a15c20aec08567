import { type CalendarLang, calendarEventPath } from '@app/contract';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** One race's .ics file: a plain download, so it works without JavaScript too. */
export function AddToCalendarLink({ eventId, lang, describedBy }: { eventId: string; lang: CalendarLang; describedBy: string }) {
  const { t } = useTranslation('pages');
  return (
    <a
      href={calendarEventPath(eventId, lang)}
      download
      aria-describedby={describedBy}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-sky-800 ring-1 ring-slate-300 hover:bg-sky-50"
      data-testid="race-ics"
    >
      <CalendarPlus aria-hidden="true" className="h-4 w-4" />
      {t('programme.addToCalendar')}
    </a>
  );
}
