/**
 * The web app's busiest writes (a fist bump, a comment, a post, a chat message), sent exactly as it sends them:
 * each answers from the rows its write already has, so it costs a fixed, small number of statements (from its first
 * write on they run in the request's one transaction, which holds its connection between them), and its answer is
 * what reading the same node afterwards shows.
 */
import {
  Kind,
  parse,
  print,
  type InlineFragmentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildGroup, buildGroupMember, buildPost, signedInMember } from '../testing/factories.js';
import { globalId } from '../testing/graphql.js';
import { webOperation } from '../testing/web-operations.js';

let app: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: ({ query }) => void statements.push(query) });
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** The operation's `data { ... }` selection, under the mutation's success type. */
function dataSelection(operation: OperationDefinitionNode): SelectionSetNode {
  let found: SelectionSetNode | undefined;
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD && selection.name.value === 'data') found ??= selection.selectionSet;
      else if (selection.kind === Kind.FIELD || selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
    }
  };
  visit(operation.selectionSet);
  if (!found) throw new Error(`${operation.name?.value} selects no data`);
  return found;
}

/** A query reading `node(id:)` as a `type` with the same selection (and fragments) as the mutation's answer. */
function nodeQueryLike(text: string, type: string): string {
  const document = parse(text);
  const [operation, ...fragments] = document.definitions as [OperationDefinitionNode, ...typeof document.definitions];
  const asType: InlineFragmentNode = {
    kind: Kind.INLINE_FRAGMENT,
    typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: type } },
    selectionSet: dataSelection(operation),
  };
  return `query Check($id: ID!) { node(id: $id) ${print({ kind: Kind.SELECTION_SET, selections: [asType] })} }
${fragments.map((f) => print(f)).join('\n')}`;
}

/** Sends the web app's operation; its answer's `data` and the statements it cost. */
async function send(member: Member, name: string, variables: object, field: string, type: string) {
  const text = await webOperation(name);
  statements.length = 0;
  const response = await member.client.post(
    '/graphql',
    { json: { query: text, variables } },
    { accept: 'application/json' },
  );
  const body = (await response.json()) as { data?: Record<string, { __typename: string; data?: { id: string } }> };
  const spent = [...statements];
  expect(response.status).toBe(200);
  const result = body.data?.[field];
  expect(result?.__typename, JSON.stringify(body)).toMatch(/Success$/);
  // The same selection read afterwards, through node(id:), the way any screen would.
  const check = await member.client.graphql<{ node: unknown }>(nodeQueryLike(text, type), { id: result!.data!.id });
  expect(check.body.errors).toBeUndefined();
  return { answer: result!.data, again: check.body.data?.node, spent };
}

describe("the web app's writes answer from what they wrote", () => {
  it('a fist bump, a comment and a post: their cards as a read shows them, in at most 9, 11 and 6 statements', async () => {
    const prisma = app.services.prisma;
    const author = await signedInMember(app);
    const fan = await signedInMember(app);
    await buildConnection(prisma, author.user.id, fan.user.id);
    const group = await buildGroup(prisma, author.user.id);
    await buildGroupMember(prisma, group.id, fan.user.id);
    const post = await buildPost(prisma, author.user.id, {
      content: 'Smoked a brisket',
      groupId: group.id,
      shareToPersonalFeed: true,
    });
    const postId = globalId('Post', post.id);

    const bump = await send(fan, 'useFistBumpMutation', { postId }, 'fistBumpPost', 'Post');
    expect(bump.answer).toMatchObject({ fistBumpCount: 1, viewerHasFistBumped: true });
    expect(bump.answer).toEqual(bump.again);
    expect(bump.spent.length, bump.spent.join('\n\n')).toBeLessThanOrEqual(9);

    const comment = await send(
      fan,
      'useAddCommentMutation',
      { input: { postId, content: 'Save me a slice' }, connections: [] },
      'addComment',
      'Comment',
    );
    expect(comment.answer).toMatchObject({
      content: 'Save me a slice',
      viewerCanEdit: true,
      author: { username: fan.user.username },
      post: { id: postId, commentCount: 1 },
    });
    expect(comment.answer).toEqual(comment.again);
    expect(comment.spent.length, comment.spent.join('\n\n')).toBeLessThanOrEqual(11);

    const created = await send(
      fan,
      'useCreatePostMutation',
      { input: { content: 'Ribs next week?' } },
      'createPost',
      'Post',
    );
    expect(created.answer).toMatchObject({
      content: 'Ribs next week?',
      author: { username: fan.user.username },
      group: null,
      fistBumpCount: 0,
      viewerCanEdit: true,
    });
    expect(created.answer).toEqual(created.again);
    expect(created.spent.length, created.spent.join('\n\n')).toBeLessThanOrEqual(6);

    // In a group (the membership checks and the group's followers cost more), with the group's row in the answer.
    const inGroup = await send(
      fan,
      'useCreatePostMutation',
      { input: { content: 'Brisket club on Sunday', groupId: globalId('Group', group.id) } },
      'createPost',
      'Post',
    );
    expect(inGroup.answer).toMatchObject({ group: { name: group.name }, viewerCanDelete: true });
    expect(inGroup.answer).toEqual(inGroup.again);
  });

  it('a chat message: as the conversation shows it, in at most 10 statements', async () => {
    const prisma = app.services.prisma;
    const host = await signedInMember(app);
    const friends = [await signedInMember(app), await signedInMember(app)];
    for (const friend of friends) await buildConnection(prisma, host.user.id, friend.user.id);
    const started = await host.client.post('/api/conversations', {
      json: { participantIds: friends.map((f) => f.user.id), isGroup: true, title: 'Grill crew' },
    });
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: string };

    const sent = await send(
      host,
      'useSendMessageMutation',
      { input: { conversationId: globalId('Conversation', id), content: 'Six tonight?' } },
      'sendMessage',
      'Message',
    );
    expect(sent.answer).toMatchObject({
      content: 'Six tonight?',
      isOwn: true,
      conversation: { id: globalId('Conversation', id) },
      sender: { username: host.user.username },
    });
    expect(sent.answer).toEqual(sent.again);
    expect(sent.spent.length, sent.spent.join('\n\n')).toBeLessThanOrEqual(10);
  });
});
