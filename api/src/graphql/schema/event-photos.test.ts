/**
 * Event photos over GraphQL: Event.photos (null unless the viewer hosts or attends the in-person event), the
 * EventPhoto node, addEventPhoto by the URL of the viewer's own upload, updateEventPhotoTags, deleteEventPhoto; and the photos of
 * an event cost the same SQL statements with 2 photos as with 20.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUpload } from '../../domain/uploads/store.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildEventAttendee, signedInMember } from '../../testing/factories.js';
import { globalId, graphql } from '../../testing/graphql.js';

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

async function cookout(overrides: Parameters<typeof buildEvent>[2] = {}) {
  const [host, dad, mate, outsider] = [
    await signedInMember(app),
    await signedInMember(app),
    await signedInMember(app),
    await signedInMember(app),
  ];
  const event = await buildEvent(app.services.prisma, host.user.id, overrides);
  for (const m of [dad, mate]) await buildEventAttendee(app.services.prisma, event.id, m.user.id);
  return { event, gid: globalId('Event', event.id), host, dad, mate, outsider };
}

/** An image the member uploaded (stored as the intake would, without running it). */
async function uploadOf(ownerId: string) {
  return (await storeUpload(app.services.prisma, { data: Buffer.from('jpeg bytes'), mimeType: 'image/jpeg', ownerId }))
    .url;
}

const PHOTOS = `query($id: ID!) { node(id: $id) { ... on Event {
  photos(first: 20) {
    totalCount
    edges { node { id databaseId imageUrl caption createdAt viewerCanEditTags
      uploader { id username } taggedPeople { id username } event { databaseId } } }
    pageInfo { hasNextPage endCursor }
  }
} } }`;

const ADD = `mutation($eventId: ID!, $imageUrl: String!, $caption: String, $taggedPeople: [ID!]) {
  addEventPhoto(eventId: $eventId, imageUrl: $imageUrl, caption: $caption, taggedPeople: $taggedPeople) {
    __typename
    ... on AppError { code message }
    ... on MutationAddEventPhotoSuccess { data { id databaseId caption imageUrl viewerCanEditTags uploader { databaseId } taggedPeople { databaseId } } }
  }
}`;

const TAGS = `mutation($photoId: ID!, $userIds: [ID!]!) {
  updateEventPhotoTags(photoId: $photoId, userIds: $userIds) {
    __typename
    ... on AppError { code message }
    ... on MutationUpdateEventPhotoTagsSuccess { data { databaseId taggedPeople { databaseId } } }
  }
}`;

const refusal = (code: string, message?: string) => ({ __typename: 'AppError', code, ...(message ? { message } : {}) });

describe('Event.photos and the EventPhoto node', () => {
  it('answers the host and attendees; null for others and for a virtual event', async () => {
    const { event, gid, host, dad, mate, outsider } = await cookout();
    const photo = await app.services.prisma.eventPhoto.create({
      data: {
        eventId: event.id,
        uploaderId: dad.user.id,
        imageUrl: '/uploads/a.jpg',
        caption: 'Grill',
        tags: { create: [{ userId: mate.user.id }] },
      },
    });
    const seen = await graphql(app, PHOTOS, { id: gid }, dad.cookie);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.node.photos).toMatchObject({
      totalCount: 1,
      edges: [
        {
          node: {
            databaseId: photo.id,
            caption: 'Grill',
            viewerCanEditTags: true,
            uploader: { username: dad.user.username },
            taggedPeople: [{ username: mate.user.username }],
            event: { databaseId: event.id },
          },
        },
      ],
    });
    expect(
      (await graphql(app, PHOTOS, { id: gid }, host.cookie)).data.node.photos.edges[0].node.viewerCanEditTags,
    ).toBe(true);
    expect(
      (await graphql(app, PHOTOS, { id: gid }, mate.cookie)).data.node.photos.edges[0].node.viewerCanEditTags,
    ).toBe(false);
    expect((await graphql(app, PHOTOS, { id: gid }, outsider.cookie)).data.node).toEqual({ photos: null });
    const node = `{ node(id: "${globalId('EventPhoto', photo.id)}") { ... on EventPhoto { caption } } }`;
    expect((await graphql(app, node, {}, mate.cookie)).data.node).toEqual({ caption: 'Grill' });
    expect((await graphql(app, node, {}, outsider.cookie)).data.node).toBeNull();
    const online = await cookout({ isVirtual: true });
    expect((await graphql(app, PHOTOS, { id: online.gid }, online.host.cookie)).data.node).toEqual({ photos: null });
  });

  it('costs the same SQL statements with 2 photos as with 20, uploader and tags included', async () => {
    const cost = async (count: number) => {
      const { event, gid, dad, mate, host } = await cookout();
      for (let i = 0; i < count; i += 1) {
        await app.services.prisma.eventPhoto.create({
          data: {
            eventId: event.id,
            uploaderId: i % 2 ? dad.user.id : mate.user.id,
            imageUrl: `/uploads/${i}.jpg`,
            tags: { create: [{ userId: host.user.id }, { userId: dad.user.id }] },
          },
        });
      }
      await graphql(app, '{ viewer { id } }', {}, dad.cookie);
      const before = statements;
      const body = await graphql(app, PHOTOS, { id: gid }, dad.cookie);
      expect(body.errors).toBeUndefined();
      expect(body.data.node.photos.edges).toHaveLength(count);
      expect(body.data.node.photos.edges[0].node.taggedPeople).toHaveLength(2);
      return statements - before;
    };
    const small = await cost(2);
    const large = await cost(20);
    if (process.env.PEEK) console.log('photo statements', small, large);
    expect(large).toBe(small);
    // Session, the event's visibility and row, photo access, the page, its total, uploaders, tags with their members, events.
    expect(small).toBeLessThanOrEqual(10);
  });
});

