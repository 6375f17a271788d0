/**
 * The subscriptions half of the GraphQL leak walk: each viewer subscribes to every subscription that can carry
 * a User, then subject A acts in the group chat everyone is in (reads it, writes, edits, types), edits the event
 * everyone attends, posts in the group everyone sees and asks the non-connection viewer to connect (then takes it
 * back), until each subscription has delivered a payload with a subject, or a few rounds have
 * passed.
 */
import { collectSubscription, graphqlWsClient } from '../testing/graphql-ws.js';
import { graphql, type GraphQLBody } from '../testing/graphql.js';
import { encodeGlobalID } from '../graphql/global-id.js';
import type { GraphQLWalk } from './graphql-walk.js';
import { subjectsIn } from './leaks.js';
import type { LeakWorld } from './world.js';

const ROUNDS = 5;

/** What subject A does in the group chat: each is something a subscription reports to the others. */
async function subjectActs(world: LeakWorld): Promise<void> {
  const [a] = world.subjects;
  const chat = world.ids.Conversation![0]!;
  // Someone else writes first, so that A has something unread to read (a read receipt). Everyone else reads
  // before A does: a read receipt reaches those whose othersReadUpTo it moves, which A's read then does for all.
  await world.hub.client.post(`/api/conversations/${chat}/messages`, { json: { content: 'Anyone around?' } });
  for (const other of [...world.subjects.filter((s) => s !== a), ...world.viewers]) {
    await other.client.post(`/api/conversations/${chat}/read`);
  }
  await a!.client.post(`/api/conversations/${chat}/read`);
  const sent = await a!.client.post(`/api/conversations/${chat}/messages`, { json: { content: 'Live hello' } });
  const { id } = (await sent.json()) as { id: string };
  await a!.client.patch(`/api/messages/${id}`, { json: { content: 'Live hello, edited' } });
  // A edits their message moderation hid: it must reach nobody but A.
  const hiddenText = world.moderated.markers.find((m) => m.what === 'a message hidden by a moderator')!.text;
  await a!.client.patch(`/api/messages/${world.moderated.hiddenMessageId}`, {
    json: { content: `${hiddenText} edited` },
  });
  await graphql(
    world.app,
    `mutation { reportTyping(conversationId: "${encodeGlobalID('Conversation', chat)}") { __typename } }`,
    {},
    a!.cookie,
  );
  // A edits the event everyone attends (eventChanged).
  await a!.client.request('PUT', `/api/events/${world.ids.Event![0]!}`, {
    json: { description: `Bring chairs ${Date.now()}` },
  });
  // A posts in the group everyone sees (groupChanged).
  await a!.client.post('/api/posts', { json: { content: 'Group news', groupId: world.ids.Group![0]! } });
  // A asks the viewer who is not his connection to connect, then takes it back (connectionChanged); a request left
  // over from an earlier round is taken back first.
  const [stranger] = world.viewers;
  const asked = await a!.client.post('/api/connections/request', { json: { receiverId: stranger!.user.id } });
  if (asked.status === 201) {
    const { id } = (await asked.json()) as { id: string };
    await a!.client.request('DELETE', `/api/connections/${id}`);
  }
}

export async function walkSubscriptions(world: LeakWorld, walk: GraphQLWalk): Promise<void> {
  const sockets = world.viewers.map((viewer) => ({
    viewer,
    socket: graphqlWsClient(world.app.url, { cookie: viewer.cookie, origin: world.app.url }),
  }));
  const running = sockets.flatMap(({ viewer, socket }) =>
    walk
      .subscriptions(viewer)
      .map((operation) => ({ viewer, operation, collector: collectSubscription(socket, operation.document) })),
  );
  const delivered = (run: (typeof running)[number]) => run.collector.values.some((v) => subjectsIn(world, v).size > 0);
  try {
    for (let round = 0; round < ROUNDS && !running.every(delivered); round++) {
      await subjectActs(world);
      const deadline = Date.now() + 2_000;
      while (!running.every(delivered) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const { viewer, operation, collector } of running) {
      for (const error of collector.errors)
        walk.gaps.add(`${operation.label}: the subscription failed (${JSON.stringify(error)})`);
      for (const payload of collector.values) {
        walk.judge(viewer, `GraphQL ${operation.label}`, JSON.stringify(payload), payload);
        walk.walk(operation.root, payload as GraphQLBody);
      }
    }
  } finally {
    for (const { collector } of running) collector.unsubscribe();
    await Promise.all(sockets.map(({ socket }) => socket.dispose()));
  }
}
