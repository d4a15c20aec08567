import { brotliCompressSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { type PlannedChunk, planChunks } from './chunk-plan.ts';

/*
 * The public pages' modules in as few files as their neighbours allow (build/chunk-plan.ts says how). The plan
 * needs what tree-shaking kept, which only a build knows: before the real build, the same build runs once
 * without writing anything, and the plan its chunks give names the real build's groups (the client build took
 * 16 s instead of 12 here).
 */
const PLANNING = 'WEB_BUILD_CHUNK_PLANNING';

/** Compressed bytes a public page may download without running them, all its merged files together. */
const BUDGET = Number(process.env.WEB_CHUNK_BUDGET ?? 1500);

/*
 * A file fewer is worth about this many compressed bytes: on a slow phone network (50 kB/s) a kilobyte takes
 * 20 ms, and each file's arrival is a main-thread task of 10 to 20 ms (build/frame-chunk.ts).
 */
const FILE_WORTH = Number(process.env.WEB_CHUNK_FILE_WORTH ?? 1000);

/** Whether this build is the planning one (it leaves out the plugins that write files of their own). */
export const planning = () => process.env[PLANNING] === '1';

function planned(output: Rolldown.RolldownOutput): PlannedChunk[] {
  return output.output.flatMap((file) => {
    let bytes: number | undefined;
    return file.type === 'chunk'
      ? [
          {
            fileName: file.fileName,
            isEntry: file.isEntry,
            isDynamicEntry: file.isDynamicEntry,
            facadeModuleId: file.facadeModuleId,
            moduleIds: file.moduleIds,
            imports: file.imports,
            // Compressed only when the plan asks: it weighs the public pages' imports, not the back-office's
            // editor or the libraries.
            get bytes() {
              bytes ??= brotliCompressSync(file.code).length;
              return bytes;
            },
          },
        ]
      : [];
  });
}

/** The plugin that plans before the client build starts, and the group that follows the plan. */
export function routeChunks() {
  let names = new Map<string, string>();
  let config: ResolvedConfig | undefined;
  const plugin: Plugin = {
    name: 'route-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !planning(),
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      process.env[PLANNING] = '1';
      try {
        const output = await build({
          configFile: config?.configFile,
          root: config?.root,
          mode: config?.mode,
          logLevel: 'warn',
          build: { write: false, emptyOutDir: false },
        });
        const first = (Array.isArray(output) ? output[0] : output) as Rolldown.RolldownOutput;
        names = planChunks(planned(first), { budget: BUDGET, fileWorth: FILE_WORTH });
      } finally {
        delete process.env[PLANNING];
      }
    },
  };
  return {
    plugin,
    // A planned module's imports have planned files of their own, or are the entry's: taken along, one of
    // the entry's modules would move into a page's file.
    group: {
      name: (id: string) => names.get(id) ?? null,
      debugName: 'pages',
      includeDependenciesRecursively: false,
    },
  };
}
