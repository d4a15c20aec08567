import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside each text file of the build, at the highest levels: the server
 * (@fastify/static, preCompressed) sends them as they are, so visitors get smaller files than
 * per-request compression could afford and the server compresses nothing.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const [name, file] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = Buffer.from(source);
        if (bytes.length < 1024) continue;
        const text = constants.BROTLI_MODE_TEXT;
        writeFileSync(join(dir, `${name}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_MODE]: text, [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(dir, `${name}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const api = 'http://127.0.0.1:3000';

/*
 * Two builds: the browser's (dist/, served as files) and, with `--ssr`, the server render's
 * (dist-ssr/entry-server.js, imported by the Fastify server, never served). The server bundle carries
 * its dependencies (React, the router, i18next) so it runs from wherever WEB_DIST_DIR puts it.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: !isSsrBuild }), react(), tailwindcss(), precompress()],
  server: { proxy: { '/trpc': api, '/api': api, '/uploads': api } },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, emptyOutDir: true, copyPublicDir: false, rollupOptions: { input: 'src/entry-server.tsx' } }
    : { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
}));
