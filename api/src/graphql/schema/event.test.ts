import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildEventAttendee, buildPost, buildUser, signedInMember } from '../../testing/factories.js';
import { globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (d: number) => new Date(Date.now() + d * DAY);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

const ATTEND = `mutation($id: ID!) {
  attendEvent(id: $id) {
    __typename
    ... on MutationAttendEventSuccess { data { databaseId isAttending attendeeCount maxAttendees isViewerCreator } }
    ... on AppError { code message }
  }
}`;

const EVENT_FIELDS =
  'databaseId title isAttending attendeeCount maxAttendees category categories isViewerCreator startDate';

describe('Mutation.attendEvent', () => {
  it('joins like POST /api/events/:id/attend, and joining again changes nothing', async () => {
    const { user, cookie } = await signedInMember(app);
    const host = await buildUser(app.services.prisma);
    const event = await buildEvent(app.services.prisma, host.id, { maxAttendees: 3 });
    for (let i = 0; i < 2; i++) {
      const body = await graphql(app, ATTEND, { id: globalId('Event', event.id) }, cookie);
      expect(body.data.attendEvent).toEqual({
        __typename: 'MutationAttendEventSuccess',
        data: { databaseId: event.id, isAttending: true, attendeeCount: 1, maxAttendees: 3, isViewerCreator: false },
      });
    }
    expect(await app.services.prisma.eventAttendee.count({ where: { eventId: event.id, userId: user.id } })).toBe(1);
  });

  it('returns the same refusals as /api as AppError: full, host, private, visitor', async () => {
    const { user, cookie } = await signedInMember(app);
    const host = await buildUser(app.services.prisma);
    const full = await buildEvent(app.services.prisma, host.id, { maxAttendees: 1 });
    await buildEventAttendee(app.services.prisma, full.id, host.id);
    const own = await buildEvent(app.services.prisma, user.id);
    const secret = await buildEvent(app.services.prisma, host.id, { isPublic: false });
    const attend = async (id: string, c?: string) =>
      (await graphql(app, ATTEND, { id: globalId('Event', id) }, c)).data.attendEvent;

    expect(await attend(full.id, cookie)).toEqual({
      __typename: 'AppError',
      code: 'CONFLICT',
      message: 'This event is full: all 1 spot is taken.',
    });
    expect(await attend(own.id, cookie)).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'You are hosting this event, so you cannot join it as an attendee.',
    });
    expect(await attend(secret.id, cookie)).toEqual({
      __typename: 'AppError',
      code: 'NOT_FOUND',
      message: 'Event was not found.',
    });
    expect(await attend(full.id)).toMatchObject({ __typename: 'AppError', code: 'UNAUTHENTICATED' });
    const wrongType = (await graphql(app, ATTEND, { id: globalId('Group', full.id) }, cookie)).data.attendEvent;
    expect(wrongType).toMatchObject({ __typename: 'AppError', code: 'BAD_USER_INPUT' });
  });
});

describe('the Eventfeed queries', () => {
  it('answer the same events and posts as /api, in the same order', async () => {
    const { user, client, cookie } = await signedInMember(app, { location: 'Tulsa, OK', interests: ['tech'] });
    const host = await buildUser(app.services.prisma);
    const hosting = await buildEvent(app.services.prisma, user.id, {
      startDate: inDays(3),
      categories: ['tech', 'social'],
    });
    const attending = await buildEvent(app.services.prisma, host.id, { startDate: inDays(1), maxAttendees: 8 });
    await buildEventAttendee(app.services.prisma, attending.id, user.id);
    await buildEvent(app.services.prisma, host.id, {
      startDate: inDays(2),
      location: 'Tulsa, OK',
      categories: ['tech'],
    });
    await buildEvent(app.services.prisma, host.id, { startDate: inDays(1), location: 'Dallas, TX' });
    await buildPost(app.services.prisma, host.id, { eventId: attending.id, createdAt: minutesAgo(3) });
    await buildPost(app.services.prisma, host.id, { eventId: hosting.id, createdAt: minutesAgo(1) });

    const body = await graphql(
      app,
      `{
        myUpcomingEvents(first: 10) { ${EVENT_FIELDS} }
        recommendedEvents { ${EVENT_FIELDS} }
        upcomingEvents(first: 100) { databaseId }
        eventActivity { databaseId content fistBumpCount commentCount author { databaseId } event { databaseId title } }
      }`,
      {},
      cookie,
    );
    expect(body.errors).toBeUndefined();
    const dbIds = (list: { databaseId: string }[]) => list.map((x) => x.databaseId);
    const restIds = async (path: string) => (await (await client.get(path)).json()).map((x: { id: string }) => x.id);

    expect(dbIds(body.data.myUpcomingEvents)).toEqual(await restIds('/api/events/user?limit=10'));
    expect(dbIds(body.data.myUpcomingEvents)).toEqual([attending.id, hosting.id]);
    expect(body.data.myUpcomingEvents[0]).toMatchObject({
      isAttending: true,
      attendeeCount: 1,
      maxAttendees: 8,
      isViewerCreator: false,
    });
    expect(body.data.myUpcomingEvents[1]).toMatchObject({
      isAttending: false,
      isViewerCreator: true,
      category: 'tech',
      categories: ['tech', 'social'],
    });
    expect(dbIds(body.data.recommendedEvents)).toEqual(await restIds('/api/events/recommended'));
    expect(body.data.recommendedEvents.length).toBeLessThanOrEqual(4);
    expect(dbIds(body.data.upcomingEvents)).toEqual(await restIds('/api/events?limit=100'));
    expect(dbIds(body.data.eventActivity)).toEqual(await restIds('/api/events/activity'));
    expect(body.data.eventActivity).toHaveLength(2);
    expect(body.data.eventActivity[0]).toMatchObject({
      fistBumpCount: 0,
      commentCount: 0,
      author: { databaseId: host.id },
      event: { databaseId: hosting.id, title: hosting.title },
    });
  });

  it('answer a visitor with UNAUTHENTICATED', async () => {
    const body = await graphql(app, '{ recommendedEvents { databaseId } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
