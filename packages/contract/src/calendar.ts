import { z } from 'zod';
import { isoDate } from './common';
import { calendarLangs, MAX_CALENDAR_EVENTS } from './calendar-paths';
import { followKeys } from './follows';

/*
 * The programme as iCalendar files (issue 14): a feed to subscribe to (whole programme, one
 * championship, one day) and one race to add. The addresses are built here so that the programme's
 * 'Ajouter à mon agenda' buttons and the server agree on them (calendar-paths.ts); here, what the
 * server accepts.
 */

const lang = z.enum(calendarLangs, { error: 'Langue invalide (fr ou en)' }).optional();

const EVENTS_ERROR = `Liste d'épreuves invalide (identifiants séparés par des virgules, ${MAX_CALENDAR_EVENTS} au plus)`;

/**
 * `events=<id>,<id>,…`: the races a visitor starred ('Mes épreuves'). Well-formed ids that are not (or no
 * longer) in the public programme are left out rather than refused: a race starred last week may have been
 * hidden since, and the export still holds the others.
 */
const eventIds = z
  .string({ error: EVENTS_ERROR })
  .transform((v) => [...new Set(v.split(',').map((id) => id.trim()))])
  .refine((ids) => ids.length <= MAX_CALENDAR_EVENTS && ids.every((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id)), {
    error: EVENTS_ERROR,
  });

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
  /** `athletes=<key>,<key>,…`: the races to come of the athletes a visitor follows ('Mes suivis', issue 30). */
  athletes: followKeys.optional(),
  lang,
});
export type CalendarFeedQuery = z.output<typeof calendarFeedQuery>;

export const calendarEventQuery = z.object({ id: z.string().min(1).max(64), lang });

/** A generated file: its name for Content-Disposition and its text. */
export const calendarFileSchema = z.object({ fileName: z.string(), ics: z.string() });
export type CalendarFile = z.infer<typeof calendarFileSchema>;
