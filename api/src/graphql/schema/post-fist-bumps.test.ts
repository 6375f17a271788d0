import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildPost, signedInMember } from '../../testing/factories.js';
import { graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const FIST_BUMPS = `query($id: String!, $first: Int) {
  post(databaseId: $id) { fistBumpCount fistBumps(first: $first) { createdAt user { databaseId username email } } }
}`;

async function bump(postId: string, userId: string, secondsAgo: number) {
  await app.services.prisma.fistBump.create({
    data: { postId, userId, createdAt: new Date(Date.now() - secondsAgo * 1000) },
  });
}

describe('Post.fistBumps', () => {
  it('lists who fist bumped a post, newest first, through the privacy rules', async () => {
    const { user: author, cookie } = await signedInMember(app);
    const { user: early } = await signedInMember(app, { showEmail: false });
    const { user: late } = await signedInMember(app, { showEmail: false });
    const post = await buildPost(app.services.prisma, author.id);
    await bump(post.id, early.id, 60);
    await bump(post.id, late.id, 5);

    const body = await graphql(app, FIST_BUMPS, { id: post.id }, cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data.post.fistBumpCount).toBe(2);
    expect(body.data.post.fistBumps).toEqual([
      { createdAt: expect.any(String), user: { databaseId: late.id, username: late.username, email: null } },
      { createdAt: expect.any(String), user: { databaseId: early.id, username: early.username, email: null } },
    ]);

    const first = await graphql(app, FIST_BUMPS, { id: post.id, first: 1 }, cookie);
    expect(first.data.post.fistBumps.map((b: { user: { databaseId: string } }) => b.user.databaseId)).toEqual([
      late.id,
    ]);
  });

  it('refuses a page size outside 1 to 500', async () => {
    const { user, cookie } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, user.id);
    // Without `user`: 501 fist bumps with their members would cost 1,003 points, refused before the resolver runs.
    const cheap =
      'query($id: String!, $first: Int) { post(databaseId: $id) { fistBumps(first: $first) { createdAt } } }';
    for (const first of [0, 501]) {
      const body = await graphql(app, cheap, { id: post.id, first }, cookie);
      expect(body.data?.post ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toBe('first must be a whole number from 1 to 500.');
    }
  });

  it('shows nothing of a post in a group the viewer cannot see', async () => {
    const { user: owner } = await signedInMember(app);
    const { cookie: outsider } = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, owner.id, { isPublic: false });
    const post = await buildPost(app.services.prisma, owner.id, { groupId: group.id });
    await bump(post.id, owner.id, 1);
    const body = await graphql(app, FIST_BUMPS, { id: post.id }, outsider);
    expect(body.data.post).toBeNull();
  });
});
