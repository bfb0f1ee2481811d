import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker-plugin';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), serviceWorker(), precompress()],
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: scripts/check-bundle-budget.mjs reads what each route loads from it
    manifest: true,
    // antd alone is ~180 KB gzip; everything past the login shell is a lazy chunk (the budget script holds the line)
    chunkSizeWarningLimit: 1200,
  },
});
