import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { singleFirstLoadChunk } from './vite.chunks.ts';
import { moduleWeights } from './vite.moduleWeights.ts';

// The widget: the same app as the portal, built for the iframe that the SDK
// draws (sdk/src/protocol.ts). React is swapped for preact/compat to keep the
// first load small; the BFF serves dist/widget/assets/* under
// /web/widgets/current/assets/ and index.html for every
// /web/widgets/current/{client}/{site}/{route...}.
const BFF_ORIGIN = 'http://localhost:8080';

/** The BFF serves index.html; Vite names the output after the entry (widget.html). */
function entryAsIndex(): Plugin {
  return {
    name: 'payhub-widget-index',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['widget.html'];
      if (page) {
        page.fileName = 'index.html';
      }
    },
  };
}

/** In development, every widget URL answers with widget.html, as the BFF answers with index.html. */
function widgetPages(): Plugin {
  return {
    name: 'payhub-widget-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        const page = url.startsWith('/web/widgets/current/') && !url.startsWith('/web/widgets/current/themes/');
        if (page && (req.headers.accept ?? '').includes('text/html')) {
          req.url = '/widget.html';
        }
        next();
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/web/widgets/current/' : '/',
  resolve: {
    alias: [
      // use-sync-external-store ships only CommonJS, which requires 'react': the bundler
      // would then wrap preact/compat as a whole and keep all of it. ES modules instead.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/embed/preact/useSyncExternalStore.ts', import.meta.url)),
      },
      {
        find: /^use-sync-external-store\/with-selector(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/embed/preact/withSelector.ts', import.meta.url)),
      },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // The app inside the iframe is always embedded: code only the portal shows is dropped (src/lib/build.ts).
  define: { __PAYHUB_WIDGET__: 'true' },
  // Nothing from public/ is needed inside the iframe.
  publicDir: false,
  // moduleWeights: each chunk's modules and their bytes, for the size check (scripts/size.mjs).
  plugins: [entryAsIndex(), widgetPages(), moduleWeights()],
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    // Every script and style an external file: the BFF's CSP is script-src 'self'; style-src 'self'.
    assetsInlineLimit: 0,
    // scripts/size.mjs reads the manifest to add up the first load of the checkout route.
    manifest: true,
    // Every browser the widget supports preloads modules itself; the polyfill only adds bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: 'widget.html',
      // The first load in one file (vite.chunks.ts).
      output: { codeSplitting: singleFirstLoadChunk() },
    },
  },
  server: {
    proxy: {
      '/bff': BFF_ORIGIN,
      '/web/widgets/current/themes': BFF_ORIGIN,
    },
  },
}));
