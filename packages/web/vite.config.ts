import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { precargaRutaInicial } from './compilacion/precarga-ruta-inicial.ts';
import { opcionesPwa } from './pwa/opciones-pwa.ts';

// In development the API and the realtime hub run on the server (port 3000); in production the
// server serves dist/ itself, so both live on the same origin and no proxy is needed.
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Vendor chunks for the libraries every screen uses, so they stay cached across deploys of app
 * code. Only named packages: a catch-all node_modules group would drag lazy-only libraries
 * (slate, dropzone, spreadsheet readers) into the initial download.
 */
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: 'vendor-mantine',
    test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications)|@floating-ui|clsx|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize)[\\/]/,
  },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  // The app's own modules (and icons) that two or more routes share, in one chunk: split by the
  // bundler, the first screen asked for some forty small files, each fetched, linked and
  // evaluated on its own; one chunk took the cold first screen from 695/733 to 600/587 ms for
  // 40 kB more (bench/RESULTS.md § 0004). What only one route uses stays in that route's chunk.
  { name: 'compartido', test: /packages[\\/](web|domain)[\\/]src[\\/]|@tabler/, minShareCount: 2 },
];

export default defineConfig({
  base: '/',
  // The installable app's worker (decision 0015), generated only by `vite build`.
  // Brotli and gzip copies of every text file, made once here; the server sends the one the
  // browser accepts (preCompressed): the first load's 1.3 MB of scripts and styles cross the
  // network as about a quarter of that, with no compression work per request.
  plugins: [
    react(),
    VitePWA(opcionesPwa),
    precargaRutaInicial(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/channelHub': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
});
