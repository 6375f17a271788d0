/**
 * The built web app (web/dist): hashed assets cached for a year, and index.html for every other page so the
 * client-side router can take over. index.html carries PUBLIC_URL in a `<meta name="public-url">`: addresses
 * meant to leave the app (a shared post, a referral link) are built on it, whatever host the browser is on.
 * The service worker and the web app manifest keep their names from build to build: the browser asks for them
 * again at every use (docs/web.md, "Installable app and offline").
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import type { Config } from '../config/config.js';
import { appPageContentSecurityPolicy } from './security-headers.js';

/** Files at fixed addresses whose new version must reach the browser at once. */
const ASKED_AGAIN_EACH_TIME = new Set(['sw.js', 'manifest.webmanifest']);

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page with the public address in its head (once: a page that has one already keeps it). */
export function withPublicUrl(html: string, publicUrl: string): string {
  if (html.includes('name="public-url"')) return html;
  return html.replace('</head>', `<meta name="public-url" content="${escapeAttribute(publicUrl)}" />\n</head>`);
}

export function webRoutes(config: Config): Router {
  const distDir = config.webDistDir;
  const router = Router();
  const index = path.join(distDir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  // GraphiQL's page works only at its address, which sets the policy its editor needs (./graphiql.ts); the app's
  // page only as the app's routes serve it, with its public address and the policy its service worker needs.
  router.get('/graphiql.html', (_req, res) => res.redirect(301, '/graphql'));
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  router.use(
    express.static(distDir, {
      index: false,
      // `send` keeps a Cache-Control set here instead of its own `max-age=0`.
      setHeaders: (res, file) => {
        if (ASKED_AGAIN_EACH_TIME.has(path.relative(distDir, file))) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.get('/{*path}', appPageContentSecurityPolicy(config), async (_req, res) => {
    // Read each time: a rebuilt app is served without a restart (the page is a few hundred bytes).
    const html = await readFile(index, 'utf8').catch(() => null);
    if (html === null) {
      res.status(503).type('text').send('The web app has not been built yet: run `npm run build`, then reload.');
      return;
    }
    // PUBLIC_URL is read per request: tests learn their port after the app is built.
    res.set('Cache-Control', 'no-cache').type('html').send(withPublicUrl(html, config.publicUrl));
  });
  return router;
}
