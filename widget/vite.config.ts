import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { firstLoadChunks } from './vite.chunks.ts';
import { moduleWeights } from './vite.moduleWeights.ts';

// The BFF serves the built portal under /web/portal/ and the JSON API under
// /bff/v1. In development the app is served from / and everything that only
// the BFF has is proxied to a locally running `payhub serve`.
const BFF_ORIGIN = 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/web/portal/' : '/',
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore itself: the package's CommonJS shim (wouter) and
      // selector (react-redux) only add bytes and interop code. The same ES modules as the widget's.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/embed/preact/useSyncExternalStore.ts', import.meta.url)),
      },
      {
        find: /^use-sync-external-store\/with-selector(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/embed/preact/withSelector.ts', import.meta.url)),
      },
    ],
  },
  // moduleWeights: each chunk's modules and their bytes, for the size check (scripts/size.mjs).
  plugins: [react(), moduleWeights()],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    // Keep every script an external file so a strict CSP needs no exceptions.
    assetsInlineLimit: 0,
    // scripts/size.mjs reads the manifest to add up the first load of the checkout route.
    manifest: true,
    // Every browser the portal supports preloads modules itself; the polyfill only adds bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The first load in a few files (vite.chunks.ts).
      output: { codeSplitting: firstLoadChunks() },
    },
  },
  server: {
    proxy: {
      '/bff': BFF_ORIGIN,
      '/web': BFF_ORIGIN,
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite.*.test.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
}));
