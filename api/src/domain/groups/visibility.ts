/**
 * Who sees a group, and who sees what is in it. A public group is seen by every member. A private
 * (invitation-only) group's header is seen by its members, its creator and the members it invited (a pending
 * invitation: they see what they are invited to); its content (posts, members, stats) only by its members.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { moderationShownSql } from '../moderation/visibility.js';
import { viewerParam, type ViewerRef, type VisibilityCondition } from '../visibility.js';

const isMember = (viewerId: ViewerRef, g: Prisma.Sql) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "GroupMember" gm WHERE gm."groupId" = ${g}.id AND gm."userId" = ${viewerParam(viewerId)})`;

/** The group's header (name, images, counts): the group card, the detail page's top, search's group hits. */
export const groupVisible: VisibilityCondition = (
  viewerId,
  g,
) => Prisma.sql`(${moderationShownSql(viewerParam(viewerId), g, 'creatorId')} AND (
  ${g}."isPublic"
  OR ${g}."creatorId" = ${viewerParam(viewerId)}
  OR ${isMember(viewerId, g)}
  OR EXISTS (SELECT 1 FROM "GroupInvitation" gi
             WHERE gi."groupId" = ${g}.id AND gi."inviteeId" = ${viewerParam(viewerId)} AND gi.status = 'pending')
))`;

/** The group's posts, members and stats: everyone for a public group, only members for a private one. */
export const groupContentVisible: VisibilityCondition = (
  viewerId,
  g,
) => Prisma.sql`(${moderationShownSql(viewerParam(viewerId), g, 'creatorId')} AND (
  ${g}."isPublic" OR ${isMember(viewerId, g)}
))`;
