/**
 * Event photos over /api: the host and attendees of an in-person event list and post them (multipart, through
 * the image intake) with a caption and tagged people; tags are replaced by the uploader or the host. Every
 * refusal has its status and message, and a refused upload stores neither a photo nor an image. Whoever is
 * newly tagged is notified; the uploader or the host deletes a photo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixelFloodPng, scenePng } from '../testing/images.js';
import { API_PRICES, apiPrice } from '../limits/api-points.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildEvent, buildEventAttendee, signedInMember } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { type FormFile, multipart, refused } from '../testing/rest.js';

let app: TestApp;
let png: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  png = await scenePng();
});
afterAll(() => app.close());

/** An in-person event with its host, two attendees and a member who only sees it (public). */
async function cookout(overrides: Parameters<typeof buildEvent>[2] = {}, on = app) {
  const [host, dad, mate, outsider] = [
    await signedInMember(on),
    await signedInMember(on),
    await signedInMember(on),
    await signedInMember(on),
  ];
  const event = await buildEvent(on.services.prisma, host.user.id, { location: 'The park', ...overrides });
  for (const m of [dad, mate]) await buildEventAttendee(on.services.prisma, event.id, m.user.id);
  return { event, host, dad, mate, outsider };
}

const photoForm = (fields: Record<string, string>, photo?: FormFile) => multipart(fields, photo ? { photo } : {});

const tagNotices = (userId: string) =>
  app.services.prisma.notification.findMany({
    where: { userId, title: 'Tagged in a photo' },
    select: { actorId: true, message: true, targetId: true },
  });
const photosOf = (eventId: string) => app.services.prisma.eventPhoto.count({ where: { eventId } });
const uploadsOf = (ownerId: string, on = app) => on.services.prisma.upload.count({ where: { ownerId } });

