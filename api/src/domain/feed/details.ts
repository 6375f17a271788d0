/**
 * What a post card shows beyond the post row (fist bump and comment counts, the viewer's fist bump, the
 * group and channel badges, the poll with its results and the viewer's vote, whether the viewer may delete
 * it, and the author's card), as one SELECT list computed in the same statement as the posts themselves: a
 * page of any size is one query.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type GroupVisibility, type Post } from '../../generated/prisma/client.js';
import { commentShownSql } from '../comments/visibility.js';
import { managesGroupSql } from '../posts/policy.js';
import { memberCardJsonSql, type MemberCard } from '../users/card.js';
import { relationshipSql, type Relationship } from '../users/privacy.js';
import { viewerParam } from '../visibility.js';

export interface PollOptionView {
  id: string;
  text: string;
  votes: number;
  /** Whole percent of all votes (0 when nobody voted yet). */
  percentage: number;
}

export interface PollView {
  id: string;
  question: string;
  options: PollOptionView[];
  totalVotes: number;
  viewerVoteOptionId: string | null;
}

export interface ChannelBadge {
  id: string;
  name: string;
  profileImageUrl: string | null;
  isVerified: boolean;
}

export interface PostDetails {
  /** How the viewer stands to the author (privacy of the author's profile fields), read in the same query. */
  authorRelationship: Relationship;
  fistBumpCount: number;
  commentCount: number;
  viewerHasFistBumped: boolean;
  group: { id: string; name: string; visibility: GroupVisibility } | null;
  /** The badge of a channel post (null off channels). */
  channel: ChannelBadge | null;
  poll: PollView | null;
  /** A manager of the post's group (who may delete it: posts/policy.ts); false off groups. */
  viewerManagesGroup: boolean;
}

/**
 * The author as a post card shows them (identity and dad type), the e-mail only where the
 * author's privacy lets the viewer see it. Read in the page's own statement, never the whole member row.
 */
export type AuthorCard = MemberCard;

export type DetailedPost = Post & PostDetails;
export type FeedPost = DetailedPost & { author: AuthorCard };

export type RawPoll = Omit<PollView, 'options' | 'totalVotes'> & { options: Omit<PollOptionView, 'percentage'>[] };
export type DetailedPostRow = Post & Omit<PostDetails, 'poll'> & { poll: RawPoll | null };
type FeedPostRow = DetailedPostRow & { author: AuthorCard | null };

/** The post's columns (enums as text, which the driver returns as plain strings) and its details. */
export function detailedPostColumns(viewerId: string, p: Prisma.Sql): Prisma.Sql {
  const viewer = viewerParam(viewerId);
  return Prisma.sql`
    ${p}.id, ${p}."authorId", ${p}.content, ${p}."imageUrl",
    COALESCE(${p}.hashtags, '{}') AS hashtags, COALESCE(${p}.categories::text[], '{}') AS categories,
    ${p}.type::text AS type, ${p}."groupId", ${p}."eventId", ${p}."channelId", ${p}."shareToPersonalFeed",
    ${p}."isEdited", ${p}.hidden::text AS hidden, ${p}."createdAt", ${p}."updatedAt",
    ${relationshipSql(viewerId, Prisma.sql`${p}."authorId"`)} AS "authorRelationship",
    (SELECT count(*)::int FROM "FistBump" fb WHERE fb."postId" = ${p}.id) AS "fistBumpCount",
    (SELECT count(*)::int FROM "Comment" cm WHERE cm."postId" = ${p}.id AND ${commentShownSql(viewerId, Prisma.raw('cm'))}) AS "commentCount",
    EXISTS (SELECT 1 FROM "FistBump" vf WHERE vf."postId" = ${p}.id AND vf."userId" = ${viewer}) AS "viewerHasFistBumped",
    (SELECT json_build_object('id', g.id, 'name', g.name, 'visibility', g.visibility)
       FROM "Group" g WHERE g.id = ${p}."groupId") AS "group",
    (SELECT json_build_object('id', ch.id, 'name', ch.name, 'profileImageUrl', ch."profileImageUrl", 'isVerified', ch."isVerified")
       FROM "Channel" ch WHERE ch.id = ${p}."channelId") AS "channel",
    (SELECT ${pollJsonSql(viewerId, Prisma.raw('pl'))} FROM "Poll" pl WHERE pl."postId" = ${p}.id) AS poll,
    (${p}."groupId" IS NOT NULL AND ${managesGroupSql(viewerId, Prisma.sql`${p}."groupId"`)}) AS "viewerManagesGroup"`;
}

