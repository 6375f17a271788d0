/**
 * Test support: a member with connections in every state, to see who a panic alert reaches.
 */
import { randomBytes } from 'node:crypto';
import type { DbClient } from '../../db/prisma.js';
import { buildConnection, buildUser } from '../../testing/factories.js';

/** Two accepted connections (one asked by each side), a pending one, a declined one, and a stranger. */
export async function buildDadWithFriends(prisma: DbClient) {
  const dad = await buildUser(prisma, { username: `panicky_${randomBytes(3).toString('hex')}` });
  const [friendA, friendB, pending, declined, stranger] = await Promise.all([1, 2, 3, 4, 5].map(() => buildUser(prisma)));
  await buildConnection(prisma, dad.id, friendA!.id, 'accepted');
  await buildConnection(prisma, friendB!.id, dad.id, 'accepted');
  await buildConnection(prisma, dad.id, pending!.id, 'pending');
  await buildConnection(prisma, declined!.id, dad.id, 'declined');
  return { dad, friendA: friendA!, friendB: friendB!, pending: pending!, declined: declined!, stranger: stranger! };
}

export function panicNotifications(prisma: DbClient, userId: string) {
  return prisma.notification.findMany({ where: { userId, type: 'panic' } });
}
