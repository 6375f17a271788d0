import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenePng, skinBlobs } from '../testing/images.js';
import { storeUpload } from '../domain/uploads/store.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildEvent, buildGroup, buildPost, buildUser, signedInMember } from '../testing/factories.js';
import { multipart } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const anUpload = (ownerId: string) =>
  storeUpload(app.services.prisma, { data: Buffer.from('fake png bytes'), mimeType: 'image/png', ownerId });

const SOME_ID = '01900000-0000-7000-8000-000000000000';

describe('/api/posts writes', () => {
  it.each([
    ['GET', '/api/posts'],
    ['POST', '/api/posts'],
    ['GET', `/api/posts/${SOME_ID}`],
    ['PUT', `/api/posts/${SOME_ID}`],
    ['DELETE', `/api/posts/${SOME_ID}`],
    ['GET', `/api/posts/${SOME_ID}/likes`],
    ['POST', `/api/posts/${SOME_ID}/like`],
    ['DELETE', `/api/posts/${SOME_ID}/like`],
    ['GET', `/api/posts/${SOME_ID}/comments`],
    ['POST', `/api/posts/${SOME_ID}/comments`],
    ['POST', `/api/posts/${SOME_ID}/poll/vote`],
    ['PUT', `/api/comments/${SOME_ID}`],
    ['DELETE', `/api/comments/${SOME_ID}`],
  ])('%s %s answers 401 to a visitor', async (method, path) => {
    const response = await app.client().request(method, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('creates a Dadfeed post from a multipart form, with normalized hashtags and a poll', async () => {
    const { user, client } = await signedInMember(app);
    const response = await client.post(
      '/api/posts',
      multipart({
        content: 'Smoker or pellet grill for a first-timer?',
        hashtags: JSON.stringify(['#BBQ', '##bbq', '  ', 'Grilling']),
        pollQuestion: 'Which one?',
        pollOptions: JSON.stringify(['Smoker', ' Pellet grill ', '']),
      }),
    );
    expect(response.status).toBe(201);
    const post = await response.json();
    expect(post).toMatchObject({
      content: 'Smoker or pellet grill for a first-timer?',
      authorId: user.id,
      author: { id: user.id, username: user.username },
      imageUrl: null,
      hashtags: ['bbq', 'grilling'],
      categories: ['food'],
      type: 'question',
      groupId: null,
      group: null,
      likes: 0,
      comments: 0,
      isLiked: false,
      poll: {
        question: 'Which one?',
        totalVotes: 0,
        viewerVoteOptionId: null,
        options: [
          { text: 'Smoker', votes: 0, percentage: 0 },
          { text: 'Pellet grill', votes: 0, percentage: 0 },
        ],
      },
    });
    expect(post.poll.options[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks #dadjoke posts dad_joke, and takes JSON bodies too', async () => {
    const { client } = await signedInMember(app);
    const response = await client.post('/api/posts', {
      json: { content: 'Why do dads bring a ladder? To the high school?', hashtags: ['dadjoke'] },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ type: 'dad_joke', categories: ['comedy'] });
  });

  it.each([
    [{ content: '   ' }, 'A post needs text or an image.'],
    [{ content: 'hi', hashtags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'Maximum 5 hashtags'],
    [{ content: 'hi', hashtags: ['two words'] }, 'Hashtags are single words of at most 50 characters.'],
    [{ content: 'hi', pollQuestion: 'Which?', pollOptions: ['only one'] }, 'A poll needs 2 to 4 options.'],
    [{ content: 'hi', pollQuestion: 'Which?', pollOptions: ['a', 'b', 'c', 'd', 'e'] }, 'A poll needs 2 to 4 options.'],
    [{ content: 'hi', pollQuestion: ' ', pollOptions: ['a', 'b'] }, 'A poll needs a question.'],
    [
      { content: 'hi', pollQuestion: 'Which?', pollOptions: ['Same', 'same'] },
      'Poll options must be different from each other.',
    ],
    [{ content: 'x'.repeat(5001) }, 'A post can be at most 5000 characters.'],
  ])('refuses %j with 400', async (body, message) => {
    const { client } = await signedInMember(app);
    const response = await client.post('/api/posts', { json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('counts hashtags after removing duplicates', async () => {
    const { client } = await signedInMember(app);
    const response = await client.post('/api/posts', {
      json: { content: 'tags', hashtags: ['a', '#A', 'b', 'c', 'd', 'e', '#e'] },
    });
    expect(response.status).toBe(201);
    expect((await response.json()).hashtags).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('posts to a group only for its members, and needs text', async () => {
    const { user: creator } = await signedInMember(app);
    const { user: joined, client } = await signedInMember(app);
    const { client: outsider } = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, creator.id, { visibility: 'regional' }, [joined.id]);

    const created = await client.post('/api/posts', {
      json: { content: 'Hello team', groupId: group.id, hashtags: ['hi'] },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      groupId: group.id,
      group: { id: group.id, name: group.name, visibility: 'regional' },
      shareToPersonalFeed: false,
    });

    const refused = await outsider.post('/api/posts', { json: { content: 'Let me in', groupId: group.id } });
    expect(refused.status).toBe(403);
    const empty = await client.post('/api/posts', { json: { content: ' ', groupId: group.id } });
    expect(empty.status).toBe(400);
    const missing = await client.post('/api/posts', { json: { content: 'x', groupId: SOME_ID } });
    expect(missing.status).toBe(404);
  });

  it('posts to an event discussion for its attendees and host only', async () => {
    const { user: host, client: hostClient } = await signedInMember(app);
    const { client: stranger } = await signedInMember(app);
    const event = await buildEvent(app.services.prisma, host.id);
    expect(
      (await hostClient.post('/api/posts', { json: { content: 'See you there', eventId: event.id } })).status,
    ).toBe(201);
    expect((await stranger.post('/api/posts', { json: { content: 'Me too', eventId: event.id } })).status).toBe(403);
  });

  it('attaches an image the author uploaded, and refuses someone else’s', async () => {
    const { user, client } = await signedInMember(app);
    const { user: other } = await signedInMember(app);
    const mine = await anUpload(user.id);
    const theirs = await anUpload(other.id);
    const ok = await client.post('/api/posts', { json: { imageUrl: mine.url } });
    expect(ok.status).toBe(201);
    expect((await ok.json()).imageUrl).toBe(mine.url);
    const refused = await client.post('/api/posts', { json: { content: 'x', imageUrl: theirs.url } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('Attach an image you uploaded.');
  });
});

describe('photo posts (multipart field "image")', () => {
  // The real classifier, loaded once for these tests (a few seconds); docs/images.md has the images' scores.
  beforeAll(() => app.services.moderation.ready(), 120_000);

  const photoForm = (image: Buffer, type: string, fields: Record<string, string> = {}) =>
    multipart(fields, { image: { data: image, type, name: 'photo.png' } });

  it('stores the re-encoded photo and posts it, with or without text', async () => {
    const { user, client } = await signedInMember(app);
    const response = await client.post('/api/posts', photoForm(await scenePng(), 'image/png'));
    expect(response.status).toBe(201);
    const post = await response.json();
    expect(post.imageUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.(jpg|png|webp)$/);
    const upload = await app.services.prisma.upload.findUnique({
      where: { key: post.imageUrl.slice('/uploads/'.length) },
    });
    expect(upload?.ownerId).toBe(user.id);
  });

  it('refuses an adult image with 400 mentioning adult content, and posts nothing', async () => {
    const { user, client } = await signedInMember(app);
    const response = await client.post('/api/posts', photoForm(await skinBlobs(), 'image/png', { content: 'Look' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toContain('adult content');
    expect(body.code).toBe('IMAGE_BLOCKED');
    expect(await app.services.prisma.post.count({ where: { authorId: user.id } })).toBe(0);
  });

  it('refuses a file that is not an image (415), whatever its declared type', async () => {
    const { client } = await signedInMember(app);
    const response = await client.post('/api/posts', photoForm(Buffer.from('%PDF-1.4 not an image'), 'image/png'));
    expect(response.status).toBe(415);
  });
});

describe('GET /api/posts/:id', () => {
  it('returns a post the viewer may see, and 404 for a private group’s post to a non-member', async () => {
    const { user: author, client } = await signedInMember(app);
    const { client: outsider } = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, author.id, { isPublic: false });
    const post = await buildPost(app.services.prisma, author.id, { groupId: group.id, shareToPersonalFeed: true });
    const seen = await client.get(`/api/posts/${post.id}`);
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ id: post.id, group: { id: group.id } });
    expect((await outsider.get(`/api/posts/${post.id}`)).status).toBe(404);
    expect((await client.get(`/api/posts/${SOME_ID}`)).status).toBe(404);
    expect((await client.get('/api/posts/not-an-id')).status).toBe(400);
  });
});

describe('PUT /api/posts/:id', () => {
  it('lets the author change the text and keep, replace or remove the image', async () => {
    const { user, client } = await signedInMember(app);
    const first = await anUpload(user.id);
    const second = await anUpload(user.id);
    const post = await buildPost(app.services.prisma, user.id, { content: 'Old text', imageUrl: first.url });

    const kept = await client.request('PUT', `/api/posts/${post.id}`, {
      json: { content: 'Is this new text?', imageUrl: first.url },
    });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({
      content: 'Is this new text?',
      imageUrl: first.url,
      isEdited: true,
      type: 'question',
    });

    const replaced = await client.request('PUT', `/api/posts/${post.id}`, {
      json: { content: 'New', imageUrl: second.url },
    });
    expect((await replaced.json()).imageUrl).toBe(second.url);

    const removed = await client.request('PUT', `/api/posts/${post.id}`, { json: { content: 'New', imageUrl: null } });
    expect((await removed.json()).imageUrl).toBeNull();

    const empty = await client.request('PUT', `/api/posts/${post.id}`, { json: { content: '  ', imageUrl: '' } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('A post needs text or an image.');
  });

  it('refuses another member, and an image that is not the author’s', async () => {
    const { user: author, client: authorClient } = await signedInMember(app);
    const { user: other, client: otherClient } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, author.id);
    const refused = await otherClient.request('PUT', `/api/posts/${post.id}`, { json: { content: 'Mine now' } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Only the author can edit this post.');
    const theirs = await anUpload(other.id);
    const badImage = await authorClient.request('PUT', `/api/posts/${post.id}`, {
      json: { content: 'x', imageUrl: theirs.url },
    });
    expect(badImage.status).toBe(400);
    const outside = await authorClient.request('PUT', `/api/posts/${post.id}`, {
      json: { imageUrl: 'https://evil.example/x.png' },
    });
    expect(outside.status).toBe(400);
  });
});

describe('DELETE /api/posts/:id', () => {
  it('lets the author delete, refuses another member, and lets a group admin remove a group post', async () => {
    const { user: author, client: authorClient } = await signedInMember(app);
    const { client: other } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, author.id);
    const refused = await other.request('DELETE', `/api/posts/${post.id}`);
    expect(refused.status).toBe(403);
    const deleted = await authorClient.request('DELETE', `/api/posts/${post.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, id: post.id });
    expect((await authorClient.get(`/api/posts/${post.id}`)).status).toBe(404);

    const { user: admin, client: adminClient } = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, admin.id, {}, [author.id]);
    const groupPost = await buildPost(app.services.prisma, author.id, { groupId: group.id });
    expect((await adminClient.request('DELETE', `/api/posts/${groupPost.id}`)).status).toBe(200);
  });
});

describe('fist bumps', () => {
  it('bumps once (a second is 409 "already fistbumped"), lists who bumped, notifies the author, and un-bumps', async () => {
    const { user: author, client: authorClient } = await signedInMember(app);
    const { user: fan, client } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, author.id);

    const bumped = await client.post(`/api/posts/${post.id}/like`);
    expect(bumped.status).toBe(201);
    expect(await bumped.json()).toEqual({ success: true, postId: post.id, likes: 1, isLiked: true });

    const again = await client.post(`/api/posts/${post.id}/like`);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toContain('already fistbumped');

    const bumpers = await (await authorClient.get(`/api/posts/${post.id}/likes`)).json();
    expect(bumpers).toEqual([
      expect.objectContaining({ postId: post.id, userId: fan.id, user: expect.objectContaining({ id: fan.id }) }),
    ]);

    const seen = await (await client.get(`/api/posts/${post.id}`)).json();
    expect(seen).toMatchObject({ likes: 1, isLiked: true });

    const notifications = await (await authorClient.get('/api/notifications')).json();
    expect(notifications[0]).toMatchObject({
      type: 'like',
      targetType: 'post',
      targetId: post.id,
      actor: { id: fan.id },
    });

    const removed = await client.request('DELETE', `/api/posts/${post.id}/like`);
    expect(await removed.json()).toEqual({ success: true, postId: post.id, likes: 0, isLiked: false });
  });

  it('does not notify members who bump their own post', async () => {
    const { user, client } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, user.id);
    expect((await client.post(`/api/posts/${post.id}/like`)).status).toBe(201);
    expect(await app.services.prisma.notification.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('POST /api/posts/:id/poll/vote', () => {
  it('counts one vote per member, with percentages and the viewer’s choice', async () => {
    const { client: author } = await signedInMember(app);
    const { client: voter } = await signedInMember(app);
    const created = await (
      await author.post('/api/posts', {
        json: { content: 'Best grill?', pollQuestion: 'Pick one', pollOptions: ['Gas', 'Charcoal', 'Pellet'] },
      })
    ).json();
    const [gas, charcoal] = created.poll.options;

    expect((await author.post(`/api/posts/${created.id}/poll/vote`, { json: { optionId: gas.id } })).status).toBe(200);
    const results = await (
      await voter.post(`/api/posts/${created.id}/poll/vote`, { json: { optionId: charcoal.id } })
    ).json();
    expect(results).toMatchObject({
      totalVotes: 2,
      viewerVoteOptionId: charcoal.id,
      options: [
        { text: 'Gas', votes: 1, percentage: 50 },
        { text: 'Charcoal', votes: 1, percentage: 50 },
        { text: 'Pellet', votes: 0, percentage: 0 },
      ],
    });

    const again = await voter.post(`/api/posts/${created.id}/poll/vote`, { json: { optionId: gas.id } });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('You already voted in this poll.');

    const other = await (
      await author.post('/api/posts', { json: { content: 'Another', pollQuestion: 'Q', pollOptions: ['x', 'y'] } })
    ).json();
    const wrongOption = await voter.post(`/api/posts/${created.id}/poll/vote`, {
      json: { optionId: other.poll.options[0].id },
    });
    expect(wrongOption.status).toBe(400);
    const noPoll = await buildPost(app.services.prisma, (await buildUser(app.services.prisma)).id);
    expect((await voter.post(`/api/posts/${noPoll.id}/poll/vote`, { json: { optionId: gas.id } })).status).toBe(404);
  });
});
