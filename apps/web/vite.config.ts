import { preloadCatalog } from '@sinar/client/build/preload-catalog';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (apps/server) listens on port 3000; the dev and preview servers forward the service and dev paths to it. */
const API_ORIGIN = 'http://127.0.0.1:3000';
const proxy = {
  '/sinar/': { target: API_ORIGIN, changeOrigin: false },
  '/dev/api': { target: API_ORIGIN, changeOrigin: false },
};

export default defineConfig({
  // The English initial catalog (about 7 KB gzipped) arrives with the entry script (decision 057).
  plugins: [react(), preloadCatalog('/i18n/en-initial.ts')],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  // The build of the pages rendered ahead for Node (scripts/build-pages-ahead.ts) bundles the workspace's packages, whose modules are TypeScript.
  ssr: { noExternal: [/^@sinar\//] },
});
