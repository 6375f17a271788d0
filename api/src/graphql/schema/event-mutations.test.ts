import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildGroup, buildUser } from '../../testing/factories.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const inDays = (d: number) => new Date(Date.now() + d * 24 * 60 * 60 * 1000).toISOString();

const CREATE = `mutation($input: CreateEventInput!) {
  createEvent(input: $input) {
    __typename
    ... on MutationCreateEventSuccess {
      data { databaseId title location startDate endDate maxAttendees category categories isPublic isVirtual isViewerCreator isAttending attendeeCount }
    }
    ... on AppError { code message fieldErrors { field message } }
  }
}`;

describe('Mutation.createEvent', () => {
  it('creates an event hosted by the viewer, like POST /api/events, and it is in myUpcomingEvents', async () => {
    const user = await buildUser(app.services.prisma);
    const friend = await buildUser(app.services.prisma);
    await buildConnection(app.services.prisma, user.id, friend.id);
    const cookie = await cookieFor(app, user);
    const input = {
      title: 'Trivia night',
      location: 'Austin, TX',
      startDate: inDays(6),
      endDate: inDays(6.1),
      maxAttendees: 30,
      category: 'social',
      categories: ['comedy', 'social'],
      isPublic: false,
      isVirtual: false,
      inviteList: [globalId('User', friend.id)],
    };
    const body = await graphql(app, CREATE, { input }, cookie);
    const { inviteList: _invites, ...shown } = input;
    expect(body.data.createEvent).toMatchObject({
      __typename: 'MutationCreateEventSuccess',
      data: { ...shown, categories: ['social', 'comedy'], isViewerCreator: true, isAttending: false, attendeeCount: 0 },
    });
    const eventId = body.data.createEvent.data.databaseId;
    expect(await app.services.prisma.eventInvitation.count({ where: { eventId, inviteeId: friend.id } })).toBe(1);
    const mine = await graphql(app, '{ myUpcomingEvents { databaseId } }', {}, cookie);
    expect(mine.data.myUpcomingEvents).toEqual([{ databaseId: eventId }]);
  });

  it('returns the refusals as AppError: no title, a stranger invited, a visitor', async () => {
    const user = await buildUser(app.services.prisma);
    const stranger = await buildUser(app.services.prisma);
    const cookie = await cookieFor(app, user);
    expect(
      (await graphql(app, CREATE, { input: { title: '', startDate: inDays(1) } }, cookie)).data.createEvent,
    ).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'Please enter an event title.',
      fieldErrors: [{ field: 'title', message: 'Please enter an event title.' }],
    });
    const invited = await graphql(
      app,
      CREATE,
      { input: { title: 'BBQ', startDate: inDays(1), inviteList: [globalId('User', stranger.id)] } },
      cookie,
    );
    expect(invited.data.createEvent).toMatchObject({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'You can only invite your connections.',
    });
    expect(
      (await graphql(app, CREATE, { input: { title: 'BBQ', startDate: inDays(1) } })).data.createEvent,
    ).toMatchObject({
      __typename: 'AppError',
      code: 'UNAUTHENTICATED',
    });
    expect(await app.services.prisma.event.count({ where: { creatorId: user.id } })).toBe(0);
  });

  it('creates a group event for a member of the group (the event answers its group); FORBIDDEN for anyone else', async () => {
    const { prisma } = app.services;
    const [creator, outsider] = [await buildUser(prisma), await buildUser(prisma)];
    const group = await buildGroup(prisma, creator.id, { isPublic: true });
    const input = { title: 'Team practice', startDate: inDays(2), groupId: globalId('Group', group.id) };
    const GROUP_CREATE = CREATE.replace('attendeeCount }', 'attendeeCount group { databaseId name } }');
    expect((await graphql(app, GROUP_CREATE, { input }, await cookieFor(app, creator))).data.createEvent).toMatchObject(
      {
        data: { title: 'Team practice', group: { databaseId: group.id, name: group.name } },
      },
    );
    expect((await graphql(app, CREATE, { input }, await cookieFor(app, outsider))).data.createEvent).toMatchObject({
      __typename: 'AppError',
      code: 'FORBIDDEN',
      message: 'Only members of this group can create events in it. Join the group first.',
    });
    expect(await prisma.event.count({ where: { creatorId: outsider.id } })).toBe(0);
  });
});