describe('POST /api/events/:id/photos', () => {
  beforeAll(() => app.services.moderation.ready(), 120_000);

  it("stores an attendee's photo with its caption and tagged people, and answers it", async () => {
    const { event, host, dad, mate } = await cookout();
    const response = await dad.client.post(
      `/api/events/${event.id}/photos`,
      photoForm(
        { caption: '  Brisket time  ', taggedPeople: JSON.stringify([mate.user.id, host.user.id, mate.user.id]) },
        { data: png, type: 'image/png' },
      ),
    );
    expect(response.status).toBe(201);
    const photo = await response.json();
    expect(photo).toMatchObject({
      eventId: event.id,
      caption: 'Brisket time',
      uploaderId: dad.user.id,
      uploader: { id: dad.user.id, username: dad.user.username },
      canEditTags: true,
    });
    expect(photo.imageUrl).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(photo.taggedPeople.map((u: { id: string }) => u.id).sort()).toEqual([mate.user.id, host.user.id].sort());
    // Each tagged member hears of it, once.
    for (const tagged of [mate, host]) {
      expect(await tagNotices(tagged.user.id)).toEqual([
        {
          actorId: dad.user.id,
          message: `@${dad.user.username} tagged you in a photo from "${event.title}".`,
          targetId: event.id,
        },
      ]);
    }
    // The host posts too, without caption or tags.
    const own = await host.client.post(
      `/api/events/${event.id}/photos`,
      photoForm({}, { data: png, type: 'image/png' }),
    );
    expect(own.status).toBe(201);
    expect(await own.json()).toMatchObject({ caption: '', taggedPeople: [] });
  });

  it('refuses a stranger (404), a virtual event (400), a visible non-attendee (403), signed out (401)', async () => {
    const { event, outsider, dad } = await cookout();
    const hidden = await cookout({ isPublic: false });
    const online = await cookout({ isVirtual: true });
    const file = { data: png, type: 'image/png' };
    await refused(
      await outsider.client.post(`/api/events/${hidden.event.id}/photos`, photoForm({}, file)),
      404,
      'Event was not found.',
    );
    await refused(
      await online.dad.client.post(`/api/events/${online.event.id}/photos`, photoForm({}, file)),
      400,
      'Photos are for in-person events: this event is virtual.',
    );
    await refused(
      await outsider.client.post(`/api/events/${event.id}/photos`, photoForm({}, file)),
      403,
      'Only attendees and the host can see and post photos of this event.',
    );
    await refused(await app.client().post(`/api/events/${event.id}/photos`, photoForm({}, file)), 401, 'Unauthorized');
    await refused(
      await dad.client.post('/api/events/not-an-id/photos', photoForm({}, file)),
      400,
      'That event id is not valid.',
    );
    for (const e of [event, hidden.event, online.event]) expect(await photosOf(e.id)).toBe(0);
    expect(await uploadsOf(outsider.user.id)).toBe(0);
  });

  it("refuses no photo ('No photo selected'), a long caption, bad and foreign tags, storing nothing", async () => {
    const { event, dad, outsider } = await cookout();
    const file = { data: png, type: 'image/png' };
    await refused(
      await dad.client.post(`/api/events/${event.id}/photos`, photoForm({ caption: 'Nice' })),
      400,
      'No photo selected',
    );
    await refused(
      await dad.client.post(`/api/events/${event.id}/photos`, { json: { caption: 'JSON, no photo' } }),
      400,
      'No photo selected',
    );
    await refused(
      await dad.client.post(`/api/events/${event.id}/photos`, photoForm({ caption: 'x'.repeat(501) }, file)),
      400,
      'A caption must be at most 500 characters.',
    );
    for (const taggedPeople of [
      'not json',
      '{"a":1}',
      '["nope"]',
      JSON.stringify(Array.from({ length: 51 }, () => crypto.randomUUID())),
    ]) {
      const response = await dad.client.post(`/api/events/${event.id}/photos`, photoForm({ taggedPeople }, file));
      expect(response.status).toBe(400);
    }
    await refused(
      await dad.client.post(
        `/api/events/${event.id}/photos`,
        photoForm({ taggedPeople: JSON.stringify([outsider.user.id]) }, file),
      ),
      400,
      'Only the host and attendees of this event can be tagged.',
    );
    expect(await photosOf(event.id)).toBe(0);
    expect(await uploadsOf(dad.user.id)).toBe(0);
  });

  it('refuses a file over 5 MB (413) and one that is no image (415), storing nothing', async () => {
    const { event, dad } = await cookout();
    await refused(
      await dad.client.post(
        `/api/events/${event.id}/photos`,
        photoForm({}, { data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), type: 'image/png' }),
      ),
      413,
      'File too large: please select an image under 5MB',
    );
    await refused(
      await dad.client.post(
        `/api/events/${event.id}/photos`,
        photoForm({}, { data: Buffer.from('not an image at all'), type: 'image/png' }),
      ),
      415,
      'Only images can be uploaded (JPEG, PNG, WebP or GIF).',
    );
    expect(await photosOf(event.id)).toBe(0);
    expect(await uploadsOf(dad.user.id)).toBe(0);
  });

  it('counts photos against the hourly upload quota: then 429 with Retry-After, no photo', async () => {
    const limited = await createTestApp({ UPLOADS_PER_HOUR: '1' });
    try {
      const { event, dad } = await cookout({}, limited);
      const flood = { data: pixelFloodPng(), type: 'image/png' };
      expect((await dad.client.post(`/api/events/${event.id}/photos`, photoForm({}, flood))).status).toBe(400);
      const response = await dad.client.post(
        `/api/events/${event.id}/photos`,
        photoForm({}, { data: png, type: 'image/png' }),
      );
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      await refused(response, 429, 'You have reached the limit of 1 image uploads an hour: please try again later.');
      expect(await limited.services.prisma.eventPhoto.count({ where: { eventId: event.id } })).toBe(0);
      expect(await uploadsOf(dad.user.id, limited)).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

it('prices a photo upload as an image upload, and the list as a read', () => {
  const id = crypto.randomUUID();
  expect(apiPrice({ method: 'POST', path: `/events/${id}/photos` })).toBe(API_PRICES.heavy);
  expect(apiPrice({ method: 'GET', path: `/events/${id}/photos` })).toBe(API_PRICES.read);
  expect(apiPrice({ method: 'PATCH', path: `/events/${id}/photos/${id}/tags` })).toBe(API_PRICES.write);
});

describe('GET /api/events/:id/photos', () => {
  it('lists the photos newest first, a page at a time, to the host and attendees only', async () => {
    const { event, host, dad, mate, outsider } = await cookout();
    const { prisma } = app.services;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const photo = await prisma.eventPhoto.create({
        data: {
          eventId: event.id,
          uploaderId: dad.user.id,
          imageUrl: `/uploads/p${i}.jpg`,
          caption: `Photo ${i}`,
          createdAt: new Date(Date.now() - (3 - i) * 1000),
        },
      });
      ids.unshift(photo.id);
    }
    await prisma.eventPhotoTag.create({ data: { photoId: ids[0]!, userId: mate.user.id } });

    const first = await dad.client.get(`/api/events/${event.id}/photos?limit=2`);
    expect(first.status).toBe(200);
    const page = await first.json();
    expect(page.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 2));
    expect(page[0]).toMatchObject({ caption: 'Photo 2', canEditTags: true, taggedPeople: [{ id: mate.user.id }] });
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const rest = await (await dad.client.get(`/api/events/${event.id}/photos?limit=2&cursor=${cursor}`)).json();
    expect(rest.map((p: { id: string }) => p.id)).toEqual(ids.slice(2));
    // The host edits any photo's tags; another attendee only their own.
    expect((await (await host.client.get(`/api/events/${event.id}/photos`)).json())[0].canEditTags).toBe(true);
    expect((await (await mate.client.get(`/api/events/${event.id}/photos`)).json())[0].canEditTags).toBe(false);

    await refused(
      await outsider.client.get(`/api/events/${event.id}/photos`),
      403,
      'Only attendees and the host can see and post photos of this event.',
    );
    await refused(
      await dad.client.get(`/api/events/${event.id}/photos?limit=51`),
      400,
      'limit must be a whole number from 1 to 50.',
    );
    await refused(await dad.client.get(`/api/events/${event.id}/photos?cursor=bogus`), 400);
    const hidden = await cookout({ isPublic: false });
    await refused(await outsider.client.get(`/api/events/${hidden.event.id}/photos`), 404, 'Event was not found.');
    const online = await cookout({ isVirtual: true });
    await refused(
      await online.host.client.get(`/api/events/${online.event.id}/photos`),
      400,
      'Photos are for in-person events: this event is virtual.',
    );
    // A member on the waiting list does not attend yet: no photos.
    const waiting = await signedInMember(app);
    await buildEventAttendee(prisma, event.id, waiting.user.id, { status: 'waiting' });
    expect((await waiting.client.get(`/api/events/${event.id}/photos`)).status).toBe(403);
    // Leaving the event takes the photos out of sight.
    await prisma.eventAttendee.deleteMany({ where: { eventId: event.id, userId: mate.user.id } });
    expect((await mate.client.get(`/api/events/${event.id}/photos`)).status).toBe(403);
  });
});

describe('PATCH /api/events/:id/photos/:photoId/tags', () => {
  async function taggedPhoto() {
    const world = await cookout();
    const photo = await app.services.prisma.eventPhoto.create({
      data: {
        eventId: world.event.id,
        uploaderId: world.dad.user.id,
        imageUrl: '/uploads/t.jpg',
        tags: { create: [{ userId: world.mate.user.id }] },
      },
    });
    return { ...world, photo };
  }
  const tagsOf = async (client: HttpClient, eventId: string, photoId: string, body: unknown) =>
    client.patch(`/api/events/${eventId}/photos/${photoId}/tags`, { json: body });

  it('lets the uploader and the host replace the whole set (tags or userIds); empty clears it', async () => {
    const { event, photo, host, dad, mate } = await taggedPhoto();
    const byUploader = await tagsOf(dad.client, event.id, photo.id, { tags: [host.user.id, dad.user.id] });
    expect(byUploader.status).toBe(200);
    expect((await byUploader.json()).taggedPeople.map((u: { id: string }) => u.id).sort()).toEqual(
      [host.user.id, dad.user.id].sort(),
    );
    const byHost = await tagsOf(host.client, event.id, photo.id, { userIds: [mate.user.id] });
    expect(await byHost.json()).toMatchObject({
      id: photo.id,
      canEditTags: true,
      taggedPeople: [{ id: mate.user.id }],
    });
    expect(
      await app.services.prisma.eventPhotoTag.findMany({ where: { photoId: photo.id }, select: { userId: true } }),
    ).toEqual([{ userId: mate.user.id }]);
    expect((await (await tagsOf(dad.client, event.id, photo.id, { tags: [] })).json()).taggedPeople).toEqual([]);
  });

  it('notifies only the newly tagged, never the one tagging', async () => {
    const { event, photo, host, dad, mate } = await taggedPhoto();
    // mate was tagged before (no notice now); host is new; dad tags himself (no notice).
    expect(
      (await tagsOf(dad.client, event.id, photo.id, { tags: [mate.user.id, host.user.id, dad.user.id] })).status,
    ).toBe(200);
    expect(await tagNotices(mate.user.id)).toEqual([]);
    expect(await tagNotices(dad.user.id)).toEqual([]);
    expect(await tagNotices(host.user.id)).toEqual([
      expect.objectContaining({ actorId: dad.user.id, targetId: event.id }),
    ]);
    // Tagging the host again changes nothing.
    expect((await tagsOf(dad.client, event.id, photo.id, { tags: [host.user.id] })).status).toBe(200);
    expect(await tagNotices(host.user.id)).toHaveLength(1);
  });

  it('refuses other attendees (403), foreign tags and no list (400), a photo of another event (404)', async () => {
    const { event, photo, dad, mate, outsider } = await taggedPhoto();
    await refused(
      await tagsOf(mate.client, event.id, photo.id, { tags: [] }),
      403,
      'Photo tags can be edited by the uploader or the event host only.',
    );
    await refused(
      await tagsOf(outsider.client, event.id, photo.id, { tags: [] }),
      403,
      'Only attendees and the host can see and post photos of this event.',
    );
    await refused(
      await tagsOf(dad.client, event.id, photo.id, { tags: [outsider.user.id] }),
      400,
      'Only the host and attendees of this event can be tagged.',
    );
    await refused(
      await tagsOf(dad.client, event.id, photo.id, {}),
      400,
      'Send the tagged people: a list of member ids (an empty list removes every tag).',
    );
    await refused(
      await tagsOf(dad.client, event.id, photo.id, { tags: 'everyone' }),
      400,
      'Tagged people must be a list of member ids.',
    );
    const other = await cookout();
    await buildEventAttendee(app.services.prisma, other.event.id, dad.user.id);
    await refused(await tagsOf(dad.client, other.event.id, photo.id, { tags: [] }), 404, 'Photo was not found.');
    await refused(await tagsOf(dad.client, event.id, 'nope', { tags: [] }), 400, 'That photo id is not valid.');
    // Nothing changed.
    expect(
      await app.services.prisma.eventPhotoTag.findMany({ where: { photoId: photo.id }, select: { userId: true } }),
    ).toEqual([{ userId: mate.user.id }]);
  });
});

describe('DELETE /api/events/:id/photos/:photoId', () => {
  const photoBy = (eventId: string, uploaderId: string, tagged: string[]) =>
    app.services.prisma.eventPhoto.create({
      data: { eventId, uploaderId, imageUrl: '/uploads/d.jpg', tags: { create: tagged.map((userId) => ({ userId })) } },
    });
  const del = (client: HttpClient, eventId: string, photoId: string) =>
    client.request('DELETE', `/api/events/${eventId}/photos/${photoId}`);

  it('lets the uploader and the host delete a photo, with its tags', async () => {
    const { event, host, dad, mate } = await cookout();
    const [own, guests] = [
      await photoBy(event.id, dad.user.id, [mate.user.id]),
      await photoBy(event.id, mate.user.id, [dad.user.id]),
    ];
    expect((await del(dad.client, event.id, own.id)).status).toBe(204);
    expect((await del(host.client, event.id, guests.id)).status).toBe(204);
    expect(await photosOf(event.id)).toBe(0);
    expect(await app.services.prisma.eventPhotoTag.count({ where: { photoId: { in: [own.id, guests.id] } } })).toBe(0);
    await refused(await del(dad.client, event.id, own.id), 404, 'Photo was not found.');
  });

  it('refuses other attendees (403), a member who only sees the event (403), a stranger (404), signed out (401)', async () => {
    const { event, dad, mate, outsider } = await cookout();
    const secret = await cookout({ isPublic: false });
    const photo = await photoBy(event.id, dad.user.id, []);
    const hidden = await photoBy(secret.event.id, secret.dad.user.id, []);
    await refused(
      await del(mate.client, event.id, photo.id),
      403,
      'A photo can be deleted by its uploader or the event host only.',
    );
    await refused(
      await del(outsider.client, event.id, photo.id),
      403,
      'Only attendees and the host can see and post photos of this event.',
    );
    await refused(await del(outsider.client, secret.event.id, hidden.id), 404, 'Event was not found.');
    expect((await app.client().request('DELETE', `/api/events/${event.id}/photos/${photo.id}`)).status).toBe(401);
    expect(await photosOf(event.id)).toBe(1);
    expect(await photosOf(secret.event.id)).toBe(1);
  });
});
