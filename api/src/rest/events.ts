/**
 * Reading events over /api: the dashboard's lists (upcoming, the viewer's own, recommended, recent activity),
 * the /events listing's tabs, the viewer's invitations, and one event's page (the event, its attendees, its
 * discussion, the host's link). Fixed paths come before /events/:id.
 */
import { Router } from 'express';
import { listEventActivity } from '../domain/events/activity.js';
import { eventAttendeesPage } from '../domain/events/attendees-list.js';
import { eventPage } from '../domain/events/event-page.js';
import { eventPostsPage } from '../domain/events/event-posts.js';
import { countPendingEventInvitations, eventInvitationsPage } from '../domain/events/invitations-list.js';
import { eventLink } from '../domain/events/link.js';
import { countEventList, eventListPage } from '../domain/events/list-events.js';
import { listMyUpcomingEvents, loadListedEvents, upcomingEventIds } from '../domain/events/lists.js';
import { recommendedEventIds } from '../domain/events/recommend.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { loadViewerProfile } from '../domain/users/viewer.js';
import { pageQuery, sendPage, sendPageShowingMembers } from './paging.js';
import {
  presentEventActivity,
  presentEventAttendee,
  presentEventInvitation,
  presentEventPage,
  presentListedEvent,
} from './presenters/event.js';
import { sendFeedPage } from './presenters/post.js';
import { queryText, requireViewer } from './request.js';

export function eventRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  /**
   * Without `tab`, the dashboard's list as it always was: upcoming events the viewer may see, soonest first. With
   * `tab` (mine, invited, explore), the /events listing: filtered, paged, its size in X-Total-Count.
   */
  router.get('/events', async (req, res) => {
    const viewer = requireViewer(res);
    if (req.query.tab === undefined) {
      const ids = await upcomingEventIds(prisma, viewer.id, req.query.limit);
      res.json((await loadListedEvents(prisma, viewer.id, ids)).map((e) => presentListedEvent(e, viewer.id)));
      return;
    }
    const filters = {
      tab: queryText(req.query.tab) ?? '',
      search: queryText(req.query.search),
      category: queryText(req.query.category),
      time: queryText(req.query.time),
      visibility: queryText(req.query.visibility),
      type: queryText(req.query.type),
      timeZone: queryText(req.query.timeZone),
    };
    const list = await eventListPage(prisma, viewer.id, { ...filters, ...pageQuery(req) });
    const [events, total] = await Promise.all([
      loadListedEvents(prisma, viewer.id, list.ids),
      countEventList(prisma, viewer.id, filters),
    ]);
    res.set('X-Total-Count', String(total));
    sendPage(
      req,
      res,
      events.map((e) => presentListedEvent(e, viewer.id)),
      list.nextCursor,
    );
  });

  router.get('/events/user', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(
      (await listMyUpcomingEvents(prisma, viewer.id, req.query.limit)).map((e) => presentListedEvent(e, viewer.id)),
    );
  });

  router.get('/events/recommended', async (req, res) => {
    const viewer = requireViewer(res);
    const ids = await recommendedEventIds(prisma, await loadViewerProfile(prisma, viewer.id), req.query.limit);
    res.json((await loadListedEvents(prisma, viewer.id, ids)).map((e) => presentListedEvent(e, viewer.id)));
  });

  router.get('/events/activity', async (req, res) => {
    const viewer = requireViewer(res);
    const posts = await listEventActivity(prisma, viewer.id, req.query.limit);
    const relationships = createRelationshipLoader(prisma, viewer.id);
    res.json(await Promise.all(posts.map((p) => presentEventActivity(relationships, p))));
  });

  // Pending invitations, newest first; their number (the Invited Events badge) in X-Total-Count.
  router.get('/events/invitations', async (req, res) => {
    const viewer = requireViewer(res);
    const [list, total] = await Promise.all([
      eventInvitationsPage(prisma, viewer.id, pageQuery(req)),
      countPendingEventInvitations(prisma, viewer.id),
    ]);
    res.set('X-Total-Count', String(total));
    await sendPageShowingMembers(req, res, prisma, viewer.id, list, (relationships, invitation) =>
      presentEventInvitation(relationships, invitation, viewer.id),
    );
  });

  router.get('/events/:id', async (req, res) => {
    const viewer = requireViewer(res);
    const found = await eventPage(prisma, viewer.id, req.params.id, queryText(req.query.timeZone));
    res.json(await presentEventPage(createRelationshipLoader(prisma, viewer.id), found));
  });

  router.get('/events/:id/attendees', async (req, res) => {
    const viewer = requireViewer(res);
    const list = await eventAttendeesPage(prisma, viewer.id, req.params.id, pageQuery(req));
    await sendPageShowingMembers(req, res, prisma, viewer.id, list, presentEventAttendee);
  });

  // The discussion: like GET /api/posts, a plain array, newest first, the next cursor in X-Next-Cursor.
  router.get('/events/:id/posts', async (req, res) => {
    const viewer = requireViewer(res);
    sendFeedPage(req, res, await eventPostsPage(prisma, viewer.id, req.params.id, pageQuery(req)));
  });

  router.get('/events/:id/link', async (req, res) => {
    const viewer = requireViewer(res);
    res.json({ link: await eventLink(services, viewer.id, req.params.id) });
  });

  return router;
}
