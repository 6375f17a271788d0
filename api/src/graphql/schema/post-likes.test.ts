import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildPost, buildUser } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const LIKES = `query($id: String!, $first: Int) {
  post(databaseId: $id) { fistBumpCount fistBumps(first: $first) { createdAt user { databaseId username email } } }
}`;

async function member(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(app.services.prisma, overrides);
  return { user, cookie: await cookieFor(app, user) };
}

async function bump(postId: string, userId: string, secondsAgo: number) {
  await app.services.prisma.fistBump.create({ data: { postId, userId, createdAt: new Date(Date.now() - secondsAgo * 1000) } });
}

describe('Post.fistBumps', () => {
  it('lists who fist bumped a post, newest first, through the privacy rules', async () => {
    const { user: author, cookie } = await member();
    const { user: early } = await member({ showEmail: false });
    const { user: late } = await member({ showEmail: false });
    const post = await buildPost(app.services.prisma, author.id);
    await bump(post.id, early.id, 60);
    await bump(post.id, late.id, 5);

    const body = await graphql(app, LIKES, { id: post.id }, cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data.post.fistBumpCount).toBe(2);
    expect(body.data.post.fistBumps).toEqual([
      { createdAt: expect.any(String), user: { databaseId: late.id, username: late.username, email: null } },
      { createdAt: expect.any(String), user: { databaseId: early.id, username: early.username, email: null } },
    ]);

    const first = await graphql(app, LIKES, { id: post.id, first: 1 }, cookie);
    expect(first.data.post.fistBumps.map((b: { user: { databaseId: string } }) => b.user.databaseId)).toEqual([late.id]);
  });

  it('refuses a page size outside 1 to 500', async () => {
    const { user, cookie } = await member();
    const post = await buildPost(app.services.prisma, user.id);
    // Without `user`: 501 fist bumps with their members would cost 1,003 points, refused before the resolver runs.
    const cheap = 'query($id: String!, $first: Int) { post(databaseId: $id) { fistBumps(first: $first) { createdAt } } }';
    for (const first of [0, 501]) {
      const body = await graphql(app, cheap, { id: post.id, first }, cookie);
      expect(body.data?.post ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toBe('first must be a whole number from 1 to 500.');
    }
  });

  it('shows nothing of a post in a group the viewer cannot see', async () => {
    const { user: owner } = await member();
    const { cookie: outsider } = await member();
    const group = await buildGroup(app.services.prisma, owner.id, { isPublic: false });
    const post = await buildPost(app.services.prisma, owner.id, { groupId: group.id });
    await bump(post.id, owner.id, 1);
    const body = await graphql(app, LIKES, { id: post.id }, outsider);
    expect(body.data.post).toBeNull();
  });
});
