/**
 * GET /uploads/<key> for the pictures of posts, comments and profiles: hidden, deleted and suspended members'
 * content stops being served with it; the cache headers say who may keep a copy; and a request costs the same
 * few SQL statements whatever the picture belongs to and however many places name it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildGroup, buildPost, buildUser, signedInClient, signedInMember } from '../testing/factories.js';
import { expectRefused, expectServed, storedPicture } from '../testing/uploads.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, {
    onQuery: () => {
      statements += 1;
    },
  });
});
afterAll(() => app.close());

const db = () => app.services.prisma;

/** A post with a picture by a new member, and another member and a visitor to look at it. */
async function postWithPicture() {
  const [author, reader] = await Promise.all([signedInMember(app), signedInMember(app)]);
  const imageUrl = await storedPicture(db(), author.user.id);
  const post = await buildPost(db(), author.user.id, { imageUrl });
  return { author, reader, visitor: app.client(), imageUrl, post };
}

describe("a post's picture", () => {
  it('is served to whoever sees the post, and no longer once moderation hides it, but to its author', async () => {
    const { author, reader, visitor, imageUrl, post } = await postWithPicture();
    for (const viewer of [author.client, reader.client, visitor]) await expectServed(viewer, imageUrl);
    await db().post.update({ where: { id: post.id }, data: { hidden: 'pending_review' } });
    for (const viewer of [reader.client, visitor]) await expectRefused(viewer, imageUrl);
    await expectServed(author.client, imageUrl);
  });

  it('is no longer served once the post is deleted (but to its uploader)', async () => {
    const { author, reader, visitor, imageUrl, post } = await postWithPicture();
    expect((await author.client.delete(`/api/posts/${post.id}`)).status).toBe(200);
    for (const viewer of [reader.client, visitor]) await expectRefused(viewer, imageUrl);
    await expectServed(author.client, imageUrl);
  });

  it('is out of sight while its author is suspended, and back when the suspension ends', async () => {
    const { author, reader, visitor, imageUrl } = await postWithPicture();
    const suspend = (until: Date | null) =>
      db().user.update({ where: { id: author.user.id }, data: { suspendedAt: new Date(), suspendedUntil: until } });
    await suspend(null);
    for (const viewer of [reader.client, visitor]) await expectRefused(viewer, imageUrl);
    await suspend(new Date(Date.now() - 1000));
    for (const viewer of [reader.client, visitor]) await expectServed(viewer, imageUrl);
  });

  it("in a private group is its members' only", async () => {
    const [creator, stranger] = await Promise.all([signedInMember(app), signedInMember(app)]);
    const group = await buildGroup(db(), creator.user.id, { isPublic: false });
    const imageUrl = await storedPicture(db(), creator.user.id);
    await buildPost(db(), creator.user.id, { groupId: group.id, imageUrl });
    await expectServed(creator.client, imageUrl);
    for (const viewer of [stranger.client, app.client()]) await expectRefused(viewer, imageUrl);
  });

  it('is not served to a member the author blocked', async () => {
    const { author, reader, imageUrl } = await postWithPicture();
    await db().block.create({ data: { blockerId: author.user.id, blockedId: reader.user.id } });
    await expectRefused(reader.client, imageUrl);
  });
});

describe("a comment's picture", () => {
  it('follows the comment (hidden by moderation) and its post (in a private group)', async () => {
    const { author, reader, visitor, post } = await postWithPicture();
    const imageUrl = await storedPicture(db(), reader.user.id);
    const comment = await db().comment.create({
      data: { postId: post.id, authorId: reader.user.id, content: 'Nice', imageUrl },
    });
    await expectServed(author.client, imageUrl);
    await db().comment.update({ where: { id: comment.id }, data: { hidden: 'moderators' } });
    for (const viewer of [author.client, visitor]) await expectRefused(viewer, imageUrl);
    await expectServed(reader.client, imageUrl);

    const group = await buildGroup(db(), author.user.id, { isPublic: false });
    const inGroup = await buildPost(db(), author.user.id, { groupId: group.id });
    const groupImageUrl = await storedPicture(db(), author.user.id);
    await db().comment.create({ data: { postId: inGroup.id, authorId: author.user.id, imageUrl: groupImageUrl } });
    await expectServed(author.client, groupImageUrl);
    await expectRefused(reader.client, groupImageUrl);
  });
});

