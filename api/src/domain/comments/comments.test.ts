/**
 * Comments as a member meets them: what a comment must hold, who is told, which comments each viewer sees, and
 * that only a comment's author edits or deletes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildPost, buildUser } from '../../testing/factories.js';
import { addComment, deleteComment, listComments, MAX_COMMENT_LENGTH, updateComment } from './comments.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const commentOn = (postId: string, authorId: string, extra: { createdAt?: Date; hidden?: 'moderators' } = {}) =>
  app.services.prisma.comment.create({ data: { postId, authorId, content: 'Nice one', ...extra } });
const commentNotifications = (userId: string) =>
  app.services.prisma.notification.findMany({ where: { userId, type: 'comment' } });

describe('addComment', () => {
  it("notifies the post's author with an 80-character preview, but not when they comment themselves", async () => {
    const [author, friend] = [await member(), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    await addComment(app.services, author.id, post.id, { content: 'Thanks all' });
    expect(await commentNotifications(author.id)).toEqual([]);
    const long = 'Great grill tips '.repeat(6).trim();
    const comment = await addComment(app.services, friend.id, post.id, { content: ` ${long} ` });
    expect(comment).toMatchObject({ postId: post.id, authorId: friend.id, content: long, isEdited: false });
    expect(await commentNotifications(author.id)).toEqual([
      expect.objectContaining({
        actorId: friend.id,
        targetId: post.id,
        message: `@${friend.username} commented on your post: "${long.slice(0, 77)}..."`,
      }),
    ]);
  });

  it('refuses an empty comment and one over 500 characters, as BAD_USER_INPUT', async () => {
    const [author, friend] = [await member(), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    for (const input of [{ content: '   ' }, {}, { content: 'a'.repeat(MAX_COMMENT_LENGTH + 1) }]) {
      await expect(addComment(app.services, friend.id, post.id, input)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    }
    expect(await app.services.prisma.comment.count({ where: { postId: post.id } })).toBe(0);
    // Exactly 500 is fine.
    await addComment(app.services, friend.id, post.id, { content: 'a'.repeat(MAX_COMMENT_LENGTH) });
  });

  it('is NOT_FOUND on a post the member cannot see', async () => {
    const [author, outsider] = [await member(), await member()];
    const closed = await buildGroup(app.services.prisma, author.id, { isPublic: false });
    const inGroup = await buildPost(app.services.prisma, author.id, { groupId: closed.id });
    const hidden = await buildPost(app.services.prisma, author.id, { hidden: 'moderators' });
    for (const post of [inGroup, hidden]) {
      await expect(addComment(app.services, outsider.id, post.id, { content: 'Hi' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('listComments', () => {
  it('lists oldest first, leaving out a blocked member’s comments and hidden ones (but the viewer’s own)', async () => {
    const [author, viewer, blocked, other] = [await member(), await member(), await member(), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    const at = (seconds: number) => new Date(Date.now() - 60_000 + seconds * 1000);
    const later = await commentOn(post.id, other.id, { createdAt: at(3) });
    const earlier = await commentOn(post.id, author.id, { createdAt: at(1) });
    const fromBlocked = await commentOn(post.id, blocked.id, { createdAt: at(2) });
    const hiddenOther = await commentOn(post.id, other.id, { createdAt: at(4), hidden: 'moderators' });
    const hiddenOwn = await commentOn(post.id, viewer.id, { createdAt: at(5), hidden: 'moderators' });
    await app.services.prisma.block.create({ data: { blockerId: viewer.id, blockedId: blocked.id } });

    const seen = await listComments(app.services.prisma, viewer.id, post.id);
    expect(seen.map((c) => c.id)).toEqual([earlier.id, later.id, hiddenOwn.id]);
    const byAuthor = await listComments(app.services.prisma, author.id, post.id);
    expect(byAuthor.map((c) => c.id)).toEqual([earlier.id, fromBlocked.id, later.id]);
    expect(byAuthor.map((c) => c.id)).not.toContain(hiddenOther.id);
  });

  it('is NOT_FOUND on a post the viewer cannot see', async () => {
    const [author, outsider] = [await member(), await member()];
    const closed = await buildGroup(app.services.prisma, author.id, { isPublic: false });
    const post = await buildPost(app.services.prisma, author.id, { groupId: closed.id });
    await commentOn(post.id, author.id);
    await expect(listComments(app.services.prisma, outsider.id, post.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('updateComment and deleteComment', () => {
  it('let the author edit (marked edited) and delete their comment', async () => {
    const author = await member();
    const comment = await commentOn((await buildPost(app.services.prisma, author.id)).id, author.id);
    const edited = await updateComment(app.services, author.id, comment.id, { content: '  Even better  ' });
    expect(edited).toMatchObject({ id: comment.id, content: 'Even better', isEdited: true });
    await expect(updateComment(app.services, author.id, comment.id, { content: ' ' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await deleteComment(app.services, author.id, comment.id);
    expect(await app.services.prisma.comment.findUnique({ where: { id: comment.id } })).toBeNull();
    await expect(deleteComment(app.services, author.id, comment.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("are FORBIDDEN on someone else's comment, even the post author's, and leave it as it was", async () => {
    const [author, commenter] = [await member(), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    const comment = await commentOn(post.id, commenter.id);
    await expect(updateComment(app.services, author.id, comment.id, { content: 'Mine now' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(deleteComment(app.services, author.id, comment.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await app.services.prisma.comment.findUnique({ where: { id: comment.id } })).toMatchObject({
      content: 'Nice one',
      isEdited: false,
    });
  });

  it('are NOT_FOUND, not FORBIDDEN, on a comment under a post the member cannot see', async () => {
    const [author, outsider] = [await member(), await member()];
    const closed = await buildGroup(app.services.prisma, author.id, { isPublic: false });
    const post = await buildPost(app.services.prisma, author.id, { groupId: closed.id });
    const comment = await commentOn(post.id, author.id);
    await expect(updateComment(app.services, outsider.id, comment.id, { content: 'Hi' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(deleteComment(app.services, outsider.id, comment.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
