import type { ProgrammeEvent } from '@app/contract';
import { formatDate, localeOf } from '../../../../lib/format';

const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** A race as a select or a list names it: its day, time and name in the admin's language. */
export const raceLabel = (event: Pick<ProgrammeEvent, 'date' | 'time' | 'name' | 'nameEn'>, lang: string) =>
  `${formatDate(event.date, localeOf(lang), SHORT_DAY)} ${event.time} · ${lang === 'en' ? event.nameEn : event.name}`;
