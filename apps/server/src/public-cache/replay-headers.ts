/*
 * Framing and connection headers describe one transfer, not the answer: replaying a stored
 * `transfer-encoding: chunked` beside the length of the bytes actually sent produced answers with both,
 * which clients and proxies must refuse (RFC 9112 §6.3).
 */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
]);

export const isReplayable = (name: string): boolean => !NOT_REPLAYED.has(name.toLowerCase());

/** The headers of an answer worth storing (security headers and X-Total-Count included), lower-cased. */
export function replayableHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || !isReplayable(name)) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** `vary` with the given names added once each. */
export function mergeVary(vary: string | null | undefined, names: readonly string[]): string {
  const all = (vary ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const name of names) if (!all.some((n) => n.toLowerCase() === name)) all.push(name);
  return all.join(', ');
}
