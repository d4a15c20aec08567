// The live stream's names and notice, without zod: every results page listens to the stream and should
// not construct a schema to read two numbers (live.ts keeps the schema the API documentation shows).

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
export interface LiveNotice {
  version: number;
  changedMsAgo: number;
}

const count = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The notice a message's data carries, or null when it is not one (then the page ignores it). */
export function readLiveNotice(data: unknown): LiveNotice | null {
  if (typeof data !== 'object' || data === null) return null;
  const { version, changedMsAgo } = data as Record<string, unknown>;
  return count(version) && count(changedMsAgo) ? { version, changedMsAgo } : null;
}
