/**
 * Notifications, connection requests and search results as /api returns them: the web app's field names, every
 * member in them presented through presentUser (privacy applied).
 */
import type { Connection, Event, Group, Notification, Post, User } from '../../generated/prisma/client.js';
import type { ChannelBadge } from '../../domain/feed/details.js';
import type { RelationshipLoader } from '../../domain/users/privacy.js';
import { presentUser } from './user.js';

/** presentUser for someone the viewer may relate to in any way (self, connection, member). */
export async function presentMember(relationships: RelationshipLoader, user: User) {
  return presentUser(user, await relationships.load(user.id));
}

export async function presentNotification(relationships: RelationshipLoader, n: Notification & { actor: User | null }) {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    isRead: n.isRead,
    createdAt: n.createdAt,
    targetType: n.targetType,
    targetId: n.targetId,
    actor: n.actor ? await presentMember(relationships, n.actor) : null,
  };
}

export async function presentConnectionRequest(relationships: RelationshipLoader, c: Connection & { requester: User }) {
  return {
    id: c.id,
    status: c.status,
    requesterId: c.requesterId,
    receiverId: c.receiverId,
    createdAt: c.createdAt,
    requester: await presentMember(relationships, c.requester),
  };
}

type FoundPost = Post & {
  author: User;
  group: Pick<Group, 'id' | 'name' | 'visibility'> | null;
  channel: ChannelBadge | null;
};

export async function presentPost(relationships: RelationshipLoader, p: FoundPost) {
  return {
    id: p.id,
    content: p.content,
    authorId: p.authorId,
    author: await presentMember(relationships, p.author),
    imageUrl: p.imageUrl,
    hashtags: p.hashtags,
    categories: p.categories,
    type: p.type,
    groupId: p.groupId,
    group: p.group,
    channelId: p.channelId,
    channel: p.channel,
    createdAt: p.createdAt,
  };
}

export function presentGroup(g: Group & { _count: { members: number } }) {
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    imageUrl: g.imageUrl,
    memberCount: g._count.members,
    creatorId: g.creatorId,
    visibility: g.visibility,
    isPublic: g.isPublic,
  };
}

export function presentEvent(e: Event & { _count: { attendees: number } }) {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    location: e.location,
    startDate: e.startDate,
    isVirtual: e.isVirtual,
    category: e.categories[0] ?? null,
    categories: e.categories,
    creatorId: e.creatorId,
    attendeeCount: e._count.attendees,
    maxAttendees: e.maxAttendees,
  };
}
