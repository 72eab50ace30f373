import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API and the realtime hub run on the server (port 3000); in production the
// server serves dist/ itself, so both live on the same origin and no proxy is needed.
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/channelHub': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
});
