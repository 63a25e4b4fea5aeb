import { preloadCatalog } from '@sinar/client/build/preload-catalog';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Served by the API at /backoffice; in development the dev server forwards the API paths to it (port 3000). */
const API_ORIGIN = 'http://127.0.0.1:3000';
const proxy = { '/sinar/': { target: API_ORIGIN, changeOrigin: false } };

export default defineConfig({
  base: '/backoffice/',
  // The English login catalog (about 6 KB gzipped) arrives with the entry script (decision 057).
  plugins: [react(), preloadCatalog('/i18n/en-backoffice-initial.ts')],
  server: { host: '127.0.0.1', port: 5174, strictPort: true, proxy },
  // The manifest tells scripts/build-login.ts which chunks and stylesheets the login screen needs (decision 079).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
