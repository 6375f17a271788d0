import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUpload } from '../domain/uploads/store.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildGroup, buildPost, signedInMember } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('comments', () => {
  it('adds comments oldest first, counts them on the post, and notifies the post’s author', async () => {
    const { user: author, client: authorClient } = await signedInMember(app);
    const { user: friend, client } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, author.id);

    const first = await client.post(`/api/posts/${post.id}/comments`, { json: { content: '  Great brisket!  ' } });
    expect(first.status).toBe(201);
    const comment = await first.json();
    expect(comment).toMatchObject({
      postId: post.id,
      content: 'Great brisket!',
      imageUrl: null,
      authorId: friend.id,
      author: { id: friend.id, username: friend.username },
      isEdited: false,
    });
    const photo = await storeUpload(app.services.prisma, {
      data: Buffer.from('png'),
      mimeType: 'image/png',
      ownerId: author.id,
    });
    const second = await authorClient.post(`/api/posts/${post.id}/comments`, {
      json: { content: '', imageUrl: photo.url },
    });
    expect(second.status).toBe(201);

    const list = await (await client.get(`/api/posts/${post.id}/comments`)).json();
    expect(list.map((c: { id: string }) => c.id)).toEqual([comment.id, (await second.json()).id]);
    expect((await (await client.get(`/api/posts/${post.id}`)).json()).comments).toBe(2);

    const notifications = await (await authorClient.get('/api/notifications')).json();
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'comment',
      targetType: 'post',
      targetId: post.id,
      actor: { id: friend.id },
    });
    expect(notifications[0].message).toContain('Great brisket!');
  });

  it.each([
    [{ content: 'x'.repeat(501) }, 'A comment can be at most 500 characters.'],
    [{ content: '   ' }, 'A comment needs text or an image.'],
    [{ content: 'x', imageUrl: '/uploads/nope.png' }, 'Attach an image you uploaded.'],
  ])('refuses %j with 400', async (body, message) => {
    const { user, client } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, user.id);
    const response = await client.post(`/api/posts/${post.id}/comments`, { json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('accepts exactly 500 characters', async () => {
    const { user, client } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, user.id);
    expect((await client.post(`/api/posts/${post.id}/comments`, { json: { content: 'x'.repeat(500) } })).status).toBe(
      201,
    );
  });

  it('hides a private group’s post comments from non-members (404)', async () => {
    const { user: owner } = await signedInMember(app);
    const { client: outsider } = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, owner.id, { isPublic: false });
    const post = await buildPost(app.services.prisma, owner.id, { groupId: group.id });
    expect((await outsider.get(`/api/posts/${post.id}/comments`)).status).toBe(404);
    expect((await outsider.post(`/api/posts/${post.id}/comments`, { json: { content: 'hi' } })).status).toBe(404);
  });

  it('lets only the author edit (non-empty trimmed, marked edited) and delete', async () => {
    const { user, client } = await signedInMember(app);
    const { client: other } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, user.id);
    const comment = await (await client.post(`/api/posts/${post.id}/comments`, { json: { content: 'First' } })).json();

    const refusedEdit = await other.request('PUT', `/api/comments/${comment.id}`, { json: { content: 'Hijacked' } });
    expect(refusedEdit.status).toBe(403);
    expect((await refusedEdit.json()).message).toBe('Only the author can edit this comment.');
    const empty = await client.request('PUT', `/api/comments/${comment.id}`, { json: { content: '   ' } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('A comment cannot be empty.');

    const edited = await client.request('PUT', `/api/comments/${comment.id}`, {
      json: { content: '  Second thoughts ' },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: comment.id, content: 'Second thoughts', isEdited: true });

    expect((await other.request('DELETE', `/api/comments/${comment.id}`)).status).toBe(403);
    const deleted = await client.request('DELETE', `/api/comments/${comment.id}`);
    expect(await deleted.json()).toEqual({ success: true, id: comment.id, postId: post.id });
    expect(await (await client.get(`/api/posts/${post.id}/comments`)).json()).toEqual([]);
    expect((await client.request('DELETE', `/api/comments/${comment.id}`)).status).toBe(404);
  });
});
