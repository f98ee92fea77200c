import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The BFF serves the built portal under /web/portal/ and the JSON API under
// /bff/v1. In development the app is served from / and everything that only
// the BFF has is proxied to a locally running `payhub serve`.
const BFF_ORIGIN = 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/web/portal/' : '/',
  plugins: [react()],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    // Keep every script an external file so a strict CSP needs no exceptions.
    assetsInlineLimit: 0,
    // scripts/size.mjs reads the manifest to add up the first load of the checkout route.
    manifest: true,
    rolldownOptions: {
      // Libraries in one chunk and the shared app code in another (as in
      // vite.widget.config.ts): a few larger files gzip better than many small ones.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/ },
            { name: 'shared', test: /src\/(lib|components)\//, minShareCount: 2 },
          ],
        },
      },
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
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
}));
