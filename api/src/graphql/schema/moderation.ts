/**
 * The moderation queue over GraphQL (domain/moderation/queue.ts, as GET /api/moderation/reports): open reports
 * grouped by target, each with the content as reported and as it is now, typed (`ModeratedContent`), the member
 * it is about and their history. A page costs a fixed number of statements. NOT_FOUND to anyone who is not a
 * moderator or an admin, tokens included (docs/moderation.md).
 */
import type { ContentShape, ListedMessage } from '../../domain/moderation/current-content.js';
import type { MemberHistory, ReportCounts } from '../../domain/moderation/member-history.js';
import { listReportQueue, queueCursor, requireModerator, type QueueItem } from '../../domain/moderation/queue.js';
import type { ReportReason, ReportTarget, User } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { moderationViewerOf } from '../moderation-viewer.js';
import { pageConnection, requireForward } from '../page-connection.js';
import { ContentHiddenEnum, SiteRoleEnum } from './enums.js';
import { ModerationAuditEntryRef } from './moderation-actions.js';
import { ReportReasonEnum, ReportTargetEnum } from './reports.js';
import { UserRef } from './user.js';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const date = (value: unknown): Date | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null;

/** A snapshot (or the content now) with its kind, to read its fields by what it is. */
interface Content {
  type: ReportTarget;
  shape: ContentShape;
}

type ShownMessage = ListedMessage & { senderUsername?: string | null };

const ModeratedMessageRef = builder.objectRef<ShownMessage>('ModeratedMessage').implement({
  description: 'A message as moderators review it: the reported one, or one of the few before it.',
  fields: (t) => ({
    databaseId: t.string({ resolve: (m) => String(m.id) }),
    senderId: t.string({ nullable: true, resolve: (m) => text(m.senderId) }),
    senderUsername: t.string({ nullable: true, resolve: (m) => text(m.senderUsername) }),
    content: t.string({ resolve: (m) => text(m.content) ?? '' }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => date(m.createdAt) }),
    reported: t.boolean({ description: 'The message that was reported.', resolve: (m) => m.reported === true }),
  }),
});

/** Each kind's fields, by the names of the snapshot (domain/reports/reports.ts). */
const TITLE: Partial<Record<ReportTarget, string>> = {
  group: 'name',
  event: 'title',
  channel: 'name',
  question: 'title',
};
const BODY: Partial<Record<ReportTarget, string>> = {
  post: 'content',
  comment: 'content',
  member: 'bio',
  group: 'description',
  event: 'description',
  channel: 'description',
  question: 'content',
  answer: 'content',
};
const IMAGE: Partial<Record<ReportTarget, string>> = {
  post: 'imageUrl',
  comment: 'imageUrl',
  member: 'profileImageUrl',
  group: 'imageUrl',
  event: 'imageUrl',
  channel: 'profileImageUrl',
};
const field = (map: Partial<Record<ReportTarget, string>>) => (c: Content) => {
  const key = map[c.type];
  return key ? text(c.shape[key]) : null;
};

const ModeratedContentRef = builder.objectRef<Content>('ModeratedContent').implement({
  description:
    'Reported content as moderators review it: as the first report kept it, or as it is now. Which fields are set ' +
    'depends on what it is: a post or comment (text, imageUrl, createdAt; postId), a message (messages), a member ' +
    '(username, title: their name, text: their bio, imageUrl), a group, event or channel (title, text, imageUrl), ' +
    'an Ask a Dad question (title, text, createdAt) or answer (text, createdAt; questionId).',
  fields: (t) => ({
    title: t.string({
      nullable: true,
      resolve: (c) => {
        if (c.type !== 'member') return field(TITLE)(c);
        return [text(c.shape.firstName), text(c.shape.lastName)].filter(Boolean).join(' ') || null;
      },
    }),
    text: t.string({ nullable: true, resolve: field(BODY) }),
    imageUrl: t.string({ nullable: true, resolve: field(IMAGE) }),
    username: t.string({ nullable: true, resolve: (c) => (c.type === 'member' ? text(c.shape.username) : null) }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => date(c.shape.createdAt) }),
    postId: t.string({
      nullable: true,
      description: "A comment's post (raw id).",
      resolve: (c) => text(c.shape.postId),
    }),
    conversationId: t.string({
      nullable: true,
      description: "A message's conversation (raw id).",
      resolve: (c) => text(c.shape.conversationId),
    }),
    questionId: t.string({
      nullable: true,
      description: "An answer's question (raw id).",
      resolve: (c) => text(c.shape.questionId),
    }),
    messages: t.field({
      type: [ModeratedMessageRef],
      description: 'A message: it and the few before it in its conversation, oldest first, the reported one marked.',
      resolve: (c) => (Array.isArray(c.shape.messages) ? (c.shape.messages as ShownMessage[]) : []),
    }),
  }),
});

