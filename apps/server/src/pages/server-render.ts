import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type ApiDeps, appRouter, createContext, type RenderEntry } from '@app/api';
import { fillPageTemplate, type PageTemplate, parsePageTemplate } from './page-template';

export interface ServerRender {
  render(url: string): Promise<{ status: number; html: string }>;
}

type Callable = (input: unknown) => Promise<unknown>;

/**
 * Loads the server build of the web app, or null when it was not built (the site is then drawn in the
 * browser from the page shell, as before). The page's queries run in-process through a caller with a
 * visitor's context; only the public queries can be called, and their answers go through JSON as over
 * HTTP, so the server draws exactly what the browser will hydrate.
 */
export async function loadServerRender(options: {
  entryFile: string;
  templateFile: string;
  origin: string;
  deps: ApiDeps;
  publicProcedures: ReadonlySet<string>;
}): Promise<ServerRender | null> {
  if (!existsSync(options.entryFile) || !existsSync(options.templateFile)) return null;
  const template: PageTemplate | null = parsePageTemplate(readFileSync(options.templateFile, 'utf8'));
  if (!template) return null;
  const entry = (await import(pathToFileURL(options.entryFile).href)) as RenderEntry;
  const createCaller = appRouter.createCaller;
  const call = async (path: string, input: unknown): Promise<unknown> => {
    if (!options.publicProcedures.has(path)) throw new Error(`Procédure non publique : ${path}`);
    const ctx = await createContext(options.deps, {
      authorization: undefined,
      ip: '127.0.0.1',
      setHeader: () => undefined,
    });
    let target: unknown = createCaller(ctx);
    for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
    const output = await (target as Callable)(input);
    return output === undefined ? undefined : JSON.parse(JSON.stringify(output));
  };
  return {
    async render(url) {
      const page = await entry.renderPage({ url, origin: options.origin, call });
      return { status: page.status, html: fillPageTemplate(template, page) };
    },
  };
}