describe('addEventPhoto', () => {
  it("adds the viewer's own upload with a caption and tags (global or raw ids)", async () => {
    const { gid, host, dad, mate } = await cookout();
    const imageUrl = await uploadOf(dad.user.id);
    const body = await graphql(
      app,
      ADD,
      { eventId: gid, imageUrl, caption: 'Smoke', taggedPeople: [globalId('User', mate.user.id), host.user.id] },
      dad.cookie,
    );
    expect(body.data.addEventPhoto).toMatchObject({
      __typename: 'MutationAddEventPhotoSuccess',
      data: { caption: 'Smoke', imageUrl, viewerCanEditTags: true, uploader: { databaseId: dad.user.id } },
    });
    expect(body.data.addEventPhoto.data.taggedPeople.map((u: { databaseId: string }) => u.databaseId).sort()).toEqual(
      [mate.user.id, host.user.id].sort(),
    );
  });

  it('refuses with the same rules as /api, writing nothing', async () => {
    const { event, gid, dad, mate, outsider } = await cookout();
    const hidden = await cookout({ isPublic: false });
    const online = await cookout({ isVirtual: true });
    const own = await uploadOf(dad.user.id);
    const add = async (cookie: string, vars: Record<string, unknown>) =>
      (await graphql(app, ADD, { eventId: gid, imageUrl: own, ...vars }, cookie)).data.addEventPhoto;
    expect(await add(dad.cookie, { imageUrl: '' })).toEqual(refusal('BAD_USER_INPUT', 'No photo selected'));
    expect(await add(dad.cookie, { imageUrl: await uploadOf(mate.user.id) })).toEqual(
      refusal('BAD_USER_INPUT', 'Attach an image you uploaded.'),
    );
    expect(await add(dad.cookie, { imageUrl: 'https://example.com/cat.jpg' })).toEqual(
      refusal('BAD_USER_INPUT', 'Attach an image you uploaded.'),
    );
    expect(await add(dad.cookie, { caption: 'x'.repeat(501) })).toEqual(
      refusal('BAD_USER_INPUT', 'A caption must be at most 500 characters.'),
    );
    expect(await add(dad.cookie, { taggedPeople: [outsider.user.id] })).toEqual(
      refusal('BAD_USER_INPUT', 'Only the host and attendees of this event can be tagged.'),
    );
    expect(await add(outsider.cookie, { imageUrl: await uploadOf(outsider.user.id) })).toEqual(
      refusal('FORBIDDEN', 'Only attendees and the host can see and post photos of this event.'),
    );
    expect(await add(outsider.cookie, { eventId: hidden.gid })).toEqual(refusal('NOT_FOUND', 'Event was not found.'));
    expect(await add(online.dad.cookie, { eventId: online.gid, imageUrl: await uploadOf(online.dad.user.id) })).toEqual(
      refusal('BAD_USER_INPUT', 'Photos are for in-person events: this event is virtual.'),
    );
    expect((await graphql(app, ADD, { eventId: gid, imageUrl: own })).data.addEventPhoto).toMatchObject(
      refusal('UNAUTHENTICATED'),
    );
    expect(
      await app.services.prisma.eventPhoto.count({
        where: { eventId: { in: [event.id, hidden.event.id, online.event.id] } },
      }),
    ).toBe(0);
  });
});

