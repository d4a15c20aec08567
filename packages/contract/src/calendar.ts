import { z } from 'zod';
import { isoDate } from './common';
import { site } from './site';

/*
 * The programme as iCalendar files (issue 14): a feed to subscribe to (whole programme, one
 * championship, one day) and one race to add. The addresses are built here so that the programme's
 * 'Ajouter à mon agenda' buttons and the server agree on them.
 */

export const CALENDAR_FEED_PATH = '/api/calendar.ics';
export const calendarLangs = ['fr', 'en'] as const;
export type CalendarLang = (typeof calendarLangs)[number];

const lang = z.enum(calendarLangs, { error: 'Langue invalide (fr ou en)' }).optional();

/** How many races one `events` list may name: a visitor's own selection, never the whole programme's worth of ids. */
export const MAX_CALENDAR_EVENTS = 200;
const EVENTS_ERROR = `Liste d'épreuves invalide (identifiants séparés par des virgules, ${MAX_CALENDAR_EVENTS} au plus)`;

/**
 * `events=<id>,<id>,…`: the races a visitor starred ('Mes épreuves'). Well-formed ids that are not (or no
 * longer) in the public programme are left out rather than refused: a race starred last week may have been
 * hidden since, and the export still holds the others.
 */
const eventIds = z
  .string({ error: EVENTS_ERROR })
  .transform((v) => [...new Set(v.split(',').map((id) => id.trim()))])
  .refine((ids) => ids.length <= MAX_CALENDAR_EVENTS && ids.every((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id)), { error: EVENTS_ERROR });

/** GET /api/calendar.ics: filters combine; none is the whole programme. */
export const calendarFeedQuery = z.object({
  championshipId: z
    .string({ error: 'Championnat invalide' })
    .trim()
    .min(1, { error: 'Championnat invalide' })
    .max(64, { error: 'Championnat invalide' })
    .optional(),
  day: isoDate().optional(),
  events: eventIds.optional(),
  lang,
});
export type CalendarFeedQuery = z.output<typeof calendarFeedQuery>;

export const calendarEventQuery = z.object({ id: z.string().min(1).max(64), lang });

/** A generated file: its name for Content-Disposition and its text. */
export const calendarFileSchema = z.object({ fileName: z.string(), ics: z.string() });
export type CalendarFile = z.infer<typeof calendarFileSchema>;

/** Path of a feed; `championshipId`, `day` and `events` (a visitor's starred races) may be combined. */
export function calendarFeedPath(
  filter: { championshipId?: string | undefined; day?: string | undefined; events?: readonly string[] | undefined; lang?: CalendarLang | undefined } = {},
): string {
  const params = new URLSearchParams();
  if (filter.championshipId) params.set('championshipId', filter.championshipId);
  if (filter.day) params.set('day', filter.day);
  if (filter.events) params.set('events', filter.events.join(','));
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
