import { z } from 'zod';

/** The stream of change notices of the public data (Server-Sent Events, apps/server/src/live). */
export const LIVE_PATH = '/api/live';

/** The SSE event name of a notice. */
export const LIVE_EVENT = 'change';

/**
 * A notice is tiny and says only that the public data changed: a page then refetches what it shows
 * through the cached public reads. `version` is the data version (also the SSE event id, prefixed by the
 * server's start so that a restart never looks unchanged); `changedMsAgo` is how long ago it changed,
 * relative so that a wrong clock on the visitor's device does not matter.
 */
export const liveNoticeSchema = z.object({
  version: z.number().int().nonnegative(),
  changedMsAgo: z.number().int().nonnegative(),
});
export type LiveNotice = z.infer<typeof liveNoticeSchema>;
