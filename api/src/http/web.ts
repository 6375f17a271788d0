/**
 * The built web app (web/dist): hashed assets cached for a year, and index.html for every other page so the
 * client-side router can take over. index.html carries PUBLIC_URL in a `<meta name="public-url">`: addresses
 * meant to leave the app (a shared post, a referral link) are built on it, whatever host the browser is on.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import type { Config } from '../config/config.js';

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page with the public address in its head (once: a page that has one already keeps it). */
export function withPublicUrl(html: string, publicUrl: string): string {
  if (html.includes('name="public-url"')) return html;
  return html.replace('</head>', `<meta name="public-url" content="${escapeAttribute(publicUrl)}" />\n</head>`);
}

export function webRoutes(config: Pick<Config, 'webDistDir' | 'publicUrl'>): Router {
  const distDir = config.webDistDir;
  const router = Router();
  const index = path.join(distDir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  // GraphiQL's page works only at its address, which sets the policy its editor needs (./graphiql.ts).
  router.get('/graphiql.html', (_req, res) => res.redirect(301, '/graphql'));
  router.use(express.static(distDir, { index: false }));
  router.get('/{*path}', async (_req, res) => {
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
