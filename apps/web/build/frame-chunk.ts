import type { Plugin } from 'vite';

/*
 * The public frame (routes/_public.tsx: header, footer, newsletter box) in one chunk with what it brings along.
 * Left to the automatic split, the frame and its imports came as some twenty files of 0.1 to 14 kB (icons,
 * PlainLink, use-localized, settings-values…), each fetched after the router asked for the frame. In
 * Lighthouse's traces on this 2-core machine each module's arrival is a main-thread task of 10 to 20 ms, most of
 * it waiting for the script streamer's thread, and those tasks made a third to all of a page's blocking time
 * when the machine was contended (BENCHMARKS.md). The group takes the frame's own modules (what it reaches by
 * static imports and the entry does not); Rolldown adds what they import, the entry's i18n among it, so the
 * chunk comes with the entry's first wave: `/inscrits` asks for 23 scripts instead of 36, `/epreuves` 17
 * instead of 30, the same bytes.
 */
const PUBLIC_FRAME = /[\\/]src[\\/]routes[\\/]_public\.tsx(\?|$)/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `from` reaches through static imports, itself included. */
function staticallyReached(graph: ModuleGraph, from: string): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return reached;
}

/** What the frame reaches statically and the entry does not. */
export function frameModules(graph: ModuleGraph): Set<string> {
  const ids = [...graph.getModuleIds()];
  const frame = ids.filter((id) => PUBLIC_FRAME.test(id));
  const entry = ids.find((id) => ENTRY.test(id));
  if (frame.length === 0 || !entry) return new Set();
  const loadedByEntry = staticallyReached(graph, entry);
  // The route file and the component the router's plugin splits out of it (`?tsr-split=component`).
  const reached = new Set(frame.flatMap((id) => [...staticallyReached(graph, id)]));
  return new Set([...reached].filter((id) => !loadedByEntry.has(id)));
}

/** The plugin that finds the frame's modules once the graph is built, and the chunk group that takes them. */
export function frameChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  let modules = new Set<string>();
  return {
    plugin: {
      name: 'frame-chunk',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      buildEnd() {
        modules = frameModules(this as unknown as ModuleGraph);
      },
    },
    group: { name: 'frame', test: (id: string) => modules.has(id) },
  };
}
