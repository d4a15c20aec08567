import { type APIRequestContext, expect } from '@playwright/test';

/** The entities React writes in text, so a name with an apostrophe is found as a reader sees it. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&#x27;': "'",
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
};

/**
 * The page as the server drew it: the markup inside `<div id="root">`, without the page's JSON data
 * (which carries the same texts but is not shown), tags dropped and entities read.
 */
export function drawnText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-state"');
  expect(start, 'the page has its root element').toBeGreaterThanOrEqual(0);
  const markup = html.slice(start, end === -1 ? undefined : end);
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|#x27|quot|lt|gt|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ');
}

/** GETs a page's HTML as a first visit would (no validator), answering its status, ETag and drawn text. */
export async function fetchPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers });
  const html = res.status() === 304 ? '' : await res.text();
  return { status: res.status(), etag: res.headers().etag ?? '', headers: res.headers(), html };
}
