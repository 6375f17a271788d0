/**
 * Factories for tests: members and the things around them, with sensible defaults and any field overridable.
 */
import { randomBytes } from 'node:crypto';
import type { DbClient, Prisma } from '../db/prisma.js';
import { hashPassword } from '../domain/accounts/passwords.js';
import type { TestApp } from './app.js';
import type { HttpClient } from './http-client.js';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString('hex');

export async function buildUser(prisma: DbClient, overrides: Partial<Prisma.UserUncheckedCreateInput> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = unique();
  return prisma.user.create({
    data: {
      email: `dad.${id}@example.com`,
      username: `dad_${id}`,
      firstName: 'Test',
      lastName: `Dad ${id}`,
      passwordHash: await passwordHash,
      dadType: 'experienced',
      location: 'Austin, TX',
      ...overrides,
    },
  });
}

export function buildConnection(
  prisma: DbClient,
  requesterId: string,
  receiverId: string,
  status: 'pending' | 'accepted' | 'declined' = 'accepted',
) {
  return prisma.connection.create({ data: { requesterId, receiverId, status } });
}

export function buildNotification(prisma: DbClient, userId: string, overrides: Partial<Prisma.NotificationUncheckedCreateInput> = {}) {
  return prisma.notification.create({
    data: { userId, type: 'other', title: 'Hello', message: 'Something happened.', ...overrides },
  });
}

/** A client signed in as `user` through POST /api/login. */
export async function signedInClient(app: TestApp, user: { email: string }): Promise<HttpClient> {
  const client = app.client();
  const response = await client.post('/api/login', { json: { email: user.email, password: TEST_PASSWORD } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return client;
}