describe('updateEventPhotoTags', () => {
  it('replaces the tags for the uploader and the host; refuses anyone else', async () => {
    const { event, host, dad, mate, outsider } = await cookout();
    const photo = await app.services.prisma.eventPhoto.create({
      data: { eventId: event.id, uploaderId: dad.user.id, imageUrl: '/uploads/b.jpg' },
    });
    const photoId = globalId('EventPhoto', photo.id);
    const tags = async (cookie: string, userIds: string[], id = photoId) =>
      (await graphql(app, TAGS, { photoId: id, userIds }, cookie)).data.updateEventPhotoTags;
    expect(await tags(dad.cookie, [mate.user.id])).toEqual({
      __typename: 'MutationUpdateEventPhotoTagsSuccess',
      data: { databaseId: photo.id, taggedPeople: [{ databaseId: mate.user.id }] },
    });
    expect((await tags(host.cookie, [globalId('User', host.user.id)])).data.taggedPeople).toEqual([
      { databaseId: host.user.id },
    ]);
    expect(await tags(mate.cookie, [])).toEqual(
      refusal('FORBIDDEN', 'Photo tags can be edited by the uploader or the event host only.'),
    );
    expect(await tags(dad.cookie, [outsider.user.id])).toEqual(
      refusal('BAD_USER_INPUT', 'Only the host and attendees of this event can be tagged.'),
    );
    // A photo of an event the viewer may not see is not found, like one that does not exist.
    const hidden = await cookout({ isPublic: false });
    const secret = await app.services.prisma.eventPhoto.create({
      data: { eventId: hidden.event.id, uploaderId: hidden.dad.user.id, imageUrl: '/uploads/c.jpg' },
    });
    expect(await tags(outsider.cookie, [], globalId('EventPhoto', secret.id))).toEqual(
      refusal('NOT_FOUND', 'Photo was not found.'),
    );
    expect(await tags(outsider.cookie, [], globalId('EventPhoto', crypto.randomUUID()))).toEqual(
      refusal('NOT_FOUND', 'Photo was not found.'),
    );
    expect(await tags(dad.cookie, [], globalId('Event', event.id))).toMatchObject(refusal('BAD_USER_INPUT'));
    expect(
      await app.services.prisma.eventPhotoTag.findMany({ where: { photoId: photo.id }, select: { userId: true } }),
    ).toEqual([{ userId: host.user.id }]);
  });
});

describe('deleteEventPhoto', () => {
  const DELETE = `mutation($photoId: ID!) {
    deleteEventPhoto(photoId: $photoId) { __typename ... on AppError { code message } ... on MutationDeleteEventPhotoSuccess { data { deletedPhotoId } } }
  }`;
  const FLAGS = `query($id: ID!) { node(id: $id) { ... on EventPhoto { viewerCanDelete viewerCanEditTags } } }`;

  it('deletes for the uploader and the host (viewerCanDelete says so); refuses anyone else', async () => {
    const { event, host, dad, mate, outsider } = await cookout();
    const make = (uploaderId: string) =>
      app.services.prisma.eventPhoto.create({ data: { eventId: event.id, uploaderId, imageUrl: '/uploads/e.jpg' } });
    const [own, guests] = [await make(dad.user.id), await make(mate.user.id)];
    const del = async (cookie: string, id: string) =>
      (await graphql(app, DELETE, { photoId: id }, cookie)).data.deleteEventPhoto;
    const flags = async (cookie: string, id: string) => (await graphql(app, FLAGS, { id }, cookie)).data.node;
    expect(await flags(mate.cookie, globalId('EventPhoto', own.id))).toEqual({
      viewerCanDelete: false,
      viewerCanEditTags: false,
    });
    expect(await flags(host.cookie, globalId('EventPhoto', own.id))).toEqual({
      viewerCanDelete: true,
      viewerCanEditTags: true,
    });
    expect(await del(mate.cookie, globalId('EventPhoto', own.id))).toEqual(
      refusal('FORBIDDEN', 'A photo can be deleted by its uploader or the event host only.'),
    );
    expect(await del(outsider.cookie, globalId('EventPhoto', own.id))).toEqual(
      refusal('FORBIDDEN', 'Only attendees and the host can see and post photos of this event.'),
    );
    expect(await del(dad.cookie, globalId('EventPhoto', own.id))).toEqual({
      __typename: 'MutationDeleteEventPhotoSuccess',
      data: { deletedPhotoId: globalId('EventPhoto', own.id) },
    });
    expect((await del(host.cookie, globalId('EventPhoto', guests.id))).__typename).toBe(
      'MutationDeleteEventPhotoSuccess',
    );
    expect(await del(dad.cookie, globalId('EventPhoto', own.id))).toEqual(refusal('NOT_FOUND', 'Photo was not found.'));
    expect(await app.services.prisma.eventPhoto.count({ where: { eventId: event.id } })).toBe(0);
  });
});
