/**
 * What moderation takes out of sight (docs/moderation.md): content a moderator hid, or that enough
 * members reported (hidden pending review), and everything a suspended member wrote, while they are suspended.
 * The author still sees their own hidden content, marked; nobody else sees it anywhere. Written once, as SQL
 * conditions and their Prisma twins, and asked by the visibility rules of posts, comments, messages, groups,
 * events and channels (their visibility.ts), so every feed, search, suggestion and subscription that asks those
 * rules leaves it out.
 */
import { Prisma, type ContentHidden } from '../../generated/prisma/client.js';
import { viewerParam, type VisibilityCondition } from '../visibility.js';

/** The members suspended now. Uncorrelated, so a statement reads the (short, indexed) list once. */
export const suspendedMembersSql = Prisma.sql`SELECT su.id FROM "User" su
  WHERE su."suspendedAt" IS NOT NULL AND (su."suspendedUntil" IS NULL OR su."suspendedUntil" > now())`;

/** `member` (a uuid SQL expression) is suspended now and is not the viewer. */
export function suspendedOtherSql(viewer: Prisma.Sql, member: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(COALESCE(${member} <> ${viewer}, TRUE) AND COALESCE(${member} IN (${suspendedMembersSql}), FALSE))`;
}

/**
 * The content row aliased `row`, whose author is in `authorColumn`, is shown to `viewer` (a uuid parameter, NULL
 * for a visitor): not hidden unless it is theirs, and not by a member suspended now unless it is theirs.
 */
export function moderationShownSql(
  viewer: Prisma.Sql,
  row: Prisma.Sql,
  authorColumn: 'authorId' | 'creatorId' | 'senderId',
): Prisma.Sql {
  const author = Prisma.sql`${row}.${Prisma.raw(`"${authorColumn}"`)}`;
  return Prisma.sql`((${row}.hidden IS NULL OR COALESCE(${author} = ${viewer}, FALSE)) AND NOT ${suspendedOtherSql(viewer, author)})`;
}

/** For one message read by id: moderation's rule alone, the rest (being a participant) is its conversation's. */
export const messageModerationShown: VisibilityCondition = (viewerId, m) =>
  moderationShownSql(viewerParam(viewerId), m, 'senderId');

/** Prisma's where for a member not suspended at `now`. */
export const notSuspendedWhere = (now = new Date()): Prisma.UserWhereInput => ({
  OR: [{ suspendedAt: null }, { suspendedUntil: { lte: now } }],
});

/** Models whose author may be gone (the account deleted): their rows stay, with no author to be suspended. */
const AUTHOR_MAY_BE_NULL = new Set(['creatorId:Group', 'senderId']);

/**
 * `moderationShownSql` for Prisma, on a model whose author is `authorField` with the relation `authorRelation`
 * (`model` tells a group's optional creator from an event's or channel's required one).
 */
export function moderationShownWhere(
  viewerId: string | null,
  authorField: 'authorId' | 'creatorId' | 'senderId',
  authorRelation: 'author' | 'creator' | 'sender',
  model?: 'Group',
): { AND: Record<string, unknown>[] } {
  const own = viewerId ? [{ [authorField]: viewerId }] : [];
  const gone =
    AUTHOR_MAY_BE_NULL.has(authorField) || AUTHOR_MAY_BE_NULL.has(`${authorField}:${model}`)
      ? [{ [authorField]: null }]
      : [];
  return {
    AND: [{ OR: [{ hidden: null }, ...own] }, { OR: [...own, { [authorRelation]: notSuspendedWhere() }, ...gone] }],
  };
}

export interface Suspension {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
}

/** Suspended at `now`: since a date, until a later one or for good. */
export const isSuspended = (member: Suspension | null | undefined, now = new Date()): boolean =>
  Boolean(member?.suspendedAt) && (member!.suspendedUntil === null || member!.suspendedUntil > now);

/** The same rule for one row already read (single reads: a detail page, a mutation's target). */
export function shownByModeration(
  row: { hidden: ContentHidden | null },
  authorId: string | null,
  author: Suspension | null | undefined,
  viewerId: string | null,
): boolean {
  if (authorId !== null && authorId === viewerId) return true;
  return row.hidden === null && !isSuspended(author);
}

/** What a Prisma read selects of the author for `shownByModeration`. */
export const suspensionSelect = { select: { suspendedAt: true, suspendedUntil: true } } as const;
