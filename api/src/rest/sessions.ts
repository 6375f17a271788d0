/**
 * /api/sessions: "Where you're signed in" (docs/sessions.md), the member's browser sessions and signing them out.
 * Browser sessions only: a token is refused here whatever its scopes (./token-scopes.ts).
 */
import { Router } from 'express';
import type { Services } from '../domain/services.js';
import {
  listSessions,
  signOutOtherSessions,
  signOutSession,
  type ListedSession,
} from '../domain/sessions/sessions-list.js';
import { clearedSessionCookie } from '../http/auth.js';
import { pageQuery, sendPage } from './paging.js';
import { authOf, requireViewer } from './request.js';

function presentSession(session: ListedSession) {
  return {
    id: session.id,
    current: session.current,
    browser: session.browser,
    os: session.os,
    device: session.device,
    ipAddress: session.ipAddress,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
  };
}

export function sessionRoutes(services: Services): Router {
  const router = Router();

  router.get('/sessions', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await listSessions(services, viewer.id, authOf(res).token, pageQuery(req));
    sendPage(req, res, page.items.map(presentSession), page.nextCursor);
  });

  router.post('/sessions/sign-out-others', async (_req, res) => {
    const viewer = requireViewer(res);
    res.json({ ended: await signOutOtherSessions(services, viewer.id, authOf(res).token) });
  });

  router.delete('/sessions/:id', async (req, res) => {
    const viewer = requireViewer(res);
    const { wasCurrent } = await signOutSession(services, viewer.id, req.params.id, authOf(res).token);
    // This browser signed itself out: its cookie goes too.
    if (wasCurrent) res.append('Set-Cookie', clearedSessionCookie(services.config));
    res.status(204).end();
  });

  return router;
}
