/**
 * Test support: a member with a bit of everything the Dad Score counts, and what their stats and score are.
 */
import type { DbClient } from '../db/prisma.js';
import { buildConnection, buildEvent, buildGroup, buildPost, buildUser } from './factories.js';

/** 2 posts (1 fist bump from a friend), 1 accepted and 1 pending connection, 2 groups, 1 event, 1 referral. */
export async function buildActiveDad(prisma: DbClient) {
  const dad = await buildUser(prisma, { dadScore: 7 });
  const friend = await buildUser(prisma);
  const post = await buildPost(prisma, dad.id);
  await buildPost(prisma, dad.id);
  await prisma.fistBump.create({ data: { postId: post.id, userId: friend.id } });
  await buildConnection(prisma, dad.id, friend.id, 'accepted');
  await buildConnection(prisma, (await buildUser(prisma)).id, dad.id, 'pending');
  await buildGroup(prisma, dad.id);
  await buildGroup(prisma, friend.id, {}, [dad.id]);
  const event = await buildEvent(prisma, friend.id);
  await prisma.eventAttendee.create({ data: { eventId: event.id, userId: dad.id } });
  await buildUser(prisma, { referredById: dad.id, referralRewardedAt: new Date() });
  return dad;
}

export const ACTIVE_DAD_STATS = { posts: 2, connections: 1, groups: 2, events: 1 };
/** posts 2×10 + fist bump 1×2 + connection 1×5 + groups 2×5 + event 1×15 + referral 100 */
export const ACTIVE_DAD_SCORE = 20 + 2 + 5 + 10 + 15 + 100;
