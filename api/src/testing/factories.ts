/**
 * Factories for tests: members and the things around them, with sensible defaults and any field overridable.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { DbClient, Prisma } from '../db/prisma.js';
import { hashPassword } from '../domain/accounts/passwords.js';
import { newRecoveryCode, recoveryCodeDigest } from '../domain/accounts/two-factor.js';
import type { TestApp } from './app.js';
import type { HttpClient } from './http-client.js';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString('hex');

/**
 * Twelve random digits, for names, words and usernames a test sends through the API: digits, because the word
 * filter (docs/safety.md) reads them as a number, while random letters (hex or base36) now and then spell, or
 * leetspeak into, a word it refuses (a 400 where the test expects success; seen in CI).
 */
export const uniqueDigits = () => String(randomInt(1e12)).padStart(12, '0');
const ESTABLISHED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A member who joined a week ago, with a verified address: past the new-account limits (docs/safety.md), as most
 * members are. A test of those limits passes `joinedAt`; one of verification passes `emailVerifiedAt: null`. Offset from now, so members built later still joined later.
 */
export async function buildUser(prisma: DbClient, overrides: Partial<Prisma.UserUncheckedCreateInput> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  // Digits: a test that writes a username into a text (a mention) sends it through the word filter too.
  const id = uniqueDigits();
  const isStaff = overrides.role === 'moderator' || overrides.role === 'admin';
  const user = await prisma.user.create({
    data: {
      email: `dad.${id}@example.com`,
      username: `dad_${id}`,
      firstName: 'Test',
      lastName: `Dad ${id}`,
      passwordHash: await passwordHash,
      dadType: 'experienced',
      location: 'Austin, TX',
      joinedAt: new Date(Date.now() - ESTABLISHED_MS),
      emailVerifiedAt: new Date(Date.now() - ESTABLISHED_MS),
      // Staff have a second factor on, as REQUIRE_2FA_FOR_STAFF (on by default) asks; a test of that rule passes null.
      ...(isStaff ? { totpEnabledAt: new Date() } : {}),
      ...overrides,
    },
  });
  if (user.totpEnabledAt) await giveRecoveryCodes(prisma, user);
  return user;
}

/**
 * Recovery codes of members built with a second factor, by e-mail: `signedInClient` spends one at each sign-in
 * (an app's code works once per 30 seconds, too seldom for tests that sign the same member in several times).
 */
const recoveryCodes = new Map<string, string[]>();

/** One unused recovery code of a member built with a second factor. */
export function takeRecoveryCode(email: string): string {
  const code = recoveryCodes.get(email)?.shift();
  if (!code) throw new Error(`${email} has no second factor built here, or no recovery code left`);
  return code;
}

async function giveRecoveryCodes(prisma: DbClient, user: { id: string; email: string }) {
  const codes = Array.from({ length: 50 }, newRecoveryCode);
  await prisma.recoveryCode.createMany({
    data: codes.map((code) => ({ userId: user.id, codeHash: recoveryCodeDigest(code) })),
  });
  recoveryCodes.set(user.email, codes);
}

export function buildConnection(
  prisma: DbClient,
  requesterId: string,
  receiverId: string,
  status: 'pending' | 'accepted' | 'declined' = 'accepted',
) {
  return prisma.connection.create({ data: { requesterId, receiverId, status } });
}

export function buildNotification(
  prisma: DbClient,
  userId: string,
  overrides: Partial<Prisma.NotificationUncheckedCreateInput> = {},
) {
  return prisma.notification.create({
    data: { userId, type: 'other', title: 'Hello', message: 'Something happened.', ...overrides },
  });
}

export function buildPost(
  prisma: DbClient,
  authorId: string,
  overrides: Partial<Prisma.PostUncheckedCreateInput> = {},
) {
  return prisma.post.create({ data: { authorId, content: `A post ${unique()}`, ...overrides } });
}

/** A group with its creator as a member (role creator), plus any `members`. */
export function buildGroup(
  prisma: DbClient,
  creatorId: string,
  overrides: Partial<Prisma.GroupUncheckedCreateInput> = {},
  members: string[] = [],
) {
  return prisma.group.create({
    data: {
      name: `Group ${unique()}`,
      creatorId,
      ...overrides,
      members: {
        create: [{ userId: creatorId, role: 'creator' as const }, ...members.map((userId) => ({ userId }))],
      },
    },
  });
}

