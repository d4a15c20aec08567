import { z } from 'zod';
import type { LiveResultsChange } from './live-change';
import type { LiveNotice } from './live-notice';
import { raceResultSchema, raceSummarySchema, resultsBoardSchema } from './result';

/** A notice as the API documentation shows it (live-notice.ts reads it in the browser). */
export const liveNoticeSchema = z.object({
  version: z.number().int().nonnegative(),
  changedMsAgo: z.number().int().nonnegative(),
}) satisfies z.ZodType<LiveNotice>;

/** A results change as the API documentation shows it (live-change.ts reads it in the browser). */
export const liveResultsChangeSchema = liveNoticeSchema.extend({
  races: z.array(
    z.object({
      summary: raceSummarySchema,
      rows: z
        .array(
          z.tuple([
            z.number().int().nonnegative(),
            raceResultSchema.shape.id,
            raceResultSchema.shape.rank,
            raceResultSchema.shape.athlete,
            raceResultSchema.shape.category,
            raceResultSchema.shape.club,
            raceResultSchema.shape.time,
            raceResultSchema.shape.status,
            raceResultSchema.shape.participantId,
          ]),
        )
        .optional(),
      gone: z.array(z.string()).optional(),
    }),
  ),
  removed: z.array(z.string()),
  championships: resultsBoardSchema.shape.championships,
  stats: z.record(z.string(), resultsBoardSchema.shape.stats),
  others: z
    .literal(true)
    .optional()
    .describe('Other public data changed in the same broadcast: pages refetch it as on a notice.'),
}) satisfies z.ZodType<LiveResultsChange>;
