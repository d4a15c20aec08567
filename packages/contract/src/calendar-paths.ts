import { site } from './site';

// The calendar files' addresses, without zod: the programme draws one per race and should not construct
// the calendar queries' schemas (calendar.ts) as it boots.

export const CALENDAR_FEED_PATH = '/api/calendar.ics';
export const calendarLangs = ['fr', 'en'] as const;
export type CalendarLang = (typeof calendarLangs)[number];

/** How many races one `events` list may name: a visitor's own selection, never the whole programme's worth of ids. */
export const MAX_CALENDAR_EVENTS = 200;

/**
 * Path of a feed; `championshipId`, `day`, `events` (a visitor's starred races) and `athletes` (the
 * athletes they follow) may be combined.
 */
export function calendarFeedPath(
  filter: {
    championshipId?: string | undefined;
    day?: string | undefined;
    events?: readonly string[] | undefined;
    athletes?: readonly string[] | undefined;
    lang?: CalendarLang | undefined;
  } = {},
): string {
  const params = new URLSearchParams();
  if (filter.championshipId) params.set('championshipId', filter.championshipId);
  if (filter.day) params.set('day', filter.day);
  if (filter.events) params.set('events', filter.events.join(','));
  if (filter.athletes) params.set('athletes', filter.athletes.join(','));
  if (filter.lang && filter.lang !== 'fr') params.set('lang', filter.lang);
  // Ids are [A-Za-z0-9_-]: the commas between them need no escaping and read better as they are.
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `${CALENDAR_FEED_PATH}?${query}` : CALENDAR_FEED_PATH;
}

/** Path of one race's file (a download to add to a calendar). */
export const calendarEventPath = (eventId: string, lang?: CalendarLang): string =>
  `/api/calendar/events/${encodeURIComponent(eventId)}.ics${lang === 'en' ? '?lang=en' : ''}`;

/** The address calendar applications subscribe to (webcal:// opens them instead of a download). */
export const webcalUrl = (absoluteHttpUrl: string): string => absoluteHttpUrl.replace(/^https?:/i, 'webcal:');

/**
 * The domain in every event's UID. Taken from the organiser's own address rather than the request or
 * PUBLIC_URL: a UID must not change between a staging host, localhost and the public site, or a
 * re-import would duplicate every race.
 */
export const calendarUidDomain: string = site.email.slice(site.email.indexOf('@') + 1);
