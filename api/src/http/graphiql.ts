/**
 * GraphiQL at GET /graphql for browsers: the page web/dist/graphiql.html, built by Vite from npm packages, so it
 * works without internet access. Requests for JSON (and every other method) go on to yoga.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Router, type Request } from 'express';
import type { Config } from '../config/config.js';
import { graphiqlContentSecurityPolicy } from './security-headers.js';

/**
 * A browser opening the address asks for text/html first; fetch() and GraphQL clients ask for JSON, and `curl`
 * (Accept: *\/*) gets JSON as before, since the JSON types come first in this list.
 */
const wantsPage = (req: Request) =>
  req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) === 'text/html';

export function graphiqlRoute(config: Config, graphqlPath: string): Router {
  const router = Router();
  const page = path.join(config.webDistDir, 'graphiql.html');
  const csp = graphiqlContentSecurityPolicy(config);
  router.get(graphqlPath, (req, res, next) => {
    if (!wantsPage(req)) {
      next();
      return;
    }
    csp(req, res, () => {
      if (!existsSync(page)) {
        res.status(503).type('text').send('GraphiQL has not been built yet: run `npm run build`, then reload.');
        return;
      }
      res.vary('Accept').set('Cache-Control', 'no-cache').sendFile(page);
    });
  });
  return router;
}