const ReportCountsRef = builder.objectRef<ReportCounts>('ModerationReportCounts').implement({
  description: 'Reports about a member (their content or themself), by what became of them.',
  fields: (t) => ({
    open: t.exposeInt('open', { description: 'Waiting for a moderator (this item’s included).' }),
    dismissed: t.exposeInt('dismissed', { description: 'Found within the rules.' }),
    actioned: t.exposeInt('actioned', { description: 'Acted on.' }),
  }),
});

const MemberHistoryRef = builder.objectRef<MemberHistory>('ModerationMemberHistory').implement({
  description: "The member's standing and history, for the moderator deciding: reports about them and actions on them.",
  fields: (t) => ({
    role: t.expose('role', { type: SiteRoleEnum }),
    suspended: t.exposeBoolean('suspended', { description: 'Suspended now.' }),
    suspendedUntil: t.expose('suspendedUntil', {
      type: 'DateTime',
      nullable: true,
      description: 'Until when; null for a permanent suspension.',
    }),
    reports: t.field({ type: ReportCountsRef, resolve: (h) => h.reports }),
    actionCount: t.exposeInt('actionCount', { description: 'Moderation actions on them in all.' }),
    actions: t.field({
      type: [ModerationAuditEntryRef],
      description: 'The latest actions on them, newest first (a handful).',
      resolve: (h) => h.actions,
    }),
  }),
});

type ShownItem = QueueItem & { subject: User | null };

const ModerationQueueItemRef = builder.objectRef<ShownItem>('ModerationQueueItem').implement({
  description: 'Open reports about one thing, grouped.',
  fields: (t) => ({
    targetType: t.expose('targetType', { type: ReportTargetEnum }),
    targetId: t.exposeString('targetId', { description: "The target's raw id (databaseId): `moderate`'s targetId." }),
    reportCount: t.exposeInt('reportCount', { description: 'Members who reported it.' }),
    reasons: t.field({
      type: [ReportReasonEnum],
      description: 'Their reasons, each once.',
      resolve: (item) => item.reasons as ReportReason[],
    }),
    lastReportedAt: t.expose('lastReportedAt', { type: 'DateTime' }),
    snapshot: t.field({
      type: ModeratedContentRef,
      description: 'As the first report kept it.',
      resolve: (item) => ({ type: item.targetType, shape: item.snapshot }),
    }),
    current: t.field({
      type: ModeratedContentRef,
      nullable: true,
      description: 'As it is now; null once deleted.',
      resolve: (item) => (item.current ? { type: item.targetType, shape: item.current } : null),
    }),
    hidden: t.expose('hidden', {
      type: ContentHiddenEnum,
      nullable: true,
      description: 'Hidden now, and why; null when shown.',
    }),
    subject: t.field({
      type: UserRef,
      nullable: true,
      description: 'Whose it is (or the member reported).',
      resolve: (item) => item.subject,
    }),
    history: t.field({ type: MemberHistoryRef, nullable: true, resolve: (item) => item.history }),
  }),
});

const ModerationQueueSortEnum = builder.enumType('ModerationQueueSort', {
  values: {
    NEWEST: { value: 'newest', description: 'The latest report first (the default).' },
    MOST_REPORTED: { value: 'most_reported', description: 'The most reporters first, then the latest report.' },
  } as const,
});

builder.queryField('moderationQueue', (t) =>
  t.connection(
    {
      type: ModerationQueueItemRef,
      nullable: true,
      description: 'Open reports grouped by target, for moderators and admins (NOT_FOUND to everyone else).',
      args: { sort: t.arg({ type: ModerationQueueSortEnum, defaultValue: 'newest' }) },
      resolve: async (_root, args, ctx) => {
        requireModerator(moderationViewerOf(ctx), ctx.services.config);
        requireForward(args, 'moderationQueue');
        const { prisma } = ctx.services;
        const page = await listReportQueue(prisma, {
          sort: args.sort ?? undefined,
          limit: args.first ?? undefined,
          cursor: args.after ?? undefined,
        });
        // The page's members in one statement, as the User type reads them.
        const ids = [...new Set(page.items.flatMap((item) => (item.subjectId ? [item.subjectId] : [])))];
        const members = new Map(
          (ids.length ? await prisma.user.findMany({ where: { id: { in: ids } } }) : []).map((u) => [u.id, u]),
        );
        const items = page.items.map((item) => ({
          ...item,
          subject: (item.subjectId && members.get(item.subjectId)) || null,
        }));
        return pageConnection(items, queueCursor, page.nextCursor !== null, args.after);
      },
    },
    { name: 'ModerationQueueConnection' },
    { name: 'ModerationQueueEdge' },
  ),
);