/** An Ask a Dad question; its counters come from triggers as its answers and marks are added. */
export function buildQuestion(
  prisma: DbClient,
  authorId: string,
  overrides: Partial<Prisma.QuestionUncheckedCreateInput> = {},
) {
  return prisma.question.create({
    data: { authorId, title: `A question ${unique()}`, content: 'What would you do?', ...overrides },
  });
}

export function buildAnswer(
  prisma: DbClient,
  questionId: string,
  authorId: string,
  overrides: Partial<Prisma.AnswerUncheckedCreateInput> = {},
) {
  return prisma.answer.create({ data: { questionId, authorId, content: `An answer ${unique()}`, ...overrides } });
}

export function buildEvent(
  prisma: DbClient,
  creatorId: string,
  overrides: Partial<Prisma.EventUncheckedCreateInput> = {},
) {
  return prisma.event.create({
    data: {
      title: `Event ${unique()}`,
      creatorId,
      startDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      ...overrides,
    },
  });
}

export function buildGroupMember(
  prisma: DbClient,
  groupId: string,
  userId: string,
  overrides: Partial<Prisma.GroupMemberUncheckedCreateInput> = {},
) {
  return prisma.groupMember.create({ data: { groupId, userId, ...overrides } });
}

export function buildEventAttendee(
  prisma: DbClient,
  eventId: string,
  userId: string,
  overrides: Partial<Prisma.EventAttendeeUncheckedCreateInput> = {},
) {
  return prisma.eventAttendee.create({ data: { eventId, userId, ...overrides } });
}

/** A professional channel; its follower and post counts come from triggers as follows and posts are added. */
export function buildChannel(
  prisma: DbClient,
  creatorId: string,
  overrides: Partial<Prisma.ChannelUncheckedCreateInput> = {},
) {
  return prisma.channel.create({
    data: { creatorId, name: `Channel ${unique()}`, description: 'All about it', ...overrides },
  });
}

/**
 * A stored passkey row, for lists and limits: its key is no real one, so it never signs in (a passkey that does is
 * made through the API with testing/passkey-authenticator.ts).
 */
export function buildPasskey(
  prisma: DbClient,
  userId: string,
  overrides: Partial<Prisma.PasskeyUncheckedCreateInput> = {},
) {
  return prisma.passkey.create({
    data: {
      userId,
      credentialId: randomBytes(16).toString('base64url'),
      publicKey: randomBytes(77),
      deviceType: 'singleDevice',
      backedUp: false,
      name: `Passkey ${unique()}`,
      ...overrides,
    },
  });
}

/** A stored news article (source `stored`), published an hour ago unless told. */
export function buildNewsArticle(prisma: DbClient, overrides: Partial<Prisma.NewsArticleCreateInput> = {}) {
  const id = unique();
  return prisma.newsArticle.create({
    data: {
      title: `News story ${id}`,
      description: `What happened in story ${id}.`,
      url: `https://news.example.com/story-${id}`,
      sourceName: 'Test Gazette',
      publishedAt: new Date(Date.now() - 60 * 60 * 1000),
      ...overrides,
    },
  });
}

/** A client signed in as `user` through POST /api/login; `headers` go with the sign-in (a `user-agent`...). */
export async function signedInClient(
  app: TestApp,
  user: { email: string },
  headers: Record<string, string> = {},
): Promise<HttpClient> {
  const client = app.client();
  const response = await client.post('/api/login', { json: { email: user.email, password: TEST_PASSWORD } }, headers);
  const body = (await response.json()) as { code?: string; challenge?: string };
  if (response.status === 401 && body.code === 'SECOND_FACTOR_REQUIRED') {
    const code = takeRecoveryCode(user.email);
    const second = await client.post(
      '/api/login/second-factor',
      { json: { challenge: body.challenge, code } },
      headers,
    );
    if (second.status !== 200) throw new Error(`second step failed: ${second.status} ${await second.text()}`);
    return client;
  }
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return client;
}

/**
 * A new member (`buildUser`, with any `overrides`) signed in: `client` for /api, and `cookie` (the client's
 * session) for in-process GraphQL through `graphql(app, query, variables, cookie)`.
 */
export async function signedInMember(app: TestApp, overrides: Partial<Prisma.UserUncheckedCreateInput> = {}) {
  const user = await buildUser(app.services.prisma, overrides);
  const client = await signedInClient(app, user);
  return { user, client, cookie: client.cookieHeader() };
}
