import { z } from 'zod';
import type { LiveNotice } from './live-notice';

/** A notice as the API documentation shows it (live-notice.ts reads it in the browser). */
export const liveNoticeSchema = z.object({
  version: z.number().int().nonnegative(),
  changedMsAgo: z.number().int().nonnegative(),
}) satisfies z.ZodType<LiveNotice>;