describe('the moderation queue', () => {
  it('shows moderators the picture of reported content, as reported and as it is now, while the report is open', async () => {
    const { author, reader, imageUrl, post } = await postWithPicture();
    const moderator = await buildUser(db(), { role: 'moderator' });
    const queue = await signedInClient(app, moderator);
    const report = await db().report.create({
      data: {
        reporterId: reader.user.id,
        targetType: 'post',
        targetId: post.id,
        subjectId: author.user.id,
        reason: 'spam',
        snapshot: { content: post.content, imageUrl },
      },
    });
    await db().post.update({ where: { id: post.id }, data: { hidden: 'pending_review' } });
    await expectServed(queue, imageUrl);
    // Edited since: the queue's "as reported" still shows the old picture, "now" the new one.
    const newUrl = await storedPicture(db(), author.user.id);
    await db().post.update({ where: { id: post.id }, data: { imageUrl: newUrl } });
    for (const url of [imageUrl, newUrl]) await expectServed(queue, url);
    await expectRefused(reader.client, newUrl);
    await db().report.update({ where: { id: report.id }, data: { status: 'dismissed' } });
    for (const url of [imageUrl, newUrl]) await expectRefused(queue, url);
  });
});

describe('cache headers', () => {
  it('keep a picture whose audience depends on the viewer private, and re-checked at every use', async () => {
    const { author, reader, imageUrl, post } = await postWithPicture();
    const served = await expectServed(reader.client, imageUrl);
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    expect(served.headers.get('vary')).toMatch(/Cookie/);
    expect(served.headers.get('vary')).toMatch(/Authorization/);
    const etag = served.headers.get('etag')!;
    expect((await reader.client.get(imageUrl, { 'if-none-match': etag })).status).toBe(304);
    await db().post.update({ where: { id: post.id }, data: { hidden: 'moderators' } });
    // A copy held since is not confirmed either: the refusal is the unknown key's.
    expect((await reader.client.get(imageUrl, { 'if-none-match': etag })).status).toBe(404);
    await expectServed(author.client, imageUrl);
  });

  it("serve a member's profile picture, which everyone may see, cacheable by anyone for a day", async () => {
    const owner = await signedInMember(app);
    const old = await storedPicture(db(), owner.user.id);
    await db().user.update({ where: { id: owner.user.id }, data: { profileImageUrl: old } });
    const served = await expectServed(app.client(), old);
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(served.headers.get('vary') ?? '').not.toMatch(/Cookie/);
    // A replaced picture is named nowhere any more: its uploader's alone.
    await db().user.update({
      where: { id: owner.user.id },
      data: { profileImageUrl: await storedPicture(db(), owner.user.id) },
    });
    await expectRefused((await signedInMember(app)).client, old);
    await expectServed(owner.client, old);
  });
});

describe('statements per request', () => {
  const cost = async (send: () => Promise<Response>) => {
    const before = statements;
    const response = await send();
    await response.arrayBuffer();
    return { status: response.status, statements: statements - before };
  };

  it('are a constant few, however many places show the picture', async () => {
    const { author, reader, imageUrl } = await postWithPicture();
    const once = await cost(() => reader.client.get(imageUrl));
    // The session, the upload with the tables that show it, those tables' rules, the bytes (one chunk).
    expect(once).toEqual({ status: 200, statements: 4 });
    for (let i = 0; i < 25; i++) await buildPost(db(), author.user.id, { imageUrl });
    await buildGroup(db(), author.user.id, { imageUrl });
    expect(await cost(() => reader.client.get(imageUrl))).toEqual(once);

    // Settled by the first look: a profile picture, the uploader's own file; a visitor has no session to look up.
    const avatar = await storedPicture(db(), author.user.id);
    await db().user.update({ where: { id: author.user.id }, data: { profileImageUrl: avatar } });
    expect(await cost(() => reader.client.get(avatar))).toEqual({ status: 200, statements: 3 });
    expect(await cost(() => author.client.get(imageUrl))).toEqual({ status: 200, statements: 3 });
    expect(await cost(() => app.client().get(avatar))).toEqual({ status: 200, statements: 2 });
    // Refused, or unchanged: no bytes read.
    const group = await buildGroup(db(), author.user.id, {
      isPublic: false,
      imageUrl: await storedPicture(db(), author.user.id),
    });
    expect(await cost(() => reader.client.get(group.imageUrl!))).toEqual({ status: 404, statements: 3 });
    const etag = (await reader.client.get(imageUrl)).headers.get('etag')!;
    expect(await cost(() => reader.client.get(imageUrl, { 'if-none-match': etag }))).toEqual({
      status: 304,
      statements: 3,
    });
  });
});
