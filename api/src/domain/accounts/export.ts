/**
 * The member's own data as one JSON document (GET /api/users/me/export): the profile with every own field
 * (never the password hash), what they wrote, joined, sent and uploaded, their sessions and sign-in history
 * (addresses with their last part hidden, as on screen: a failed attempt may be someone else's). Other members appear
 * by id and username only. Each list is read by the member's id on an index, newest first, and capped at
 * EXPORT_LIMIT rows; a capped list is named in `truncated`.
 */
import type { DbTx } from '../../db/prisma.js';
import { notFound } from '../errors.js';
import { maskIpAddress } from '../sessions/session-description.js';
import { uploadUrl } from '../uploads/store.js';
import { toSpecSpelling } from '../vocabulary.js';
import { CREDENTIALS } from '../users/credentials.js';

export const EXPORT_LIMIT = 10_000;
export const EXPORT_FORMAT_VERSION = 1;

const member = { select: { id: true, username: true } } as const;
const newest = { orderBy: { createdAt: 'desc' }, take: EXPORT_LIMIT } as const;

async function readProfile(db: DbTx, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, omit: CREDENTIALS });
  if (!user) throw notFound('Member');
  // The dashed spellings (`stay-at-home`), as /api uses them.
  return {
    ...user,
    dadType: toSpecSpelling(user.dadType),
    familyStructure: toSpecSpelling(user.familyStructure),
    dadBodType: toSpecSpelling(user.dadBodType),
    hairline: toSpecSpelling(user.hairline),
  };
}

