/**
 * GET /api/suggestions/content: {posts, channels, events} picked for the viewer (2, 1 and 1; the rules are
 * in domain/suggestions).
 */
import { Router } from 'express';
import { loadListedChannels } from '../domain/channels/read.js';
import { loadListedEvents } from '../domain/events/lists.js';
import { loadFeedPosts } from '../domain/feed/details.js';
import type { Services } from '../domain/services.js';
import { suggestedContentIds } from '../domain/suggestions/content.js';
import { presentSuggestedChannel, presentSuggestedEvent, presentSuggestedPost } from './presenters/suggestion.js';
import { requireViewer } from './request.js';
import { loadViewerProfile } from '../domain/users/viewer.js';

export function suggestionRoutes({ prisma }: Services): Router {
  const router = Router();

  router.get('/suggestions/content', async (_req, res) => {
    const viewer = requireViewer(res);
    const ids = await suggestedContentIds(prisma, await loadViewerProfile(prisma, viewer.id));
    const [posts, channels, events] = await Promise.all([
      loadFeedPosts(prisma, viewer.id, ids.postIds),
      loadListedChannels(prisma, viewer.id, ids.channelIds),
      loadListedEvents(prisma, viewer.id, ids.eventIds),
    ]);
    res.json({
      posts: posts.map(presentSuggestedPost),
      channels: channels.map(presentSuggestedChannel),
      events: events.map((event) => presentSuggestedEvent(event, viewer.id)),
    });
  });

  return router;
}
