import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/*
 * V8 compiles a function the first time it is called, on the main thread, unless the file asks otherwise:
 * `//# allFunctionsCalledOnLoad` at its top has V8 (Chrome 136 and later) compile all of the file's
 * functions as it arrives, on a background thread. A public page calls most of what the entry loads as it
 * boots and hydrates (React, the router, the query cache, i18next, the app's frame): compiled lazily, that
 * is main-thread work inside the boot's and the hydration's tasks. Measured at full speed, 7 alternated loads
 * per page: script time 153 → 92 ms on a real-size race page, 180 → 149 on /resultats, 146 → 113 on
 * /programme (BENCHMARKS.md). Browsers without it read a comment.
 *
 * Only what every public page runs as it opens gets the hint: the entry, the chunks it imports statically
 * (the libraries among them) and the public frame's layout. A route's own chunk, a lazy form's libraries or
 * the back-office's screens stay compiled as they are called, so no visitor pays for code they never run.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const PUBLIC_FRAME = /[\\/]src[\\/]routes[\\/]_public\.tsx(\?|$)/;

/** The entry and its static imports, transitively, plus the public frame's chunks. */
export function chunksCalledOnLoad(bundle: OutputBundle): Set<string> {
  const chunks = new Map<string, OutputChunk>();
  for (const [name, file] of Object.entries(bundle)) if (file.type === 'chunk') chunks.set(name, file);
  const called = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunks.get(name);
    if (!chunk || called.has(name)) return;
    called.add(name);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const [name, chunk] of chunks) {
    if (chunk.isEntry || chunk.moduleIds.some((id) => PUBLIC_FRAME.test(id))) visit(name);
  }
  return called;
}

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // Last, after Vite's import analysis has prepended its own preamble: the comment must open the file.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const name of chunksCalledOnLoad(bundle)) {
          const chunk = bundle[name] as OutputChunk;
          chunk.code = COMPILE_HINT + chunk.code;
          // One line more at the top: every mapping moves down a line (a `--sourcemap` build's map is
          // already an asset of the bundle by now).
          const map = bundle[`${name}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          } else if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
