/**
 * Starting conversations and adding people to them (docs/messaging.md). A member chats with their accepted
 * connections only. A direct conversation between two members is unique (its `directKey`): asking again
 * returns it. Adding people to a direct chat makes it a group chat (the two can start a new direct one).
 * Nobody starts a chat with, or adds to one, a member they are in a blocked pair with.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { CANNOT_MESSAGE, blockedPairSql } from '../blocks/rules.js';
import { badInput, forbidden, notFound } from '../errors.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { publishConversationEvent } from './live.js';
import { requireParticipant } from './read.js';
import {
  CHOOSE_SOMEONE,
  GROUP_TOO_LARGE,
  MAX_GROUP_PARTICIPANTS,
  NOBODY_NEW,
  ONLY_CONNECTIONS,
  addParticipantsInput,
  directKeyOf,
  othersOf,
  startInput,
} from './rules.js';

interface Candidate {
  id: string;
  connected: boolean;
  /** The candidate and the viewer are a blocked pair (either blocked the other). */
  blocked: boolean;
  alreadyIn: boolean;
}

/**
 * The members asked for: whether each is the viewer's accepted connection, in a blocked pair with the viewer,
 * and already in the conversation.
 */
async function candidates(
  db: DbTx,
  viewerId: string,
  ids: string[],
  conversationId: string | null,
): Promise<Candidate[]> {
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const found = await db.$queryRaw<Candidate[]>(Prisma.sql`
    SELECT u.id,
      EXISTS (SELECT 1 FROM "Connection" c WHERE c.status = 'accepted' AND (
        (c."requesterId" = ${viewer} AND c."receiverId" = u.id) OR (c."receiverId" = ${viewer} AND c."requesterId" = u.id))) AS connected,
      ${blockedPairSql(viewer, Prisma.sql`u.id`)} AS blocked,
      EXISTS (SELECT 1 FROM "ConversationParticipant" p
              WHERE p."conversationId" = ${conversationId}::uuid AND p."userId" = u.id) AS "alreadyIn"
    FROM "User" u WHERE u.id = ANY(${ids}::uuid[])`);
  if (found.length < ids.length) throw notFound('Member');
  return found;
}

/** A blocked pair cannot message (blocking also ended their connection); otherwise connections only. */
function requireConnections(found: Candidate[]) {
  if (found.some((c) => c.blocked)) throw forbidden(CANNOT_MESSAGE);
  if (found.some((c) => !c.connected)) throw forbidden(ONLY_CONNECTIONS);
}

export interface StartedConversation {
  id: string;
  /** False when the direct conversation already existed. */
  created: boolean;
}

/**
 * Starts a conversation: `{participant2Id}` or one of `participantIds` without `isGroup` is a direct chat
 * (the existing one if there is one); more people, or `isGroup: true`, a group chat with an optional title.
 */
export async function startConversation(
  services: Services,
  viewerId: string,
  raw: unknown,
): Promise<StartedConversation> {
  const { prisma, events } = services;
  const input = parseInput(startInput, raw ?? {});
  requireAcceptableText('private', { title: input.title });
  const others = othersOf(viewerId, input.participantIds ?? (input.participant2Id ? [input.participant2Id] : []));
  if (others.length === 0) throw badInput(CHOOSE_SOMEONE, [{ field: 'participantIds', message: CHOOSE_SOMEONE }]);
  if (others.length + 1 > MAX_GROUP_PARTICIPANTS)
    throw badInput(GROUP_TOO_LARGE, [{ field: 'participantIds', message: GROUP_TOO_LARGE }]);
  const isDirect = input.isGroup !== true && others.length === 1;

  const result = await prisma.$transaction(async (tx) => {
    requireConnections(await candidates(tx, viewerId, others, null));
    const now = new Date();
    const members = [viewerId, ...others].map((userId) => ({ userId, joinedAt: now, lastReadAt: now }));
    if (isDirect) {
      const directKey = directKeyOf(viewerId, others[0]!);
      const existing = await tx.conversation.findUnique({ where: { directKey }, select: { id: true } });
      if (existing) return { id: existing.id, created: false };
      // ON CONFLICT DO NOTHING: of two members starting the same chat at once, the second finds the first's.
      const { count } = await tx.conversation.createMany({
        data: [{ directKey, isGroup: false, createdById: viewerId, createdAt: now, lastMessageAt: now }],
        skipDuplicates: true,
      });
      const { id } = await tx.conversation.findUniqueOrThrow({ where: { directKey }, select: { id: true } });
      if (count === 0) return { id, created: false };
      await tx.conversationParticipant.createMany({ data: members.map((m) => ({ ...m, conversationId: id })) });
      return { id, created: true };
    }
    const { id } = await tx.conversation.create({
      data: {
        isGroup: true,
        title: input.title || null,
        createdById: viewerId,
        createdAt: now,
        lastMessageAt: now,
        participants: { createMany: { data: members } },
      },
      select: { id: true },
    });
    return { id, created: true };
  });
  if (result.created) publishConversationEvent(events, 'STARTED', result.id, [viewerId, ...others]);
  return result;
}

/**
 * Adds the viewer's connections to a conversation the viewer is in. The viewer and members already in are
 * left out; when nobody new is left, 400. Returns how many joined.
 */
export async function addParticipants(
  services: Services,
  viewerId: string,
  conversationId: string,
  raw: unknown,
): Promise<{ added: number }> {
  const { prisma, events } = services;
  await requireParticipant(prisma, viewerId, conversationId);
  const { participantIds } = parseInput(addParticipantsInput, raw ?? {});
  const asked = othersOf(viewerId, participantIds);

  const { added, everyone } = await prisma.$transaction(async (tx) => {
    // The conversation's row first, as a send takes it: additions and sends to it happen one at a time, and
    // what is read after it (each statement sees what committed before it) includes whoever an addition made
    // at the same moment just added, so two members adding the same dad add them once.
    const locked = await tx.$executeRaw(Prisma.sql`
      UPDATE "Conversation" SET "isGroup" = true, "directKey" = NULL WHERE id = ${conversationId}::uuid`);
    if (locked === 0) throw notFound('Conversation');
    const found = asked.length ? await candidates(tx, viewerId, asked, conversationId) : [];
    const newcomers = found.filter((c) => !c.alreadyIn);
    if (newcomers.length === 0) throw badInput(NOBODY_NEW, [{ field: 'participantIds', message: NOBODY_NEW }]);
    requireConnections(newcomers);
    const current = await tx.conversationParticipant.findMany({ where: { conversationId }, select: { userId: true } });
    if (current.length + newcomers.length > MAX_GROUP_PARTICIPANTS) {
      throw badInput(GROUP_TOO_LARGE, [{ field: 'participantIds', message: GROUP_TOO_LARGE }]);
    }
    const now = new Date();
    await tx.conversationParticipant.createMany({
      data: newcomers.map((c) => ({ conversationId, userId: c.id, joinedAt: now, lastReadAt: now })),
    });
    return { added: newcomers.length, everyone: [...current.map((p) => p.userId), ...newcomers.map((c) => c.id)] };
  });
  publishConversationEvent(events, 'PARTICIPANTS_ADDED', conversationId, everyone);
  return { added };
}
