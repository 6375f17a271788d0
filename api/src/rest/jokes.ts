/**
 * GET /api/dad-joke: a random dad joke for the composer's helper. Public, like the jokes themselves.
 */
import { Router } from 'express';
import { randomDadJoke } from '../domain/jokes/jokes.js';
import type { Services } from '../domain/services.js';

export function jokeRoutes({ prisma }: Services): Router {
  const router = Router();

  router.get('/dad-joke', async (_req, res) => {
    res.json({ joke: await randomDadJoke(prisma) });
  });

  return router;
}
