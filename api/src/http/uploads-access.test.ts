/**
 * GET /uploads/<key> answers only those who may see what the upload belongs to, by the rule of that content
 * (docs/images.md#who-sees-an-upload): private groups' and events' pictures, event photos, private channels'
 * pictures and message attachments. Everyone else, a visitor, a member outside, a removed or banned member, a
 * former attendee, gets the same 404 as a key that does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildChannel, buildEvent, buildEventAttendee, buildGroup, signedInMember } from '../testing/factories.js';
import { expectRefused, expectServed, storedPicture } from '../testing/uploads.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const db = () => app.services.prisma;
const imageOf = (ownerId: string) => storedPicture(db(), ownerId);

describe('a private group', () => {
  it('serves its picture and banner to its members, creator and invitees only; removed and banned members lose them', async () => {
    const [creator, kept, removed, banned, invitee, stranger] = await Promise.all([
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
    ]);
    const [imageUrl, bannerUrl] = [await imageOf(creator.user.id), await imageOf(creator.user.id)];
    const group = await buildGroup(db(), creator.user.id, { isPublic: false, imageUrl, bannerUrl }, [
      kept.user.id,
      removed.user.id,
      banned.user.id,
    ]);
    await db().groupInvitation.create({
      data: { groupId: group.id, inviterId: creator.user.id, inviteeId: invitee.user.id },
    });

    for (const viewer of [creator, kept, removed, banned, invitee])
      for (const url of [imageUrl, bannerUrl]) await expectServed(viewer.client, url);
    expect((await creator.client.delete(`/api/groups/${group.id}/members/${removed.user.id}`)).status).toBe(204);
    expect(
      (await creator.client.post(`/api/groups/${group.id}/ban`, { json: { userId: banned.user.id } })).status,
    ).toBe(201);

    for (const viewer of [removed.client, banned.client, stranger.client, app.client()]) {
      for (const url of [imageUrl, bannerUrl]) await expectRefused(viewer, url);
    }
    for (const viewer of [creator, kept, invitee]) await expectServed(viewer.client, imageUrl);
  });

  it('serves a public group’s picture to every member and to visitors', async () => {
    const creator = await signedInMember(app);
    const imageUrl = await imageOf(creator.user.id);
    await buildGroup(db(), creator.user.id, { isPublic: true, imageUrl });
    await expectServed((await signedInMember(app)).client, imageUrl);
    await expectServed(app.client(), imageUrl);
  });
});

describe('a private event', () => {
  it('serves its pictures to its host, attendees and invitees; a former attendee and a declined invitee lose them', async () => {
    const [host, attendee, leaver, invitee, decliner, stranger] = await Promise.all([
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
    ]);
    const [imageUrl, bannerUrl] = [await imageOf(host.user.id), await imageOf(host.user.id)];
    const event = await buildEvent(db(), host.user.id, { isPublic: false, imageUrl, bannerUrl });
    for (const { user } of [attendee, leaver]) await buildEventAttendee(db(), event.id, user.id);
    await db().eventInvitation.create({
      data: { eventId: event.id, inviterId: host.user.id, inviteeId: invitee.user.id },
    });
    const declined = await db().eventInvitation.create({
      data: { eventId: event.id, inviterId: host.user.id, inviteeId: decliner.user.id },
    });

    for (const viewer of [host, attendee, leaver, invitee, decliner]) await expectServed(viewer.client, bannerUrl);
    expect((await leaver.client.post(`/api/events/${event.id}/unattend`)).status).toBe(200);
    expect((await decliner.client.patch(`/api/events/invitations/${declined.id}/decline`)).status).toBe(204);

    for (const viewer of [leaver.client, decliner.client, stranger.client, app.client()]) {
      for (const url of [imageUrl, bannerUrl]) await expectRefused(viewer, url);
    }
    for (const viewer of [host, attendee, invitee]) await expectServed(viewer.client, imageUrl);
  });

  it("serves an event photo to the host and attendees only, as the event's photo list does", async () => {
    const [host, attendee, invitee, stranger] = await Promise.all([
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
    ]);
    const event = await buildEvent(db(), host.user.id, { isPublic: false });
    await buildEventAttendee(db(), event.id, attendee.user.id);
    await db().eventInvitation.create({
      data: { eventId: event.id, inviterId: host.user.id, inviteeId: invitee.user.id },
    });
    const imageUrl = await imageOf(host.user.id);
    await db().eventPhoto.create({ data: { eventId: event.id, uploaderId: host.user.id, imageUrl } });

    for (const viewer of [host, attendee]) await expectServed(viewer.client, imageUrl);
    // An invitee sees the event but not its photos (those are for the host and attendees).
    for (const viewer of [invitee.client, stranger.client, app.client()]) await expectRefused(viewer, imageUrl);
    await db().eventAttendee.deleteMany({ where: { eventId: event.id, userId: attendee.user.id } });
    await expectRefused(attendee.client, imageUrl);
  });
});

describe('a private channel', () => {
  it('serves its pictures to its creator and followers only', async () => {
    const [creator, follower, stranger] = await Promise.all([
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
    ]);
    const [profileImageUrl, bannerImageUrl] = [await imageOf(creator.user.id), await imageOf(creator.user.id)];
    const channel = await buildChannel(db(), creator.user.id, { isPrivate: true, profileImageUrl, bannerImageUrl });
    await db().channelFollow.create({ data: { channelId: channel.id, userId: follower.user.id } });
    for (const viewer of [creator, follower])
      for (const url of [profileImageUrl, bannerImageUrl]) await expectServed(viewer.client, url);
    for (const viewer of [stranger.client, app.client()])
      for (const url of [profileImageUrl, bannerImageUrl]) await expectRefused(viewer, url);
  });
});

describe('a message attachment', () => {
  it("is its conversation's participants', and once moderation hides the message, its sender's alone", async () => {
    const [sender, reader, outsider] = await Promise.all([
      signedInMember(app),
      signedInMember(app),
      signedInMember(app),
    ]);
    const conversation = await db().conversation.create({
      data: { participants: { create: [{ userId: sender.user.id }, { userId: reader.user.id }] } },
    });
    const url = await storedPicture(db(), sender.user.id, conversation.id);
    const message = await db().message.create({
      data: { conversationId: conversation.id, senderId: sender.user.id, attachmentUrl: url, attachmentType: 'image' },
    });
    for (const viewer of [sender, reader]) await expectServed(viewer.client, url);
    for (const viewer of [outsider.client, app.client()]) await expectRefused(viewer, url);
    await db().message.update({ where: { id: message.id }, data: { hidden: 'moderators' } });
    await expectRefused(reader.client, url);
    await expectServed(sender.client, url);
  });
});

describe('an upload not attached to anything yet', () => {
  it("is its uploader's alone", async () => {
    const [owner, other] = await Promise.all([signedInMember(app), signedInMember(app)]);
    const url = await imageOf(owner.user.id);
    await expectServed(owner.client, url);
    for (const viewer of [other.client, app.client()]) await expectRefused(viewer, url);
  });
});
