/**
 * The built web app (web/dist): hashed assets cached for a year, and index.html for every other page so the
 * client-side router can take over.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

export function webRoutes(distDir: string): Router {
  const router = Router();
  const index = path.join(distDir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  // GraphiQL's page works only at its address, which sets the policy its editor needs (./graphiql.ts).
  router.get('/graphiql.html', (_req, res) => res.redirect(301, '/graphql'));
  router.use(express.static(distDir, { index: false }));
  router.get('/{*path}', (_req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text').send('The web app has not been built yet: run `npm run build`, then reload.');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return router;
}
