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
    apply: 'build',
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

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss(), precompress()],
  server: { proxy: { '/trpc': api, '/api': api, '/uploads': api } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
});
