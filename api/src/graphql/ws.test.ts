import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceNotificationsChanged, createNotifications } from '../domain/notifications/notifications.js';
import { markAllNotificationsRead } from '../domain/notifications/read.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient } from '../testing/factories.js';
import { collectSubscription as collect, graphqlWsClient } from '../testing/graphql-ws.js';
import { clientAddress } from './ws.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function notify(userId: string, title: string) {
  const recipients = await createNotifications(
    app.services.prisma,
    [{ userId, type: 'other', title, message: 'm' }],
    app.services,
  );
  announceNotificationsChanged(app.services.events, recipients);
}

describe('Subscription.unreadNotificationCount over graphql-ws', () => {
  it('delivers the current count, then each change, to the signed-in member only', async () => {
    const user = await buildUser(app.services.prisma);
    const someoneElse = await buildUser(app.services.prisma);
    const cookie = (await signedInClient(app, user)).cookieHeader();
    const client = graphqlWsClient(app.url, { cookie, origin: app.url });
    const stream = collect(client, 'subscription { unreadNotificationCount }');
    try {
      await stream.until(1);
      expect(stream.values).toEqual([{ data: { unreadNotificationCount: 0 } }]);

      await notify(someoneElse.id, 'not for you');
      await notify(user.id, 'first');
      await stream.until(2);
      await notify(user.id, 'second');
      await stream.until(3);
      expect(stream.values.slice(1)).toEqual([
        { data: { unreadNotificationCount: 1 } },
        { data: { unreadNotificationCount: 2 } },
      ]);

      await markAllNotificationsRead(app.services, user.id);
      await stream.until(4);
      expect(stream.values.at(-1)).toEqual({ data: { unreadNotificationCount: 0 } });
      expect(stream.errors).toEqual([]);
    } finally {
      stream.unsubscribe();
      await client.dispose();
    }
  });

  it('refuses a visitor without a session', async () => {
    const client = graphqlWsClient(app.url, { origin: app.url });
    const stream = collect(client, 'subscription { unreadNotificationCount }');
    try {
      await stream.until(1);
      expect(stream.values).toEqual([
        { errors: [expect.objectContaining({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } })] },
      ]);
    } finally {
      await client.dispose();
    }
  });

  it("does not act as the member for another site's page: its socket's cookie does not count", async () => {
    const user = await buildUser(app.services.prisma);
    const cookie = (await signedInClient(app, user)).cookieHeader();
    // Another site may open a socket (an integrator's page, with a token in connection_init), but the browser's
    // cookie it carries along is dropped: the subscription is the visitor's, and refused.
    const client = graphqlWsClient(app.url, { cookie, origin: 'https://evil.example' });
    const sub = collect(client, 'subscription { unreadNotificationCount }');
    await sub.until(1);
    expect(sub.values).toEqual([
      { errors: [expect.objectContaining({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } })] },
    ]);
    sub.unsubscribe();
    await client.dispose();
  });
});

describe('the client address of a WebSocket upgrade', () => {
  const upgrade = (forwardedFor?: string) =>
    ({
      socket: { remoteAddress: '10.0.0.1' },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    }) as never;

  it('is read TRUST_PROXY hops from the right of X-Forwarded-For, as Express reads req.ip', () => {
    expect(clientAddress(upgrade('203.0.113.7'), 0)).toBe('10.0.0.1');
    expect(clientAddress(upgrade('203.0.113.7'), 1)).toBe('203.0.113.7');
    // A client's own X-Forwarded-For entry (forged) is left of what our proxy appended.
    expect(clientAddress(upgrade('1.2.3.4, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(upgrade('1.2.3.4, 203.0.113.7'), 2)).toBe('1.2.3.4');
    expect(clientAddress(upgrade(), 1)).toBe('10.0.0.1');
    expect(clientAddress(upgrade('203.0.113.7'), 5)).toBe('203.0.113.7');
  });
});
