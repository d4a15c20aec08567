/**
 * The built index.html cut where a server-drawn page goes: the head tags between `<!--head-->` and
 * `<!--/head-->` (the client-only shell keeps the defaults written there), the app's markup at
 * `<!--app-->`, the page's data at `<!--state-->`. The hashed script and style links stay as Vite wrote them.
 */
export interface PageTemplate {
  beforeHead: string;
  beforeApp: string;
  beforeState: string;
  end: string;
}

/** Null for an index.html without the marks (an older build): its pages are then drawn in the browser. */
export function parsePageTemplate(html: string): PageTemplate | null {
  const headStart = html.indexOf('<!--head-->');
  const headEnd = html.indexOf('<!--/head-->');
  const app = html.indexOf('<!--app-->');
  const state = html.indexOf('<!--state-->');
  if (headStart < 0 || headEnd < headStart || app < headEnd || state < app) {
    return null;
  }
  return {
    beforeHead: html.slice(0, headStart),
    beforeApp: html.slice(headEnd + '<!--/head-->'.length, app),
    beforeState: html.slice(app + '<!--app-->'.length, state),
    end: html.slice(state + '<!--state-->'.length),
  };
}

export const fillPageTemplate = (
  template: PageTemplate,
  page: { head: string; appHtml: string; state: string; lang?: string },
): string =>
  `${page.lang && page.lang !== 'fr' ? template.beforeHead.replace('<html lang="fr"', `<html lang="${page.lang}"`) : template.beforeHead}${page.head}${template.beforeApp}${page.appHtml}${template.beforeState}<script type="application/json" id="page-state">${page.state}</script>${template.end}`;
