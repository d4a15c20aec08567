import { calendarEventQuery, calendarFeedQuery, calendarFileSchema } from '@app/contract';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc';
import * as service from './calendar.service';

// The site's own address (PUBLIC_URL, maybe with a path), for the events' links.
const origin = z
  .string()
  .max(300)
  .regex(/^https?:\/\/[^\s/?#\\]+(\/[^\s?#\\]*)?$/i, { error: 'Adresse du site invalide' })
  .transform((v) => v.replace(/\/+$/, ''));

/*
 * No REST meta: iCalendar is not JSON. The server answers GET /api/calendar.ics and
 * /api/calendar/events/{id}.ics itself (apps/server/src/plain-routes/calendar.ts), through these.
 */
export const calendarRouter = router({
  feed: publicProcedure
    .input(calendarFeedQuery.extend({ origin }))
    .output(calendarFileSchema)
    .query(({ ctx, input: { origin, lang, ...filter } }) => service.feed(ctx, filter, { origin, lang: lang ?? 'fr' })),
  event: publicProcedure
    .input(calendarEventQuery.extend({ origin }))
    .output(calendarFileSchema)
    .query(({ ctx, input }) => service.race(ctx, input.id, { origin: input.origin, lang: input.lang ?? 'fr' })),
});