/** The post's author card (AuthorCard) as JSON, for the post row aliased `p`. */
export function authorCardSql(viewerId: string, p: Prisma.Sql): Prisma.Sql {
  const u = Prisma.raw('au');
  return Prisma.sql`(SELECT ${memberCardJsonSql(viewerId, u)} FROM "User" ${u} WHERE ${u}.id = ${p}."authorId") AS author`;
}

/** The card columns with the author: everything a post card shows, in one SELECT list. */
export function feedPostColumns(viewerId: string, p: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${detailedPostColumns(viewerId, p)}, ${authorCardSql(viewerId, p)}`;
}

/** A poll (row aliased `pl`) as JSON: its options in order with their vote counts, and the viewer's vote. */
export function pollJsonSql(viewerId: string, pl: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`json_build_object(
    'id', ${pl}.id,
    'question', ${pl}.question,
    'options', (SELECT COALESCE(json_agg(json_build_object(
                  'id', o.id, 'text', o.text,
                  'votes', (SELECT count(*) FROM "PollVote" v WHERE v."optionId" = o.id)) ORDER BY o.position), '[]'::json)
                FROM "PollOption" o WHERE o."pollId" = ${pl}.id),
    'viewerVoteOptionId', (SELECT vv."optionId" FROM "PollVote" vv WHERE vv."pollId" = ${pl}.id AND vv."userId" = ${viewerParam(viewerId)}))`;
}

export function toPollView(raw: RawPoll): PollView {
  const totalVotes = raw.options.reduce((sum, o) => sum + Number(o.votes), 0);
  return {
    id: raw.id,
    question: raw.question,
    totalVotes,
    viewerVoteOptionId: raw.viewerVoteOptionId ?? null,
    options: raw.options.map((o) => ({
      id: o.id,
      text: o.text,
      votes: Number(o.votes),
      percentage: totalVotes === 0 ? 0 : Math.round((Number(o.votes) * 100) / totalVotes),
    })),
  };
}

export function toDetailedPost(row: DetailedPostRow): DetailedPost {
  return { ...row, poll: row.poll ? toPollView(row.poll) : null };
}

/** A row read with feedPostColumns; null if its author is gone (deleted meanwhile). */
export function toFeedPost(row: FeedPostRow): FeedPost | null {
  const { author, ...post } = row;
  return author ? { ...toDetailedPost(post), author } : null;
}

/** The posts with these ids, with their details, in no particular order (visibility is the caller's). */
export async function loadDetailedPosts(db: DbTx, viewerId: string, ids: readonly string[]): Promise<DetailedPost[]> {
  if (ids.length === 0) return [];
  const p = Prisma.raw('p');
  const rows = await db.$queryRaw<DetailedPostRow[]>(
    Prisma.sql`SELECT ${detailedPostColumns(viewerId, p)} FROM "Post" p WHERE p.id = ANY(${[...ids]}::uuid[])`,
  );
  return rows.map(toDetailedPost);
}

/** Posts by id as cards show them, authors included (one statement), in the order of `ids`. */
export async function loadFeedPosts(db: DbTx, viewerId: string, ids: readonly string[]): Promise<FeedPost[]> {
  if (ids.length === 0) return [];
  const p = Prisma.raw('p');
  const rows = await db.$queryRaw<FeedPostRow[]>(
    Prisma.sql`SELECT ${feedPostColumns(viewerId, p)} FROM "Post" p WHERE p.id = ANY(${[...ids]}::uuid[])`,
  );
  const byId = new Map(
    rows.flatMap((row) => {
      const post = toFeedPost(row);
      return post ? [[post.id, post] as const] : [];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
