/**
 * /api/users/*: member-wide reads.
 */
import { Router } from 'express';
import type { Services } from '../domain/services.js';
import { countMembers } from '../domain/users/count.js';

export function userRoutes({ prisma }: Services): Router {
  const router = Router();

  router.get('/users/count', async (_req, res) => {
    res.json({ count: await countMembers(prisma) });
  });

  return router;
}
