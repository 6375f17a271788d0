/**
 * `nodes(ids:)` checks each node with its own type's rule without a statement per id: a page of 30 rows of every
 * kind costs the statements a page of 3 does, hidden and visible alike. (The privacy leak walk checks what each
 * hidden kind answers: src/privacy/hidden-nodes.ts.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbClient } from '../db/prisma.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildPost,
  buildUser,
  signedInClient,
} from '../testing/factories.js';
import { encodeGlobalID } from './global-id.js';

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

/** `n` rows of each kind: a private group, its post and comment, a private event and its photo, a chat and its message, a public post. */
async function rows(prisma: DbClient, hostId: string, otherId: string, n: number) {
  const ids: { type: string; id: string; visible: boolean }[] = [];
  for (let i = 0; i < n; i++) {
    const group = await buildGroup(prisma, hostId, { isPublic: false }, [otherId]);
    const post = await buildPost(prisma, hostId, { groupId: group.id });
    const comment = await prisma.comment.create({ data: { postId: post.id, authorId: otherId, content: 'Inside.' } });
    const event = await buildEvent(prisma, hostId, { isPublic: false });
    await buildEventAttendee(prisma, event.id, otherId);
    const photo = await prisma.eventPhoto.create({
      data: { eventId: event.id, uploaderId: hostId, imageUrl: '/uploads/x.jpg' },
    });
    const chat = await prisma.conversation.create({
      data: { isGroup: true, participants: { create: [{ userId: hostId }, { userId: otherId }] } },
    });
    const message = await prisma.message.create({
      data: { conversationId: chat.id, senderId: hostId, content: 'Hi.' },
    });
    const open = await buildPost(prisma, hostId);
    for (const [type, id] of [
      ['Group', group.id],
      ['Post', post.id],
      ['Comment', comment.id],
      ['Event', event.id],
      ['EventPhoto', photo.id],
      ['Conversation', chat.id],
      ['Message', message.id],
    ] as const) {
      ids.push({ type, id, visible: false });
    }
    ids.push({ type: 'Post', id: open.id, visible: true });
  }
  return ids;
}

const query = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id
  ... on Group { name } ... on Post { content } ... on Comment { content } ... on Event { title }
  ... on EventPhoto { caption } ... on Conversation { chatTitle: title } ... on Message { content } } }`;

it('checks a page of nodes in as many statements as a page of a few, and answers null for the hidden ones', async () => {
  const prisma = app.services.prisma;
  const [host, other, viewer] = await Promise.all([buildUser(prisma), buildUser(prisma), buildUser(prisma)]);
  const client = await signedInClient(app, viewer);
  const ask = async (page: { type: string; id: string }[]) => {
    const before = statements;
    const response = await client.post('/graphql', {
      json: { query, variables: { ids: page.map((r) => encodeGlobalID(r.type, r.id)) } },
    });
    const body = (await response.json()) as { data: { nodes: ({ __typename: string } | null)[] }; errors?: unknown };
    return { body, statements: statements - before };
  };
  const few = await rows(prisma, host.id, other.id, 1);
  const many = await rows(prisma, host.id, other.id, 10);
  // Once first, so what is read once per request (the session) is not counted against the small page.
  await ask(few);
  const small = await ask(few);
  const large = await ask(many);
  expect(large.body.errors).toBeUndefined();
  expect(large.body.data.nodes.map((node) => node?.__typename ?? null)).toEqual(
    many.map((r) => (r.visible ? r.type : null)),
  );
  expect(small.statements).toBeGreaterThan(0);
  expect(large.statements).toBe(small.statements);
  // The host sees them all.
  const hostClient = await signedInClient(app, host);
  const response = await hostClient.post('/graphql', {
    json: { query, variables: { ids: many.map((r) => encodeGlobalID(r.type, r.id)) } },
  });
  const body = (await response.json()) as { data: { nodes: ({ __typename: string } | null)[] } };
  expect(body.data.nodes.map((node) => node?.__typename)).toEqual(many.map((r) => r.type));
});
