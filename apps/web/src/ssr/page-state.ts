import type { DehydratedState } from '@tanstack/react-query';

/**
 * The query cache a server-rendered page was drawn from, handed to the browser in a
 * `<script type="application/json">`: never executed, so the CSP keeps `script-src 'self'` with no
 * nonce and the same HTML can be cached for every visitor.
 */
export const PAGE_STATE_ID = 'page-state';

export interface PageState {
  queries: DehydratedState;
  /** When the server drew the page (ms since the epoch): what the date-dependent parts were drawn for. */
  drawnAt: number;
  /** What the drawing formatted with Intl, by call (lib/intl-handover.ts): hydration reads it back. */
  intl?: Record<string, string>;
  /** The language the page was drawn in (`?lang=en`, README « Langue »): hydration starts in it. */
  lang?: 'fr' | 'en';
}

/** JSON safe inside a script element: `<` is escaped so no `</script>` or `<!--` can close or bend it. */
export const serialisePageState = (state: PageState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function readPageState(doc: Document): PageState | null {
  const element = doc.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
