/**
 * Who may be told of something a member just wrote (a post, comment, answer or message): the same rules that
 * decide who sees it, asked for every candidate at once inside the notifying statement. Mentions (./notify.ts)
 * and the followers' fan-out (../following/notify-followers.ts) share them.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { blockedPairSql } from '../blocks/rules.js';
import { commentVisible } from '../comments/visibility.js';
import { messageVisible } from '../messaging/visibility.js';
import { suspendedMembersSql } from '../moderation/visibility.js';
import { postVisible } from '../posts/visibility.js';
import { answerShownSql } from '../questions/visibility.js';
import { alias, type VisibilityCondition, type VisibilityTable } from '../visibility.js';

/** What was written, by its row: who may see that row may hear of it. */
export interface WrittenContent {
  kind: 'post' | 'comment' | 'answer' | 'message';
  id: string;
}

const RULES: Record<WrittenContent['kind'], { table: VisibilityTable; visible: VisibilityCondition }> = {
  // Its group's members for a private group, the attendees and host for an event discussion, whoever sees the
  // channel, everyone for the Dadfeed: posts/visibility.ts.
  post: { table: 'Post', visible: postVisible },
  comment: { table: 'Comment', visible: commentVisible },
  answer: { table: 'Answer', visible: answerShownSql },
  // The conversation's participants.
  message: { table: 'Message', visible: messageVisible },
};

/**
 * The member on each row (`member`, a uuid SQL expression) may hear of `content` by `writerId`: not the writer,
 * not suspended, in no block with the writer either way, and able to see it.
 */
export function audienceSql(writerId: string, content: WrittenContent, member: Prisma.Sql): Prisma.Sql {
  const writer = Prisma.sql`${writerId}::uuid`;
  const { table, visible } = RULES[content.kind];
  const row = alias('written');
  return Prisma.sql`(${member} <> ${writer}
    AND ${member} NOT IN (${suspendedMembersSql})
    AND NOT ${blockedPairSql(writer, member)}
    AND EXISTS (SELECT 1 FROM ${Prisma.raw(`"${table}"`)} ${row}
                WHERE ${row}.id = ${content.id}::uuid AND ${visible(member, row)}))`;
}
