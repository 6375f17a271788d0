/**
 * Public groups are seen by every member; a private (invitation-only) group only by its members and creator.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { viewerParam, type VisibilityCondition } from '../visibility.js';

export const groupVisible: VisibilityCondition = (viewerId, g) => Prisma.sql`(
  ${g}."isPublic"
  OR ${g}."creatorId" = ${viewerParam(viewerId)}
  OR EXISTS (SELECT 1 FROM "GroupMember" gm WHERE gm."groupId" = ${g}.id AND gm."userId" = ${viewerParam(viewerId)})
)`;
