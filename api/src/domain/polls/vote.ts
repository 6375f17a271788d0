/**
 * Voting in a post's poll: one vote per member per poll (the (pollId, userId) key), for one of its options.
 * A second vote is a 409; results (counts and percentages) come back with the viewer's choice.
 */
import { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.js';
import { badInput, conflict, notFound } from '../errors.js';
import type { DbTx } from '../../db/prisma.js';
import { pollJsonSql, toPollView, type PollView, type RawPoll } from '../feed/details.js';
import { findVisiblePost, requireId } from '../posts/read.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';

export const ALREADY_VOTED = 'You already voted in this poll.';
export const NOT_AN_OPTION = 'That option is not in this poll.';

const voteInput = z.object({ optionId: z.string({ error: 'Choose an option (optionId).' }) });

export async function votePoll(
  { prisma }: Services,
  viewerId: string,
  rawPostId: unknown,
  raw: unknown,
): Promise<PollView> {
  const { optionId: rawOptionId } = parseInput(voteInput, raw);
  const post = await findVisiblePost(prisma, viewerId, rawPostId);
  const poll = await prisma.poll.findUnique({
    where: { postId: post.id },
    select: { id: true, options: { select: { id: true } } },
  });
  if (!poll) throw notFound('Poll');
  const optionId = requireId(rawOptionId, 'option', 'optionId');
  if (!poll.options.some((o) => o.id === optionId))
    throw badInput(NOT_AN_OPTION, [{ field: 'optionId', message: NOT_AN_OPTION }]);

  const { count } = await prisma.pollVote.createMany({
    data: [{ pollId: poll.id, optionId, userId: viewerId }],
    skipDuplicates: true,
  });
  if (count === 0) throw conflict(ALREADY_VOTED);
  return loadPollView(prisma, viewerId, poll.id);
}

export async function loadPollView(db: DbTx, viewerId: string, pollId: string): Promise<PollView> {
  const pl = Prisma.raw('pl');
  const [row] = await db.$queryRaw<{ poll: RawPoll }[]>(
    Prisma.sql`SELECT ${pollJsonSql(viewerId, pl)} AS poll FROM "Poll" pl WHERE pl.id = ${pollId}::uuid`,
  );
  if (!row) throw notFound('Poll');
  return toPollView(row.poll);
}
