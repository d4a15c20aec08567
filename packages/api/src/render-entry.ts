/*
 * What the server-render entry of the web app (apps/web/src/entry-server.tsx) takes and answers, and the
 * Fastify plugin that loads its build (apps/server/src/pages/server-render.ts) calls: declared once here,
 * where both already read the API's types.
 */

/** Runs a public procedure in-process, with a visitor's context (path as `results.race`). */
export type CallProcedure = (path: string, input: unknown) => Promise<unknown>;

export interface RenderRequest {
  /** Path and query string, as requested. */
  url: string;
  /** The site's public address, for canonical and shared-link URLs (no trailing slash). */
  origin: string;
  /** Runs a public query in-process, with a visitor's (public) context. */
  call: CallProcedure;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The language the page was drawn in (`?lang=en` asks for English): the document's `lang`. */
  lang: 'fr' | 'en';
  /** The markup that goes inside `<div id="root">`. */
  appHtml: string;
  /** Tags for the document's `<head>`: title, description, canonical, shared-link cards, structured data. */
  head: string;
  /** The JSON of the page's data (already safe inside a script element). */
  state: string;
}

/** The module the server build of the web app is (dist-ssr/entry-server.js). */
export interface RenderEntry {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}
