/**
 * Notification settings over /api and GraphQL: the defaults, each switch, time zone, quiet hours and digest,
 * mutes and follows (only of what the member may read), push devices, and the refusals: visitors, tokens for
 * push, bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildGroup, buildUser, signedInMember } from '../testing/factories.js';
import { encodeGlobalID } from '../graphql/global-id.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const patch = (client: Awaited<ReturnType<typeof signedInMember>>['client'], path: string, body: unknown) =>
  client.request('PATCH', path, { json: body });

describe('/api/notifications/settings', () => {
  it('starts from the defaults and changes one switch at a time', async () => {
    const { client } = await signedInMember(app);
    const start = await (await client.get('/api/notifications/settings')).json();
    expect(start).toMatchObject({ timeZone: 'UTC', quietHours: null, digest: 'weekly', pushDevices: 0 });
    expect(start.categories.find((c: { category: string }) => c.category === 'fist_bumps')).toEqual({
      category: 'fist_bumps',
      label: 'Fist bumps on my posts',
      inApp: true,
      email: false,
      push: false,
      inAppLocked: false,
    });

    const changed = await patch(client, '/api/notifications/preferences/fist_bumps', { email: true });
    expect(changed.status).toBe(200);
    const after = await changed.json();
    expect(after.categories.find((c: { category: string }) => c.category === 'fist_bumps')).toMatchObject({
      inApp: true,
      email: true,
      push: false,
    });

    const locked = await patch(client, '/api/notifications/preferences/community_alerts', { inApp: false });
    expect(locked.status).toBe(400);
    expect(await locked.json()).toMatchObject({ message: 'Community alerts are always shown in the app.' });
    expect((await patch(client, '/api/notifications/preferences/nonsense', { email: true })).status).toBe(400);
    expect((await patch(client, '/api/notifications/preferences/comments', { email: 'yes' })).status).toBe(400);
  });

  it('keeps time zone, quiet hours and digest, and refuses what it cannot use', async () => {
    const { client } = await signedInMember(app);
    const saved = await patch(client, '/api/notifications/settings', {
      timeZone: 'Europe/Berlin',
      quietHours: { start: '22:00', end: '07:00' },
      digest: 'daily',
    });
    expect(await saved.json()).toMatchObject({
      timeZone: 'Europe/Berlin',
      quietHours: { start: '22:00', end: '07:00' },
      digest: 'daily',
    });
    expect(
      (await patch(client, '/api/notifications/settings', { quietHours: { start: '25:00', end: '07:00' } })).status,
    ).toBe(400);
    expect((await patch(client, '/api/notifications/settings', { timeZone: 'Nowhere/Special' })).status).toBe(400);
    expect((await patch(client, '/api/notifications/settings', { digest: 'hourly' })).status).toBe(400);
    const cleared = await patch(client, '/api/notifications/settings', { quietHours: null });
    expect(await cleared.json()).toMatchObject({ timeZone: 'Europe/Berlin', quietHours: null, digest: 'daily' });
  });

  it('is for members only', async () => {
    const visitor = app.client();
    expect((await visitor.get('/api/notifications/settings')).status).toBe(401);
    expect((await visitor.request('PATCH', '/api/notifications/settings', { json: { digest: 'off' } })).status).toBe(
      401,
    );
    const { body } = await visitor.graphql('{ notificationSettings { digest } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('mutes and follows', () => {
  it('mutes or follows what the member may read, lists them, and hides the rest (404)', async () => {
    const { client, user } = await signedInMember(app);
    const owner = await buildUser(app.services.prisma);
    const open = await buildGroup(app.services.prisma, owner.id, { isPublic: true });
    const closed = await buildGroup(app.services.prisma, owner.id, { isPublic: false });
    const follow = await client.request('PUT', '/api/notifications/follows', {
      json: { targetType: 'group', targetId: open.id, level: 'following' },
    });
    expect(await follow.json()).toEqual({ targetType: 'group', targetId: open.id, level: 'following' });
    const hidden = await client.request('PUT', '/api/notifications/follows', {
      json: { targetType: 'group', targetId: closed.id, level: 'muted' },
    });
    expect(hidden.status).toBe(404);
    const list = await (await client.get('/api/notifications/follows')).json();
    expect(list).toEqual([expect.objectContaining({ targetType: 'group', targetId: open.id, level: 'following' })]);

    const { body } = await client.graphql<{
      notificationFollows: { edges: { node: { level: string; target: { name: string } | null } }[] };
    }>('{ notificationFollows(first: 10) { edges { node { level target { ... on Group { name } } } } } }');
    expect(body.data?.notificationFollows.edges).toEqual([
      { node: { level: 'following', target: { name: open.name } } },
    ]);

    const cleared = await client.graphql(
      `mutation ($input: SetNotificationFollowInput!) {
        setNotificationFollow(input: $input) { ... on MutationSetNotificationFollowSuccess { data { level } } }
      }`,
      { input: { targetId: encodeGlobalID('Group', open.id), level: null } },
    );
    expect(cleared.body.data).toEqual({ setNotificationFollow: { data: { level: null } } });
    expect(await app.services.prisma.notificationSubscription.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('push devices', () => {
  it('are added and removed by the member’s browser session, never by a token', async () => {
    const { client, user } = await signedInMember(app);
    const device = {
      endpoint: 'https://push.example/device-1',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    };
    const added = await client.post('/api/push/subscriptions', { json: device });
    expect(added.status).toBe(201);
    expect((await (await client.get('/api/notifications/settings')).json()).pushDevices).toBe(1);
    expect((await client.post('/api/push/subscriptions', { json: { ...device, endpoint: 'ftp://x' } })).status).toBe(
      400,
    );

    const { token } = await createAccessToken(app.services, user.id, {
      name: 'Bot',
      scopes: ['read', 'write:profile'],
    });
    const bot = app.client();
    const byToken = await bot.post('/api/push/subscriptions', { json: device }, { authorization: `Bearer ${token}` });
    expect(byToken.status).toBe(403);
    const key = await bot.get('/api/push/public-key', { authorization: `Bearer ${token}` });
    expect(key.status).toBe(200);
    bot.bearer = token;
    const overGraphql = await bot.graphql(
      'mutation ($input: AddPushSubscriptionInput!) { addPushSubscription(input: $input) { __typename } }',
      { input: device },
    );
    expect(overGraphql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await (await client.get('/api/notifications/settings')).json()).pushDevices).toBe(1);

    const removed = await client.delete(`/api/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`);
    expect(await removed.json()).toEqual({ success: true });
    expect(await app.services.prisma.pushSubscription.count({ where: { userId: user.id } })).toBe(0);
  });
});
