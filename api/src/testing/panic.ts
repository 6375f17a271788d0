/**
 * Test support: a member with connections in every state, to see who a panic alert reaches.
 */
import { randomBytes } from 'node:crypto';
import type { DbClient } from '../db/prisma.js';
import { buildConnection, buildUser } from './factories.js';

/** Two accepted connections (one asked by each side), a pending one, a declined one, and a stranger. */
export async function buildDadWithFriends(prisma: DbClient) {
  const dad = await buildUser(prisma, { username: `panicky_${randomBytes(3).toString('hex')}` });
  const [friendA, friendB, pending, declined, stranger] = await Promise.all(
    [1, 2, 3, 4, 5].map(() => buildUser(prisma)),
  );
  await buildConnection(prisma, dad.id, friendA!.id, 'accepted');
  await buildConnection(prisma, friendB!.id, dad.id, 'accepted');
  await buildConnection(prisma, dad.id, pending!.id, 'pending');
  await buildConnection(prisma, declined!.id, dad.id, 'declined');
  return { dad, friendA: friendA!, friendB: friendB!, pending: pending!, declined: declined!, stranger: stranger! };
}

export function panicNotifications(prisma: DbClient, userId: string) {
  return prisma.notification.findMany({ where: { userId, type: 'panic' } });
}

/**
 * `size` members connected to `hubId` (half asked by the hub, half by the member), made in a few bulk inserts.
 * Member i already has i % 3 unread notifications, so each one's new count differs from its neighbours'.
 */
export async function buildConnectedCrowd(prisma: DbClient, hubId: string, size: number) {
  const tag = randomBytes(4).toString('hex');
  await prisma.user.createMany({
    data: Array.from({ length: size }, (_, i) => ({
      email: `crowd.${tag}.${i}@example.com`,
      username: `crowd_${tag}_${i}`,
      firstName: 'Crowd',
      lastName: `Dad ${i}`,
      passwordHash: 'not-a-hash: these members never sign in with a password',
      dadType: 'experienced' as const,
      location: 'Austin, TX',
    })),
  });
  const found = await prisma.user.findMany({
    where: { username: { startsWith: `crowd_${tag}_` } },
    select: { id: true, username: true },
  });
  const members = found
    .map((m) => ({ id: m.id, index: Number(m.username.split('_').at(-1)) }))
    .sort((a, b) => a.index - b.index)
    .map((m) => ({ ...m, unreadBefore: m.index % 3 }));
  await prisma.connection.createMany({
    data: members.map((m) =>
      m.index % 2 === 0
        ? { requesterId: hubId, receiverId: m.id, status: 'accepted' as const }
        : { requesterId: m.id, receiverId: hubId, status: 'accepted' as const },
    ),
  });
  await prisma.notification.createMany({
    data: members.flatMap((m) =>
      Array.from({ length: m.unreadBefore }, () => ({
        userId: m.id,
        type: 'other' as const,
        title: 'Earlier',
        message: 'Earlier news',
      })),
    ),
  });
  return members;
}
