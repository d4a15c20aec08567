/**
 * How a copy served without network says so, shared by the service worker and the page. The worker
 * writes when it stored an answer (`STORED_AT`), and when it answers from its cache it passes that time
 * on: in a header for data (read by the tRPC client's fetch), in a meta tag for a page (a page cannot read
 * the headers of its own document).
 */
export const STORED_AT_HEADER = 'x-offline-stored-at';
export const COPY_HEADER = 'x-offline-copy';
export const COPY_META = 'offline-copy';

/** The page's HTML with the copy's time written at the top of its head. */
export const stampPage = (html: string, storedAt: string): string =>
  html.replace(
    /<head([^>]*)>/i,
    (head) => `${head}<meta name="${COPY_META}" content="${storedAt.replace(/[^0-9TZ:.+-]/g, '')}">`,
  );

/** Milliseconds since the epoch of a stamp, or null when there is none or it is unreadable. */
export function readStamp(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
