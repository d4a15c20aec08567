// `pnpm --filter @app/server build`: the server and the workspace packages it imports (TypeScript sources)
// bundled into dist/main.js, so that `pnpm start` runs plain JavaScript under node, with no loader.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';

const here = import.meta.dirname;
const require = createRequire(import.meta.url);
// esbuild comes with tsx, a dependency of this package (and the transpiler it already uses): no second copy.
const esbuild = createRequire(require.resolve('tsx'))('esbuild');
const outdir = resolve(here, 'dist');

/*
 * Left out of the bundle, and imported from where they are installed: native addons (a .node file beside
 * their JavaScript) and packages that read their own files at run time. Each is resolved from the file
 * that imports it and written as a path relative to dist/, since pnpm gives apps/server no node_modules
 * entry for its packages' dependencies (better-sqlite3 belongs to @app/db, argon2 to @app/api).
 */
// pdfkit reads its own data files (fonts' metrics) from beside its JavaScript.
const keepInstalled = ['better-sqlite3', '@node-rs/argon2', '@fastify/swagger', '@fastify/swagger-ui', 'pdfkit'];
const installedPaths = {
  name: 'installed-paths',
  setup(build) {
    const filter = new RegExp(`^(${keepInstalled.map((name) => name.replace(/[/]/g, '\\/')).join('|')})$`);
    build.onResolve({ filter }, (args) => {
      const file = createRequire(args.importer).resolve(args.path);
      const path = relative(outdir, file).split('\\').join('/');
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
  },
};

// CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
const banner = {
  js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  banner,
  plugins: [installedPaths],
};

rmSync(outdir, { recursive: true, force: true });
await Promise.all([
  esbuild.build({ ...common, entryPoints: [resolve(here, 'src/main.ts')], outfile: resolve(outdir, 'main.js') }),
  // sqlite-writer.ts starts its worker from `new URL('./write-worker.mjs', import.meta.url)`: beside the bundle.
  esbuild.build({
    ...common,
    entryPoints: [resolve(here, '../../packages/db/src/write-worker.mjs')],
    outfile: resolve(outdir, 'write-worker.mjs'),
  }),
]);
console.log(`Serveur construit dans ${relative(process.cwd(), outdir) || '.'}`);
