import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (apps/server) listens on port 3000; the dev and preview servers forward the service and dev paths to it. */
const API_ORIGIN = 'http://127.0.0.1:3000';
const proxy = {
  '/sinar/': { target: API_ORIGIN, changeOrigin: false },
  '/dev/api': { target: API_ORIGIN, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