/** Every section but the profile: one indexed read each. */
function readSections(db: DbTx, userId: string) {
  return {
    posts: db.post.findMany({
      where: { authorId: userId },
      ...newest,
      select: {
        id: true,
        content: true,
        imageUrl: true,
        hashtags: true,
        categories: true,
        type: true,
        groupId: true,
        eventId: true,
        channelId: true,
        shareToPersonalFeed: true,
        isEdited: true,
        createdAt: true,
        updatedAt: true,
        poll: {
          select: { question: true, options: { select: { text: true, position: true }, orderBy: { position: 'asc' } } },
        },
      },
    }),
    comments: db.comment.findMany({
      where: { authorId: userId },
      ...newest,
      select: {
        id: true,
        postId: true,
        content: true,
        imageUrl: true,
        isEdited: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    fistBumps: db.fistBump.findMany({ where: { userId }, ...newest, select: { postId: true, createdAt: true } }),
    pollVotes: db.pollVote.findMany({
      where: { userId },
      ...newest,
      select: { pollId: true, optionId: true, createdAt: true },
    }),
    messages: db.message.findMany({
      where: { senderId: userId },
      ...newest,
      select: {
        id: true,
        conversationId: true,
        content: true,
        attachmentUrl: true,
        attachmentType: true,
        attachmentName: true,
        attachmentSize: true,
        isEdited: true,
        createdAt: true,
        updatedAt: true,
        conversation: { select: { title: true, isGroup: true } },
      },
    }),
    conversations: db.conversationParticipant.findMany({
      where: { userId },
      orderBy: { joinedAt: 'desc' },
      take: EXPORT_LIMIT,
      select: {
        joinedAt: true,
        lastReadAt: true,
        conversation: { select: { id: true, isGroup: true, title: true, createdAt: true } },
      },
    }),
    connectionsRequested: db.connection.findMany({
      where: { requesterId: userId },
      ...newest,
      select: { id: true, status: true, createdAt: true, respondedAt: true, receiver: member },
    }),
    connectionsReceived: db.connection.findMany({
      where: { receiverId: userId },
      ...newest,
      select: { id: true, status: true, createdAt: true, respondedAt: true, requester: member },
    }),
    blocks: db.block.findMany({
      where: { blockerId: userId },
      ...newest,
      select: { createdAt: true, blocked: member },
    }),
    groupMemberships: db.groupMember.findMany({
      where: { userId },
      orderBy: { joinedAt: 'desc' },
      take: EXPORT_LIMIT,
      select: { role: true, joinedAt: true, group: { select: { id: true, name: true } } },
    }),
    groupsCreated: db.group.findMany({
      where: { creatorId: userId },
      ...newest,
      select: { id: true, name: true, createdAt: true },
    }),
    eventAttendances: db.eventAttendee.findMany({
      where: { userId },
      ...newest,
      select: { status: true, createdAt: true, event: { select: { id: true, title: true, startDate: true } } },
    }),
    eventsCreated: db.event.findMany({
      where: { creatorId: userId },
      ...newest,
      select: { id: true, title: true, startDate: true, createdAt: true },
    }),
    channelsCreated: db.channel.findMany({
      where: { creatorId: userId },
      ...newest,
      select: { id: true, name: true, createdAt: true },
    }),
    channelFollows: db.channelFollow.findMany({
      where: { userId },
      ...newest,
      select: { channelId: true, createdAt: true },
    }),
    questions: db.question.findMany({
      where: { authorId: userId },
      ...newest,
      select: {
        id: true,
        title: true,
        content: true,
        answerCount: true,
        helpfulCount: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    // The answers' questions by id only: another member's question would name no asker anyway (docs/ask-a-dad.md).
    answers: db.answer.findMany({
      where: { authorId: userId },
      ...newest,
      select: {
        id: true,
        questionId: true,
        content: true,
        helpfulCount: true,
        isAccepted: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    helpfulMarks: db.answerHelpfulMark.findMany({
      where: { userId },
      ...newest,
      select: { answerId: true, questionId: true, createdAt: true },
    }),
    notifications: db.notification.findMany({
      where: { userId },
      ...newest,
      select: {
        id: true,
        type: true,
        title: true,
        message: true,
        isRead: true,
        targetType: true,
        targetId: true,
        createdAt: true,
      },
    }),
    invitesSent: db.invite.findMany({
      where: { senderId: userId },
      ...newest,
      select: { email: true, createdAt: true },
    }),
    panicAlerts: db.panicAlert.findMany({ where: { userId }, ...newest, select: { createdAt: true } }),
    sessions: db.session.findMany({
      where: { userId },
      ...newest,
      select: { createdAt: true, lastSeenAt: true, userAgent: true },
    }),
    signInHistory: db.signInEvent.findMany({
      where: { userId },
      ...newest,
      select: { createdAt: true, method: true, succeeded: true, ipAddress: true, userAgent: true },
    }),
    uploads: db.upload.findMany({
      where: { ownerId: userId },
      ...newest,
      select: {
        key: true,
        mimeType: true,
        byteSize: true,
        width: true,
        height: true,
        originalName: true,
        conversationId: true,
        createdAt: true,
      },
    }),
  };
}

type Sections = ReturnType<typeof readSections>;
type Read = { [K in keyof Sections]: Awaited<Sections[K]> };

/** The document, with related rows flattened to what the member would recognise. */
export async function exportAccountData(db: DbTx, userId: string, productName: string) {
  const profile = await readProfile(db, userId);
  const pending = readSections(db, userId);
  const names = Object.keys(pending) as (keyof Sections)[];
  const values = await Promise.all(names.map((name) => pending[name]));
  const read = Object.fromEntries(names.map((name, i) => [name, values[i]])) as Read;
  const { connectionsRequested, connectionsReceived, uploads, messages, signInHistory, ...rest } = read;
  return {
    format: { what: `${productName} member data`, version: EXPORT_FORMAT_VERSION },
    exportedAt: new Date(),
    truncated: names.filter((name) => read[name].length >= EXPORT_LIMIT),
    profile,
    ...rest,
    messages: messages.map(({ conversation, ...message }) => ({
      ...message,
      conversationTitle: conversation.title,
      conversationIsGroup: conversation.isGroup,
    })),
    connections: [
      ...connectionsRequested.map(({ receiver, ...c }) => ({ ...c, direction: 'sent', member: receiver })),
      ...connectionsReceived.map(({ requester, ...c }) => ({ ...c, direction: 'received', member: requester })),
    ],
    uploads: uploads.map(({ key, ...upload }) => ({ url: uploadUrl(key), ...upload })),
    signInHistory: signInHistory.map((event) => ({ ...event, ipAddress: maskIpAddress(event.ipAddress) })),
  };
}
