/**
 * The event page, live over graphql-ws: a waiting member's page learns of their promotion when an attendee
 * leaves, each subscriber sees the event as they may see it, a deleted event arrives as null, and a hidden event
 * cannot be subscribed to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildEventAttendee, buildUser, signedInClient } from '../../testing/factories.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';
import { collectSubscription, graphqlWsClient, subscribeWhenListening } from '../../testing/graphql-ws.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const LIVE = (id: string) =>
  `subscription { eventChanged(id: "${id}") { databaseId title attendeeCount viewerStatus isAttending waitlistPosition waitlistCount isFull } }`;

const subscribe = (cookie: string, query: string) => subscribeWhenListening(app.url, cookie, query);

describe('eventChanged', () => {
  it("updates a waiting member's page when a leave promotes them, and the host's too", async () => {
    const { prisma } = app.services;
    const [host, leaver, waiting] = [await buildUser(prisma), await buildUser(prisma), await buildUser(prisma)];
    const event = await buildEvent(prisma, host.id, { title: 'Hoops', maxAttendees: 1 });
    await buildEventAttendee(prisma, event.id, leaver.id);
    await buildEventAttendee(prisma, event.id, waiting.id, { status: 'waiting' });
    const id = globalId('Event', event.id);
    const waiter = await subscribe(await cookieFor(app, waiting), LIVE(id));
    const hosting = await subscribe(await cookieFor(app, host), LIVE(id));
    try {
      const left = await (await signedInClient(app, leaver)).post(`/api/events/${event.id}/unattend`);
      expect(left.status).toBe(200);
      await waiter.stream.until(1);
      await hosting.stream.until(1);
      expect(waiter.stream.errors).toEqual([]);
      expect(waiter.stream.values).toEqual([
        {
          data: {
            eventChanged: {
              databaseId: event.id,
              title: 'Hoops',
              attendeeCount: 1,
              viewerStatus: 'ATTENDING',
              isAttending: true,
              waitlistPosition: null,
              waitlistCount: 0,
              isFull: true,
            },
          },
        },
      ]);
      expect(hosting.stream.values[0]).toMatchObject({
        data: { eventChanged: { viewerStatus: 'HOST', attendeeCount: 1 } },
      });

      // An edit arrives too, read afresh (not from what the first delivery cached).
      const renamed = await graphql(
        app,
        `mutation($id: ID!) { updateEvent(id: $id, input: { title: "Hoops at six" }) { __typename } }`,
        { id },
        await cookieFor(app, host),
      );
      expect(renamed.data.updateEvent.__typename).toBe('MutationUpdateEventSuccess');
      await waiter.stream.until(2);
      expect(waiter.stream.values[1]).toMatchObject({
        data: { eventChanged: { title: 'Hoops at six', viewerStatus: 'ATTENDING' } },
      });

      // Deleted: null, the page shows "Event not found".
      expect((await (await signedInClient(app, host)).request('DELETE', `/api/events/${event.id}`)).status).toBe(204);
      await waiter.stream.until(3);
      expect(waiter.stream.values[2]).toEqual({ data: { eventChanged: null } });
    } finally {
      await waiter.close();
      await hosting.close();
    }
  });

  it('refuses a hidden event (NOT_FOUND) and a visitor (UNAUTHENTICATED)', async () => {
    const { prisma } = app.services;
    const [host, stranger] = [await buildUser(prisma), await buildUser(prisma)];
    const event = await buildEvent(prisma, host.id, { isPublic: false });
    const ws = graphqlWsClient(app.url, { cookie: await cookieFor(app, stranger), origin: app.url });
    const hidden = collectSubscription(ws, LIVE(globalId('Event', event.id)));
    const anonymous = graphqlWsClient(app.url, { origin: app.url });
    const visitor = collectSubscription(anonymous, LIVE(globalId('Event', event.id)));
    try {
      await hidden.until(1);
      await visitor.until(1);
      expect(hidden.values).toEqual([
        {
          errors: [
            expect.objectContaining({
              message: 'Event was not found.',
              path: ['eventChanged'],
              extensions: { code: 'NOT_FOUND' },
            }),
          ],
        },
      ]);
      expect(visitor.values).toEqual([
        { errors: [expect.objectContaining({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } })] },
      ]);
    } finally {
      hidden.unsubscribe();
      visitor.unsubscribe();
      await ws.dispose();
      await anonymous.dispose();
    }
  });
});
