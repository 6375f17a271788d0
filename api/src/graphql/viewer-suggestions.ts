/**
 * The dashboard's suggestions (a channel, members to connect with) read with the viewer's other lists
 * (./viewer-lists.ts): the domain's ranking as a subquery, the rows it picks read in the same statement. They rank
 * with the viewer's profile, which the read batch supplies (./read-batch.ts).
 */
import { Prisma } from '../generated/prisma/client.js';
import { suggestConnectionsSql, type Suggestion } from '../domain/connections/suggested.js';
import { suggestedChannelsSql } from '../domain/suggestions/channels.js';
import type { Channel, User } from '../generated/prisma/client.js';
import type { GraphQLContext } from './context.js';
import { covers, revive } from './prisma-rows.js';
import { readTogether } from './read-batch.js';
import { CHANNEL, channelJson, listJson, rowsOf, USER, userJson } from './viewer-lists.js';

/** The channels `suggestedChannelIds` picks (domain/suggestions/channels.ts), read with the fields they show. */
export function suggestedChannels(
  ctx: GraphQLContext,
  query: object,
  take: number,
  primeVisible: (id: string) => void,
): Promise<Channel[]> | null {
  if (!covers(CHANNEL, query)) return null;
  return readTogether(ctx, {
    key: `suggestedChannels:${take}`,
    sql: (profile) =>
      listJson(Prisma.sql`
      SELECT json_agg(${channelJson('c')} ORDER BY s.score DESC, s.followers DESC, c."createdAt" DESC, c.id DESC)
      FROM (${suggestedChannelsSql(profile, take)}) s JOIN "Channel" c ON c.id = s.id`),
    read: rowsOf<Channel>(CHANNEL),
  }).then((rows) => {
    for (const row of rows) primeVisible(row.id);
    return rows;
  });
}

export type SuggestedMemberRow = Suggestion & { member: User };

/** The members `suggestConnections` ranks (domain/connections/suggested.ts), each with their row. */
export function suggestedMembers(ctx: GraphQLContext, take: number): Promise<SuggestedMemberRow[]> {
  return readTogether(ctx, {
    key: `suggestedMembers:${take}`,
    sql: (profile) =>
      listJson(Prisma.sql`
      SELECT json_agg(json_build_object('userId', s.id, 'mutualConnections', s.mutual, 'sharedInterests', s.shared,
        'score', s.score, 'member', ${userJson('u')}) ORDER BY s.score DESC, u."joinedAt" DESC, u.id ASC)
      FROM (${suggestConnectionsSql(profile, take)}) s JOIN "User" u ON u.id = s.id`),
    read: (json) =>
      (Array.isArray(json) ? (json as (Suggestion & { member: unknown })[]) : []).map((s) => ({
        ...s,
        member: revive<User>(USER, s.member),
      })),
  }).then((rows) => {
    // Suggested members have no connection row with the viewer at all (the ranking leaves those out).
    for (const row of rows) ctx.relationships.prime(row.member.id, 'member');
    return rows;
  });
}
