/**
 * Calendars over GraphQL: Event.calendarUrl, the viewer's User.calendarFeedUrl (null for anyone else, and until
 * made), and resetCalendarFeed, which makes it and retires the one before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildUser, signedInClient } from '../../testing/factories.js';
import { globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const RESET = `mutation { resetCalendarFeed { __typename
  ... on AppError { code message }
  ... on MutationResetCalendarFeedSuccess { data { calendarFeedUrl } } } }`;

it("answers the viewer's feed address, made by resetCalendarFeed; null for other members", async () => {
  const dad = await buildUser(app.services.prisma);
  const other = await buildUser(app.services.prisma);
  const client = await signedInClient(app, dad);
  const cookie = client.cookieHeader();
  expect((await graphql(app, '{ viewer { calendarFeedUrl } }', {}, cookie)).data.viewer).toEqual({
    calendarFeedUrl: null,
  });
  expect(await app.services.prisma.calendarFeed.count({ where: { userId: dad.id } })).toBe(0);

  const first = (await graphql(app, RESET, {}, cookie)).data.resetCalendarFeed;
  expect(first.__typename).toBe('MutationResetCalendarFeedSuccess');
  const url = first.data.calendarFeedUrl as string;
  expect(url).toMatch(new RegExp(`^${app.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  expect((await graphql(app, '{ viewer { calendarFeedUrl } }', {}, cookie)).data.viewer).toEqual({
    calendarFeedUrl: url,
  });
  // The same address over /api, and it serves the feed.
  expect(await (await client.get('/api/calendar/feed')).json()).toEqual({ url });
  expect((await fetch(url)).status).toBe(200);

  const second = (await graphql(app, RESET, {}, cookie)).data.resetCalendarFeed.data.calendarFeedUrl;
  expect(second).not.toBe(url);
  expect((await fetch(url)).status).toBe(404);

  // Someone else's address is theirs alone.
  await graphql(app, RESET, {}, (await signedInClient(app, other)).cookieHeader());
  const node = `{ node(id: "${globalId('User', other.id)}") { ... on User { calendarFeedUrl } } }`;
  expect((await graphql(app, node, {}, cookie)).data.node).toEqual({ calendarFeedUrl: null });
  expect((await graphql(app, RESET)).data.resetCalendarFeed).toMatchObject({
    __typename: 'AppError',
    code: 'UNAUTHENTICATED',
  });
});

it("gives every event its 'Add to calendar' address", async () => {
  const host = await buildUser(app.services.prisma);
  const event = await buildEvent(app.services.prisma, host.id);
  const client = await signedInClient(app, host);
  const body = await graphql(
    app,
    `{ node(id: "${globalId('Event', event.id)}") { ... on Event { calendarUrl } } }`,
    {},
    client.cookieHeader(),
  );
  const calendarUrl = `${app.config.publicUrl}/api/events/${event.id}/calendar.ics`;
  expect(body.data.node).toEqual({ calendarUrl });
  const response = await client.get(new URL(calendarUrl).pathname);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(`UID:${event.id}@dadhood`);
});
