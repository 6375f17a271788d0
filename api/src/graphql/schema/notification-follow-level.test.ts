/**
 * `viewerNotificationLevel` on groups, events, channels, questions and conversations: what the viewer set with
 * setNotificationFollow, null for neither and for visitors, one statement for every thing of a page whatever their
 * number; and `GET /api/notifications/follows/:type/:id`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import {
  buildChannel,
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildQuestion,
  buildUser,
  signedInMember,
} from '../../testing/factories.js';
import { graphql } from '../../testing/graphql.js';
import { encodeGlobalID } from '../global-id.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, {
    onQuery: () => {
      statements += 1;
    },
  });
});
afterAll(() => app.close());

const SET = `mutation ($input: SetNotificationFollowInput!) {
  setNotificationFollow(input: $input) {
    __typename
    ... on MutationSetNotificationFollowSuccess { data { targetId level } }
    ... on AppError { code message }
  }
}`;

const LEVELS = `query ($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on Group { viewerNotificationLevel }
    ... on Event { viewerNotificationLevel }
    ... on Channel { viewerNotificationLevel }
    ... on Question { viewerNotificationLevel }
    ... on Conversation { viewerNotificationLevel }
  }
}`;

async function set(cookie: string, targetId: string, level: 'muted' | 'following' | null) {
  const body = await graphql(app, SET, { input: { targetId, level } }, cookie);
  expect(body.errors).toBeUndefined();
  expect(body.data.setNotificationFollow).toMatchObject({ __typename: 'MutationSetNotificationFollowSuccess' });
  return body.data.setNotificationFollow;
}

async function levelsOf(cookie: string | undefined, ids: string[]) {
  await graphql(app, '{ viewer { id } }', {}, cookie);
  const before = statements;
  const body = await graphql(app, LEVELS, { ids }, cookie);
  expect(body.errors).toBeUndefined();
  return {
    // A node the reader may not see is null: it has no level either.
    levels: (body.data.nodes as ({ viewerNotificationLevel: string | null } | null)[]).map(
      (node) => node?.viewerNotificationLevel ?? null,
    ),
    cost: statements - before,
  };
}

describe('viewerNotificationLevel', () => {
  it('answers what the viewer set on each kind, and null for the rest and for visitors', async () => {
    const { user, cookie } = await signedInMember(app);
    const owner = await buildUser(app.services.prisma);
    const { prisma } = app.services;
    const group = await buildGroup(prisma, owner.id, { isPublic: true });
    const event = await buildEvent(prisma, owner.id, { isPublic: true });
    // An event's discussion is its attendees': they may mute or follow it.
    await buildEventAttendee(prisma, event.id, user.id);
    const channel = await buildChannel(prisma, owner.id);
    const question = await buildQuestion(prisma, owner.id);
    const untouched = await buildGroup(prisma, owner.id, { isPublic: true });
    const conversation = await prisma.conversation.create({
      data: {
        isGroup: true,
        createdById: user.id,
        participants: { create: [{ userId: user.id }, { userId: owner.id }] },
      },
    });
    const ids = [
      encodeGlobalID('Group', group.id),
      encodeGlobalID('Event', event.id),
      encodeGlobalID('Channel', channel.id),
      encodeGlobalID('Question', question.id),
      encodeGlobalID('Conversation', conversation.id),
      encodeGlobalID('Group', untouched.id),
    ];

    const followed = await set(cookie, ids[0]!, 'following');
    expect(followed).toEqual({
      __typename: 'MutationSetNotificationFollowSuccess',
      data: { targetId: ids[0], level: 'following' },
    });
    await set(cookie, ids[1]!, 'muted');
    await set(cookie, ids[2]!, 'following');
    await set(cookie, ids[3]!, 'muted');
    await set(cookie, ids[4]!, 'muted');
    expect((await levelsOf(cookie, ids)).levels).toEqual(['following', 'muted', 'following', 'muted', 'muted', null]);

    // Another member's levels are theirs: the same things read null for him, and for a visitor.
    const other = await signedInMember(app);
    expect((await levelsOf(other.cookie, ids.slice(0, 4))).levels).toEqual([null, null, null, null]);
    expect((await levelsOf(undefined, ids.slice(0, 4))).levels).toEqual([null, null, null, null]);

    await set(cookie, ids[0]!, null);
    expect((await levelsOf(cookie, ids.slice(0, 1))).levels).toEqual([null]);
  });

  it('costs one statement for the things of a page, whatever their number', async () => {
    const { cookie } = await signedInMember(app);
    const owner = await buildUser(app.services.prisma);
    const groups = await Promise.all(
      Array.from({ length: 12 }, () => buildGroup(app.services.prisma, owner.id, { isPublic: true })),
    );
    const ids = groups.map((group) => encodeGlobalID('Group', group.id));
    for (const id of ids.slice(0, 6)) await set(cookie, id, 'muted');
    const small = await levelsOf(cookie, ids.slice(0, 2));
    const large = await levelsOf(cookie, ids);
    expect(small.levels).toEqual(['muted', 'muted']);
    expect(large.levels.filter((level) => level === 'muted')).toHaveLength(6);
    expect(large.cost).toBe(small.cost);
  });
});

describe('GET /api/notifications/follows/:targetType/:targetId', () => {
  it('answers the level on one thing the member may read, 404 for what he may not, 400 for a bad kind', async () => {
    const { client } = await signedInMember(app);
    const owner = await buildUser(app.services.prisma);
    const open = await buildGroup(app.services.prisma, owner.id, { isPublic: true });
    const closed = await buildGroup(app.services.prisma, owner.id, { isPublic: false });
    const before = await client.get(`/api/notifications/follows/group/${open.id}`);
    expect(await before.json()).toEqual({ targetType: 'group', targetId: open.id, level: null });
    await client.request('PUT', '/api/notifications/follows', {
      json: { targetType: 'group', targetId: open.id, level: 'muted' },
    });
    expect(await (await client.get(`/api/notifications/follows/group/${open.id}`)).json()).toEqual({
      targetType: 'group',
      targetId: open.id,
      level: 'muted',
    });
    expect((await client.get(`/api/notifications/follows/group/${closed.id}`)).status).toBe(404);
    expect((await client.get(`/api/notifications/follows/planet/${open.id}`)).status).toBe(400);
    expect((await app.client().get(`/api/notifications/follows/group/${open.id}`)).status).toBe(401);
  });
});
