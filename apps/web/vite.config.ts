import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { site } from '../../packages/contract/src/site.ts';
import { compileHints } from './build/compile-hints.ts';
import { frameChunk } from './build/frame-chunk.ts';
import { planning, routeChunks } from './build/route-chunks.ts';
import { pureDeclarations } from './build/pure-declarations.ts';

/**
 * Writes .br and .gz beside each text file of the build, at the highest levels: the server
 * (@fastify/static, preCompressed) sends them as they are, so visitors get smaller files than
 * per-request compression could afford and the server compresses nothing.
 */
function precompress(): Plugin {
  let dir = 'dist';
  const write = (name: string, bytes: Buffer) => {
    if (bytes.length < 1024) return;
    const text = constants.BROTLI_MODE_TEXT;
    writeFileSync(
      join(dir, `${name}.br`),
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_MODE]: text, [constants.BROTLI_PARAM_QUALITY]: 11 },
      }),
    );
    writeFileSync(join(dir, `${name}.gz`), gzipSync(bytes, { level: 9 }));
  };
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      dir = options.dir ?? 'dist';
      for (const [name, file] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
        write(name, Buffer.from(file.type === 'chunk' ? file.code : file.source));
      }
    },
    // The service worker is built after the bundle is written (vite-plugin-pwa's closeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const worker = join(dir, 'sw.js');
        if (existsSync(worker)) write('sw.js', readFileSync(worker));
      },
    },
  };
}

// The public pages' classic boot script (starts the app once the page is painted, obeys the first taps):
// its own file, documented there, sent without its comments (it is fetched before the first paint).
const BOOT = readFileSync(new URL('./boot/boot.js', import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\/\s*/g, '')
  .replace(/^\s*\/\/.*\n/gm, '');

/**
 * The public pages come drawn by the server, so their first paint needs the HTML and the styles, not the
 * scripts: these only hydrate what is already shown. So the entry's stylesheet is written into
 * index.html (no request, no extra connection before the first paint on a slow network; the CSP allows
 * inline styles), and the scripts are fetched once the page is painted, by a small boot script, instead
 * of sharing the connection with the page before its first paint. Lighthouse's simulation counts every
 * script that arrived before the paint as needed for it: 140 kB of modules cost the home page about a
 * second of LCP on slow 4G while adding nothing to what it shows.
 */
function firstPaintFirst(): Plugin {
  return {
    name: 'first-paint-first',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After Vite's own HTML plugin, which writes index.html into the bundle with its tags.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      let html = String(page.source).replace(
        /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
        (tag, name: string) => {
          const asset = bundle[name];
          const css = asset?.type === 'asset' ? String(asset.source) : '';
          return css && !css.includes('</style') ? `<style>${css}</style>` : tag;
        },
      );
      // The entry's own static imports fetch these chunks once it is parsed, after the paint.
      html = html.replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry) throw new Error('index.html: no module entry to boot');
      const boot = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: BOOT }));
      page.source = html.replace(entry[0], `<script defer src="/${boot}" data-entry="${entry[1]}"></script>`);
    },
  };
}

/**
 * Vite's preload helper appends a `modulepreload` link for each import of a lazy chunk before importing
 * it: on a public page that is 20 to 40 links at 1 to 5 ms of main thread each, 110 ms at full CPU speed
 * on /programme, while the page is already drawn and the chunk's own static imports fetch the same files.
 * The back-office keeps them: its screens (the rich-text editor above all) are drawn in the browser, and
 * without them their imports arrive one after the other. This records which chunks are the back-office's,
 * before Vite asks which links to write (its import analysis runs after this plugin's generateBundle).
 */
const backOfficeChunks = new Set<string>();
function backOfficeChunkNames(): Plugin {
  return {
    name: 'back-office-chunk-names',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      backOfficeChunks.clear();
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type === 'chunk' && file.moduleIds.some((id) => /\/src\/(routes|features)\/admin\//.test(id)))
          backOfficeChunks.add(name);
      }
    },
  };
}

/*
 * The libraries the public pages run (React, the router, the query cache, i18next, the tRPC client) in one
 * file (issue 30): left to the automatic split, the router alone came as some twenty files of 0.1 to 55 kB,
 * each its own request (a round trip on a slow phone network) and its own fetch, compile and link tasks on
 * the main thread. zod and the icons stay split by what imports them (no public page needs zod as it
 * opens), and the back-office's libraries (the rich-text editor) keep their own chunks. The icons in one
 * file measured worse, not better: a results page asked for 36 scripts instead of 49, but Lighthouse's
 * athlete page went from 1.00, 1.00, 0.96 to 0.89, 0.89, 0.89 (runs alternated on the same machine).
 */
const splitApart =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(@?lexical|zod|lucide-react|workbox-[^\\/]+)[\\/]/;
const libraries = {
  name: 'libraries',
  test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && !splitApart.test(id),
};

const frame = frameChunk();
const routes = routeChunks();

const api = 'http://127.0.0.1:3000';

/*
 * Installable and readable offline (README, « Hors connexion »): the web app manifest, linked from
 * index.html and so from every page the server draws, and the service worker, built from
 * src/features/offline/worker/sw.ts to /sw.js on the site's own origin (the CSP's `worker-src 'self'`).
 * No precache manifest (`injectionPoint: undefined`): the worker keeps what the visitor reads, never
 * downloads the whole app ahead on a saturated network. The page registers it itself after the load
 * (features/offline/register-worker.ts), in production builds only.
 */
const offline = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/features/offline/worker',
    filename: 'sw.ts',
    injectRegister: false,
    injectManifest: { injectionPoint: undefined, rollupFormat: 'iife', minify: true },
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: site.name,
      // The event's own name reads the same in French and English; the toggle is in the page.
      short_name: 'Aviron Indoor 2026',
      description: `${site.name}, ${site.datesLabel.fr}, ${site.venue.name}, Paris : programme, listes de départ et résultats en direct. French indoor rowing championships: programme, start lists, live results.`,
      lang: 'fr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The header's navy (theme.css --color-navy-900), and the pages' white.
      theme_color: '#0b1f3a',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });

/*
 * Two builds: the browser's (dist/, served as files) and, with `--ssr`, the server render's
 * (dist-ssr/entry-server.js, imported by the Fastify server, never served). The server bundle carries
 * its dependencies (React, the router, i18next) so it runs from wherever WEB_DIST_DIR puts it.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: !isSsrBuild }),
    react(),
    tailwindcss(),
    pureDeclarations(),
    backOfficeChunkNames(),
    firstPaintFirst(),
    compileHints(),
    frame.plugin,
    routes.plugin,
    ...(planning() ? [] : [precompress()]),
    ...(isSsrBuild || planning() ? [] : [offline()]),
  ],
  server: { proxy: { '/trpc': api, '/api': api, '/uploads': api } },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        sourcemap: false,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: 'src/entry-server.tsx' },
      }
    : {
        outDir: 'dist',
        sourcemap: false,
        chunkSizeWarningLimit: 800,
        rollupOptions: {
          treeshake: { moduleSideEffects: (id: string) => !/\/node_modules\/@trpc\//.test(id) },
          output: { codeSplitting: { groups: [libraries, frame.group, routes.group] } },
        },
        modulePreload: {
          resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
            hostType === 'html' || backOfficeChunks.has(file) ? deps : [],
        },
      },
}));
