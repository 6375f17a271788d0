/**
 * User.conversations lists a direct chat once it has a message (a Message button opens one before anything is
 * said), a group chat at once; its totalCount (My Connections' Active Conversations) counts the same ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildUser } from '../../testing/factories.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const START = `mutation($input: StartConversationInput!) { startConversation(input: $input) {
  __typename ... on MutationStartConversationSuccess { data { id } } } }`;
const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }`;
const LIST = `query { viewer { conversations(first: 10) { totalCount edges { node { id } } } } }`;
const OPEN = `query($id: ID!) { node(id: $id) { ... on Conversation { id } } }`;

describe('User.conversations', () => {
  it('leaves out a direct chat nobody wrote in, for both; lists a group chat at once', async () => {
    const [host, friend, other] = [
      await buildUser(app.services.prisma),
      await buildUser(app.services.prisma),
      await buildUser(app.services.prisma),
    ];
    for (const user of [friend, other]) await buildConnection(app.services.prisma, host.id, user.id);
    const [hostCookie, friendCookie] = [await cookieFor(app, host), await cookieFor(app, friend)];
    const start = async (ids: string[], isGroup: boolean) =>
      (
        await graphql(
          app,
          START,
          { input: { participantIds: ids.map((id) => globalId('User', id)), isGroup } },
          hostCookie,
        )
      ).data.startConversation.data.id as string;
    const direct = await start([friend.id], false);
    const group = await start([friend.id, other.id], true);
    const listed = async (cookie: string) => {
      const list = (await graphql(app, LIST, {}, cookie)).data.viewer.conversations;
      return { total: list.totalCount, ids: list.edges.map((e: { node: { id: string } }) => e.node.id) };
    };
    expect(await listed(hostCookie)).toEqual({ total: 1, ids: [group] });
    expect(await listed(friendCookie)).toEqual({ total: 1, ids: [group] });
    expect((await graphql(app, OPEN, { id: direct }, hostCookie)).data.node).toEqual({ id: direct });
    expect(
      (await graphql(app, SEND, { input: { conversationId: direct, content: 'Ribs on Sunday?' } }, hostCookie)).data
        .sendMessage.__typename,
    ).toBe('MutationSendMessageSuccess');
    expect(await listed(hostCookie)).toEqual({ total: 2, ids: [direct, group] });
    expect(await listed(friendCookie)).toEqual({ total: 2, ids: [direct, group] });
  });
});
