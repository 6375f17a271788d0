import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildGroup, buildUser, signedInClient, signedInMember } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();

describe('POST /api/events', () => {
  it('answers 401 to a visitor and creates nothing', async () => {
    const title = `Visitor cookout ${Date.now()}`;
    const response = await app.client().post('/api/events', { json: { title, startDate: inDays(3) } });
    expect(response.status).toBe(401);
    expect(await app.services.prisma.event.count({ where: { title } })).toBe(0);
  });

  it('creates an event hosted by the viewer, in the shape of GET /api/events, and it is upcoming for them', async () => {
    const { user, client } = await signedInMember(app);
    const body = {
      title: '  Backyard Cookout ',
      description: 'Bring a side dish',
      location: 'Zilker Park, Austin, TX',
      startDate: inDays(5),
      endDate: inDays(5.2),
      maxAttendees: '20',
      category: 'food',
      isPublic: true,
      isVirtual: false,
    };
    const response = await client.post('/api/events', { json: body });
    expect(response.status).toBe(201);
    const event = await response.json();
    expect(event).toMatchObject({
      title: 'Backyard Cookout',
      description: 'Bring a side dish',
      location: 'Zilker Park, Austin, TX',
      startDate: body.startDate,
      date: body.startDate,
      endDate: body.endDate,
      maxAttendees: 20,
      category: 'food',
      categories: ['food'],
      isPublic: true,
      isVirtual: false,
      creatorId: user.id,
      attendeeCount: 0,
      isAttending: false,
    });
    const mine = (await (await client.get('/api/events/user')).json()) as { id: string }[];
    expect(mine.map((e) => e.id)).toContain(event.id);
    // The host is not an attendee, and the event is not recommended to them.
    const recommended = (await (await client.get('/api/events/recommended')).json()) as { id: string }[];
    expect(recommended.map((e) => e.id)).not.toContain(event.id);
  });

  it('takes a form post too: booleans as text, an empty maxAttendees as no limit', async () => {
    const { client } = await signedInMember(app);
    const form = {
      title: 'Game night',
      startDate: inDays(2),
      maxAttendees: '',
      isPublic: 'false',
      isVirtual: 'true',
      category: 'gaming',
    };
    const response = await client.post('/api/events', { form });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      maxAttendees: null,
      isPublic: false,
      isVirtual: true,
      category: 'gaming',
    });
  });

  it.each([
    [{ startDate: inDays(1) }, 'Please enter an event title.', 'title'],
    [{ title: '  ', startDate: inDays(1) }, 'Please enter an event title.', 'title'],
    [{ title: 'No date' }, 'Please select a start date for the event.', 'startDate'],
    [{ title: 'Bad date', startDate: 'next tuesday' }, 'startDate is not a valid date.', 'startDate'],
    [
      { title: 'Backwards', startDate: inDays(2), endDate: inDays(1) },
      'The end date must not be before the start date.',
      'endDate',
    ],
    [
      { title: 'Crowd', startDate: inDays(1), maxAttendees: '2.5' },
      'maxAttendees must be a whole number from 1 to 100000.',
      'maxAttendees',
    ],
    [
      { title: 'Crowd', startDate: inDays(1), maxAttendees: 0 },
      'maxAttendees must be a whole number from 1 to 100000.',
      'maxAttendees',
    ],
    [
      { title: 'Odd', startDate: inDays(1), category: 'knitting' },
      /^Each category must be one of: sports, diy/,
      'category',
    ],
  ])('answers 400 with a clear message for %j', async (body, message, field) => {
    const { client } = await signedInMember(app);
    const response = await client.post('/api/events', { json: body });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.message).toMatch(message);
    expect(answer.errors[0].field).toBe(field);
  });

  it('invites connections (an invitation and a notification each); anyone else is refused with 400', async () => {
    const { user, client } = await signedInMember(app);
    const friend = await buildUser(app.services.prisma);
    const stranger = await buildUser(app.services.prisma);
    const pending = await buildUser(app.services.prisma);
    await buildConnection(app.services.prisma, friend.id, user.id);
    await buildConnection(app.services.prisma, user.id, pending.id, 'pending');

    for (const invitee of [stranger, pending]) {
      const refused = await client.post('/api/events', {
        json: { title: 'Private BBQ', startDate: inDays(3), inviteList: [friend.id, invitee.id] },
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe('You can only invite your connections.');
    }
    expect(await app.services.prisma.event.count({ where: { creatorId: user.id } })).toBe(0);

    const response = await client.post('/api/events', {
      json: { title: 'Private BBQ', startDate: inDays(3), isPublic: false, inviteList: [friend.id, friend.id] },
    });
    expect(response.status).toBe(201);
    const event = await response.json();
    const invitations = await app.services.prisma.eventInvitation.findMany({ where: { eventId: event.id } });
    expect(invitations).toEqual([
      expect.objectContaining({ inviteeId: friend.id, inviterId: user.id, status: 'pending' }),
    ]);
    const notification = await app.services.prisma.notification.findFirstOrThrow({ where: { userId: friend.id } });
    expect(notification).toMatchObject({
      type: 'event_invitation',
      targetType: 'event',
      targetId: event.id,
      actorId: user.id,
    });
    expect(notification.message).toBe(`@${user.username} invited you to "Private BBQ".`);

    // The private event: its invitee sees it, a stranger does not.
    const friendClient = await signedInClient(app, friend);
    const strangerClient = await signedInClient(app, stranger);
    const ids = async (c: typeof client) =>
      ((await (await c.get('/api/events')).json()) as { id: string }[]).map((e) => e.id);
    expect(await ids(friendClient)).toContain(event.id);
    expect(await ids(strangerClient)).not.toContain(event.id);
  });

  it('creates a group event for a member of the group; refuses others (403, or 404 for a group they cannot see) and creates nothing', async () => {
    const { prisma } = app.services;
    const [creator, member_, outsider] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app),
    ];
    const group = await buildGroup(prisma, creator.user.id, { isPublic: true }, [member_.user.id]);
    const secret = await buildGroup(prisma, creator.user.id, { isPublic: false });
    const create = (client: typeof creator.client, groupId: string, title = `Group cookout ${Date.now()}`) =>
      client.post('/api/events', { json: { title, startDate: inDays(3), groupId } });

    const created = await create(member_.client, group.id);
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(await (await member_.client.get(`/api/events/${id}`)).json()).toMatchObject({
      group: { id: group.id, name: group.name },
    });

    for (const [client, groupId, status, message] of [
      [outsider.client, group.id, 403, 'Only members of this group can create events in it. Join the group first.'],
      [outsider.client, secret.id, 404, undefined],
      [member_.client, 'not-a-group', 400, 'That group id is not valid.'],
    ] as const) {
      const title = `Refused cookout ${Date.now()} ${status}`;
      const response = await create(client, groupId, title);
      expect(response.status).toBe(status);
      if (message) expect((await response.json()).message).toBe(message);
      expect(await prisma.event.count({ where: { title } })).toBe(0);
    }
  });

  it('lets another member join the new event, but not its host', async () => {
    const host = await signedInMember(app);
    const guest = await signedInMember(app);
    const event = await (
      await host.client.post('/api/events', { json: { title: 'Fishing trip', startDate: inDays(4), maxAttendees: 5 } })
    ).json();
    const joined = await guest.client.post(`/api/events/${event.id}/join`);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ id: event.id, isAttending: true, attendeeCount: 1 });
    expect((await host.client.post(`/api/events/${event.id}/join`)).status).toBe(400);
  });
});
