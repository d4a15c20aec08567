import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: { proxy: { '/trpc': api, '/api': api, '/uploads': api } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
});
