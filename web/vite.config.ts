/**
 * Builds the two pages the API serves from web/dist: index.html (the app) and login.html (the sign-in page,
 * served by GET /api/login with its state written in). The dev server forwards the API paths to port 3000.
 */
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';
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

export default defineConfig({
  root,
  plugins: [react(), relay, tailwindcss(), productNameInHtml],
  define: { __PRODUCT_NAME__: JSON.stringify(PRODUCT_NAME) },
  build: {
    // WEB_DIST_DIR (the API's setting too) lets parallel e2e runs build apart; web/dist by default.
    outDir: process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'dist'),
    emptyOutDir: true,
    // Every browser the app supports has modulepreload: no polyfill chunk for the pages to fetch.
    modulePreload: { polyfill: false },
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
