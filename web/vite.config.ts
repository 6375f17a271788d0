/**
 * Builds the pages the API serves from web/dist: index.html (the app), login.html (the sign-in page, served by
 * GET /api/login with its state written in) and, in a second build of its own, graphiql.html (GraphiQL, at
 * GET /graphql). The dev server forwards the API paths to port 3000.
 */
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';
import { dedupePackageCopies } from './vite-plugins/dedupe-package-copies.ts';
import { installableApp } from './vite-plugins/pwa.ts';
import { PRODUCT_NAME } from '../api/src/config/product.ts';

const root = import.meta.dirname;
const api = 'http://localhost:3000';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The static pages need the product name without JavaScript: `%PRODUCT_NAME%` in the HTML entries. */
const productNameInHtml: Plugin = {
  name: 'dadhood:product-name-in-html',
  transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', escapeHtml(PRODUCT_NAME)),
};

// WEB_DIST_DIR (the API's setting too) lets parallel e2e runs build apart; web/dist by default.
const outDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'dist');
const define = { __PRODUCT_NAME__: JSON.stringify(PRODUCT_NAME) };
// Every browser the app supports has modulepreload: no polyfill chunk for the pages to fetch.
const modulePreload = { polyfill: false };
// The logo is a file the pages and the app share (and cache), never inlined: Vite would otherwise inline it
// into whichever of them it happened to process first, changing the pages' JavaScript from build to build.
const assetsInlineLimit = (file: string) => (file.endsWith('.svg') ? false : undefined);

/**
 * GraphiQL (web/graphiql.html) is built after the app, apart from it: in one build, React and the other
 * modules both pages use would move into shared chunks, changing what a visitor of `/` downloads. Apart, the
 * app's chunks stay as they are and GraphiQL's load only on /graphql. (`vite dev` serves it at /graphiql.html.)
 */
const graphiqlPage: Plugin = {
  name: 'dadhood:graphiql-page',
  apply: 'build',
  async closeBundle(error) {
    if (error) return;
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [dedupePackageCopies(), react(), productNameInHtml],
      define,
      build: {
        outDir,
        emptyOutDir: false,
        modulePreload,
        assetsInlineLimit,
        // Monaco, the editor, is one ~2.8 MB module; it loads on this page only, for members.
        chunkSizeWarningLimit: 3000,
        rolldownOptions: {
          input: { graphiql: path.join(root, 'graphiql.html') },
          // @graphiql/react's modules start with React Compiler directives that bundling drops (harmlessly).
          onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
        },
      },
    });
  },
};

export default defineConfig({
  root,
  plugins: [
    dedupePackageCopies(),
    react(),
    relay,
    tailwindcss(),
    productNameInHtml,
    installableApp({ outDir, productName: PRODUCT_NAME }),
    graphiqlPage,
  ],
  define,
  build: {
    outDir,
    emptyOutDir: true,
    modulePreload,
    assetsInlineLimit,
    rolldownOptions: {
      input: { app: path.join(root, 'index.html'), login: path.join(root, 'login.html') },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: api,
        // Under `vite dev` the sign-in page itself comes from Vite, live (the API would send the built copy).
        // The page then has no server state: its script takes the mode from the address.
        bypass: (req) => (req.method === 'GET' && req.url?.split('?')[0] === '/api/login' ? '/login.html' : undefined),
      },
      '/graphql': { target: api, ws: true },
      '/uploads': api,
    },
  },
});
