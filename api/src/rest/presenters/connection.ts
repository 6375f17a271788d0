/**
 * A connection as /api returns it: both members presented with privacy applied.
 */
import type { Connection, User } from '../../generated/prisma/client.js';
import type { RelationshipLoader } from '../../domain/users/privacy.js';
import type { SuggestedMember } from '../../domain/connections/suggested.js';
import { presentMember } from './content.js';

export async function presentConnection(
  relationships: RelationshipLoader,
  c: Connection & { requester: User; receiver: User },
) {
  return {
    id: c.id,
    status: c.status,
    requesterId: c.requesterId,
    receiverId: c.receiverId,
    createdAt: c.createdAt,
    respondedAt: c.respondedAt,
    requester: await presentMember(relationships, c.requester),
    receiver: await presentMember(relationships, c.receiver),
  };
}

/** A suggested member: the member, plus how many connections they share with the viewer (the card's badge). */
export async function presentSuggestion(relationships: RelationshipLoader, suggestion: SuggestedMember) {
  return {
    ...(await presentMember(relationships, suggestion.member)),
    mutualConnections: suggestion.mutualConnections,
    sharedInterests: suggestion.sharedInterests,
  };
}
