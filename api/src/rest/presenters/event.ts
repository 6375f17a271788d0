/**
 * Events and event activity as /api returns them on the dashboard and the events pages (part 1 section 3,
 * part 2's Event): the search shape plus the viewer's attendance, `date` (= startDate) and the detail fields.
 */
import type { ListedEvent } from '../../domain/events/lists.js';
import type { EventActivityPost } from '../../domain/events/activity.js';
import type { RelationshipLoader } from '../../domain/users/privacy.js';
import { presentEvent, presentMember } from './content.js';

export function presentListedEvent(e: ListedEvent) {
  return {
    ...presentEvent(e),
    endDate: e.endDate,
    date: e.startDate,
    isPublic: e.isPublic,
    imageUrl: e.imageUrl,
    bannerUrl: e.bannerUrl,
    groupId: e.groupId,
    isAttending: e.attendees.length > 0,
  };
}

export async function presentEventActivity(relationships: RelationshipLoader, p: EventActivityPost) {
  return {
    id: p.id,
    content: p.content,
    imageUrl: p.imageUrl,
    hashtags: p.hashtags,
    createdAt: p.createdAt,
    likeCount: p._count.fistBumps,
    commentCount: p._count.comments,
    authorId: p.authorId,
    author: await presentMember(relationships, p.author),
    eventId: p.eventId,
    event: p.event,
  };
}
