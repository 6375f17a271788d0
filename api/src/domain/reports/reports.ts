/**
 * Reports (issue #16, docs/moderation.md): a member reports a post, comment, message, member, group, event or
 * channel they can see, with a reason and optional details, once. The report keeps a snapshot of the content
 * as reported, so moderators see what was reported even after an edit or a deletion; a message's report
 * also keeps the few messages before it, for context without reading the whole conversation.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type ReportReason, type ReportTarget } from '../../generated/prisma/client.js';
import { channelVisible } from '../channels/visibility.js';
import { conflict, notFound } from '../errors.js';
import { eventVisible } from '../events/visibility.js';
import { groupVisible } from '../groups/visibility.js';
import { postVisible } from '../posts/visibility.js';
import type { Services } from '../services.js';
import { isDatabaseId, parseInput } from '../validation.js';
import { createVisibilityLoader, type VisibilityCondition } from '../visibility.js';

export const REPORT_TARGETS = ['post', 'comment', 'message', 'member', 'group', 'event', 'channel'] as const satisfies readonly ReportTarget[];
export const REPORT_REASONS = ['spam', 'harassment', 'adult_violent', 'hate', 'impersonation', 'other'] as const satisfies readonly ReportReason[];

/** As the report form lists them. */
export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  adult_violent: 'Adult or violent content',
  hate: 'Hate',
  impersonation: 'Impersonation',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 1000;
/** A reported message comes with this many messages before it. */
export const MESSAGE_CONTEXT = 4;

export const REPORT_THANKS = 'Thanks for letting us know. A moderator will review it, and we will tell you what we decided.';
export const ALREADY_REPORTED = 'You have already reported this.';

export const reportInput = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: `targetType must be one of ${REPORT_TARGETS.join(', ')}.` }),
  targetId: z.string({ error: 'targetId is required.' }).refine(isDatabaseId, 'targetId is not a valid id.'),
  reason: z.enum(REPORT_REASONS, { error: `Choose a reason: ${REPORT_REASONS.join(', ')}.` }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Details can be at most ${REPORT_DETAILS_MAX} characters.`)
    .optional()
    .nullable()
    .transform((text) => text || null),
});

export type ReportInput = z.input<typeof reportInput>;

interface ReportedTarget {
  subjectId: string | null;
  snapshot: Prisma.InputJsonObject;
}

/** The domain's visibility rule for one row (one statement), as every list applies it. */
const visible = (db: DbTx, table: 'Group' | 'Event' | 'Channel' | 'Post', condition: VisibilityCondition, viewerId: string, id: string) =>
  createVisibilityLoader(db, table, condition, viewerId).load(id);

const iso = (date: Date) => date.toISOString();

/** The target as the reporter sees it now, or 404 when it is not there or not theirs to see. */
async function reportedTarget(db: DbTx, viewerId: string, type: ReportTarget, id: string): Promise<ReportedTarget> {
  const missing = () => notFound(type === 'member' ? 'Member' : type[0]!.toUpperCase() + type.slice(1));
  switch (type) {
    case 'post': {
      const post = await db.post.findUnique({ where: { id }, select: { authorId: true, content: true, imageUrl: true, createdAt: true } });
      if (!post || !(await visible(db, 'Post', postVisible, viewerId, id))) throw missing();
      return { subjectId: post.authorId, snapshot: { content: post.content, imageUrl: post.imageUrl, createdAt: iso(post.createdAt) } };
    }
    case 'comment': {
      const comment = await db.comment.findUnique({ where: { id }, select: { authorId: true, postId: true, content: true, imageUrl: true, createdAt: true } });
      if (!comment || !(await visible(db, 'Post', postVisible, viewerId, comment.postId))) throw missing();
      return {
        subjectId: comment.authorId,
        snapshot: { postId: comment.postId, content: comment.content, imageUrl: comment.imageUrl, createdAt: iso(comment.createdAt) },
      };
    }
    case 'message': {
      const message = await db.message.findUnique({ where: { id }, select: { conversationId: true, senderId: true, createdAt: true } });
      const participant =
        message && (await db.conversationParticipant.count({ where: { conversationId: message.conversationId, userId: viewerId } })) > 0;
      if (!message || !participant) throw missing();
      // The message and the few before it, oldest first: what the reporter was reading.
      const context = await db.message.findMany({
        where: {
          conversationId: message.conversationId,
          OR: [{ createdAt: { lt: message.createdAt } }, { createdAt: message.createdAt, id: { lte: id } }],
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: MESSAGE_CONTEXT + 1,
        select: { id: true, senderId: true, content: true, createdAt: true },
      });
      return {
        subjectId: message.senderId,
        snapshot: {
          conversationId: message.conversationId,
          messages: context.reverse().map((m) => ({ id: m.id, senderId: m.senderId, content: m.content, createdAt: iso(m.createdAt), reported: m.id === id })),
        },
      };
    }
    case 'member': {
      const member = await db.user.findUnique({
        where: { id },
        select: { id: true, username: true, firstName: true, lastName: true, bio: true, profileImageUrl: true },
      });
      if (!member || member.id === viewerId) throw missing();
      const { id: memberId, ...profile } = member;
      return { subjectId: memberId, snapshot: profile };
    }
    case 'group': {
      const group = await db.group.findUnique({ where: { id }, select: { creatorId: true, name: true, description: true, imageUrl: true } });
      if (!group || !(await visible(db, 'Group', groupVisible, viewerId, id))) throw missing();
      const { creatorId, ...shown } = group;
      return { subjectId: creatorId, snapshot: shown };
    }
    case 'event': {
      const event = await db.event.findUnique({ where: { id }, select: { creatorId: true, title: true, description: true, imageUrl: true } });
      if (!event || !(await visible(db, 'Event', eventVisible, viewerId, id))) throw missing();
      const { creatorId, ...shown } = event;
      return { subjectId: creatorId, snapshot: shown };
    }
    case 'channel': {
      const channel = await db.channel.findUnique({ where: { id }, select: { creatorId: true, name: true, description: true, profileImageUrl: true } });
      if (!channel || !(await visible(db, 'Channel', channelVisible, viewerId, id))) throw missing();
      const { creatorId, ...shown } = channel;
      return { subjectId: creatorId, snapshot: shown };
    }
  }
}

/** Files the report; 409 when the member already reported this. Returns the report's id. */
export async function reportContent({ prisma }: Pick<Services, 'prisma'>, reporterId: string, raw: unknown): Promise<string> {
  const input = parseInput(reportInput, raw);
  const target = await reportedTarget(prisma, reporterId, input.targetType, input.targetId);
  const existing = await prisma.report.findUnique({
    where: { reporterId_targetType_targetId: { reporterId, targetType: input.targetType, targetId: input.targetId } },
    select: { id: true },
  });
  if (existing) throw conflict(ALREADY_REPORTED);
  try {
    const report = await prisma.report.create({
      data: { reporterId, targetType: input.targetType, targetId: input.targetId, reason: input.reason, details: input.details, ...target },
      select: { id: true },
    });
    return report.id;
  } catch (error) {
    // Two reports at once from one member: the unique index keeps one.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw conflict(ALREADY_REPORTED);
    throw error;
  }
}
