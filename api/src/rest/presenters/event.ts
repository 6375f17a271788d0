/**
 * Events and event activity as /api returns them on the dashboard and the events pages: the search shape plus the viewer's attendance, `date` (= startDate) and the detail fields;
 * the event page (with host, group and the viewer's standing), attendees and invitations.
 */
import type { EventActivityPost } from '../../domain/events/activity.js';
import type { EventAttendeeRow } from '../../domain/events/attendees-list.js';
import { isEventFull, viewerStatusOf, type EventPage } from '../../domain/events/event-page.js';
import type { EventInvitationRow } from '../../domain/events/invitations-list.js';
import type { ListedEvent } from '../../domain/events/lists.js';
import { hasEnded } from '../../domain/events/policy.js';
import type { RelationshipLoader } from '../../domain/users/privacy.js';
import { presentEvent, presentMember } from './content.js';
import { presentMemberIdentity } from './group.js';

/** An event in a list: GET /api/events, /events/user, /events/recommended, an attend's answer. */
export function presentListedEvent(e: ListedEvent, viewerId: string) {
  const attendance = e.attendees[0]?.status ?? null;
  return {
    ...presentEvent(e),
    endDate: e.endDate,
    date: e.startDate,
    isPublic: e.isPublic,
    imageUrl: e.imageUrl,
    bannerUrl: e.bannerUrl,
    groupId: e.groupId,
    isAttending: attendance === 'attending',
    viewerStatus: viewerStatusOf(viewerId, e.creatorId, attendance, e.invitations.length > 0),
    isFull: isEventFull(e, e._count.attendees),
    hasEnded: hasEnded(e),
  };
}

/** GET /api/events/:id: the event, and what the page needs to know about the viewer. */
export async function presentEventPage(relationships: RelationshipLoader, page: EventPage) {
  const { row } = page;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    startDate: row.startDate,
    date: row.startDate,
    endDate: row.endDate,
    maxAttendees: row.maxAttendees,
    category: row.categories[0] ?? null,
    categories: row.categories,
    isPublic: row.isPublic,
    isVirtual: row.isVirtual,
    bannerUrl: row.bannerUrl,
    imageUrl: row.imageUrl,
    groupId: page.group ? row.groupId : null,
    group: page.group ? { id: page.group.id, name: page.group.name, profileImageUrl: page.group.imageUrl } : null,
    creatorId: row.creatorId,
    creator: await presentMemberIdentity(relationships, row.creator),
    createdAt: row.createdAt,
    isAttending: page.viewerStatus === 'attending',
    attendeeCount: row._count.attendees,
    viewerStatus: page.viewerStatus,
    canManage: page.viewerStatus === 'host',
    invitation: row.invitations[0] ? { id: row.invitations[0].id, createdAt: row.invitations[0].createdAt } : null,
    waitlistPosition: page.waitlistPosition,
    waitlistCount: page.waitlistCount,
    isFull: page.isFull,
    hasEnded: page.hasEnded,
    timeStatus: page.timeStatus,
    meetingUrl: page.meetingUrl,
  };
}

/** GET /api/events/:id/attendees: each attendee (id, status, user), with when they got their place. */
export async function presentEventAttendee(relationships: RelationshipLoader, a: EventAttendeeRow) {
  return {
    id: a.id,
    status: a.status,
    userId: a.userId,
    joinedAt: a.createdAt,
    user: await presentMemberIdentity(relationships, a.user),
  };
}

/** GET /api/events/invitations: the invitation, its event as lists show it, and who invited. */
export async function presentEventInvitation(
  relationships: RelationshipLoader,
  i: EventInvitationRow,
  viewerId: string,
) {
  return {
    id: i.id,
    status: i.status,
    createdAt: i.createdAt,
    event: presentListedEvent(i.event, viewerId),
    inviter: i.inviter ? await presentMemberIdentity(relationships, i.inviter) : null,
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
