/**
 * Web Push end to end against a local push service: a member's device subscribes, a notification they chose
 * push for is encrypted for that device (RFC 8291) and signed with the server's VAPID key (RFC 8292), and the
 * payload decrypts to what the service worker shows. A device the push service says is gone is dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildPost, buildUser, signedInMember } from '../../testing/factories.js';
import { startPushService } from '../../testing/push-service.js';
import { addComment } from '../comments/comments.js';
import { fistBumpPost } from '../fist-bumps/fist-bumps.js';
import { deliverDueNotifications } from './delivery.js';
import { checkPushEndpoint } from './push.js';

let app: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  app = await createTestApp();
  service = await startPushService();
});
afterAll(async () => {
  await app.close();
  await service.close();
});

const SUBSCRIBE = `mutation ($input: AddPushSubscriptionInput!) {
  addPushSubscription(input: $input) {
    ... on MutationAddPushSubscriptionSuccess { data { pushDevices } }
    ... on AppError { message }
  }
}`;

describe('web push', () => {
  it('delivers an encrypted, signed payload that opens the right page', async () => {
    const member = await signedInMember(app);
    const key = await member.client.graphql<{ pushPublicKey: string }>('{ pushPublicKey }');
    const subscribed = await member.client.graphql(SUBSCRIBE, { input: service.subscription });
    expect(subscribed.body).toMatchObject({ data: { addPushSubscription: { data: { pushDevices: 1 } } } });

    const post = await buildPost(app.services.prisma, member.user.id);
    const other = await buildUser(app.services.prisma);
    await fistBumpPost(app.services, other.id, post.id);
    await addComment(app.services, other.id, post.id, { content: 'Nice one' });
    expect(await deliverDueNotifications(app.services, new Date())).toMatchObject({ pushes: 1 });

    expect(service.failures).toEqual([]);
    // The comment only: push for fist bumps is off by default.
    expect(service.received.map((push) => push.payload)).toEqual([
      {
        title: 'New comment',
        body: `@${other.username} commented on your post: "Nice one"`,
        url: `/posts/${post.id}`,
        tag: `comments-${post.id}`,
      },
    ]);
    const [push] = service.received;
    expect(push!.vapidPublicKey).toBe(key.body.data!.pushPublicKey);
    expect(push!.claims.aud).toBe(new URL(service.subscription.endpoint).origin);
    expect(push!.headers.ttl).toBe('86400');
  });

  it('drops a device the push service says is gone', async () => {
    const member = await signedInMember(app);
    const gone = await startPushService();
    try {
      await member.client.graphql(SUBSCRIBE, { input: gone.subscription });
      gone.answerWith(410);
      const post = await buildPost(app.services.prisma, member.user.id);
      await addComment(app.services, (await buildUser(app.services.prisma)).id, post.id, { content: 'Hello?' });
      await deliverDueNotifications(app.services, new Date());
      expect(await app.services.prisma.pushSubscription.count({ where: { userId: member.user.id } })).toBe(0);
    } finally {
      await gone.close();
    }
  });

  it('takes only https push services in production', () => {
    expect(() => checkPushEndpoint('http://127.0.0.1:9/push', 'production')).toThrow(
      'The push subscription must have an https endpoint.',
    );
    expect(() => checkPushEndpoint('http://push.example/x', 'development')).toThrow();
    expect(checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', 'production')).toBe(
      'https://fcm.googleapis.com/fcm/send/abc',
    );
  });
});
