import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildPost, buildUser, signedInMember } from '../../testing/factories.js';
import { globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
let statements = 0;
let lastStatement = '';
beforeAll(async () => {
  app = await createTestApp({}, undefined, {
    onQuery: ({ query }) => {
      statements += 1;
      lastStatement = query;
    },
  });
});
afterAll(() => app.close());

const CARD = `id databaseId content hashtags type categories imageUrl createdAt isEdited
  author { databaseId username location } group { databaseId name visibility }
  fistBumpCount commentCount viewerHasFistBumped viewerCanEdit
  poll { question totalVotes viewerVoteOptionId options { databaseId text votes percentage } }`;

const CREATE = `mutation($input: CreatePostInput!) {
  createPost(input: $input) {
    __typename
    ... on MutationCreatePostSuccess { data { ${CARD} } }
    ... on AppError { code message }
  }
}`;

const DADFEED = `query($first: Int, $after: String, $category: FeedCategory) {
  dadfeed(first: $first, after: $after, category: $category) {
    edges { cursor node { ${CARD} } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const BUMP = `mutation($postId: ID!) {
  fistBumpPost(postId: $postId) {
    __typename
    ... on MutationFistBumpPostSuccess { data { fistBumpCount viewerHasFistBumped } }
    ... on AppError { code message }
  }
}`;

describe('Mutation.createPost', () => {
  it('creates a post with the same rules as POST /api/posts', async () => {
    const { user, cookie } = await signedInMember(app);
    const body = await graphql(
      app,
      CREATE,
      {
        input: {
          content: 'Tent or hammock?',
          hashtags: ['#Camping', 'camping'],
          poll: { question: 'Pick', options: ['Tent', 'Hammock'] },
        },
      },
      cookie,
    );
    expect(body.data.createPost).toMatchObject({
      __typename: 'MutationCreatePostSuccess',
      data: {
        content: 'Tent or hammock?',
        hashtags: ['camping'],
        type: 'question',
        categories: ['outdoors'],
        author: { databaseId: user.id },
        group: null,
        fistBumpCount: 0,
        viewerCanEdit: true,
        poll: { question: 'Pick', totalVotes: 0, options: [{ text: 'Tent' }, { text: 'Hammock' }] },
      },
    });

    const tooMany = await graphql(
      app,
      CREATE,
      { input: { content: 'x', hashtags: ['a', 'b', 'c', 'd', 'e', 'f'] } },
      cookie,
    );
    expect(tooMany.data.createPost).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'Maximum 5 hashtags',
    });
  });

  it('refuses a group post from a non-member with FORBIDDEN', async () => {
    const { user: owner } = await signedInMember(app);
    const { cookie } = await signedInMember(app);
    const group = await buildGroup(app.services.prisma, owner.id);
    const body = await graphql(app, CREATE, { input: { content: 'Hi', groupId: globalId('Group', group.id) } }, cookie);
    expect(body.data.createPost).toMatchObject({ __typename: 'AppError', code: 'FORBIDDEN' });
  });

  it('answers a visitor with UNAUTHENTICATED', async () => {
    expect((await graphql(app, CREATE, { input: { content: 'x' } })).data.createPost).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('Query.dadfeed', () => {
  it('lists the same posts as GET /api/posts, paged forward by cursor', async () => {
    const { user, cookie } = await signedInMember(app);
    for (let i = 0; i < 3; i += 1)
      await buildPost(app.services.prisma, user.id, { createdAt: new Date(Date.now() + 60_000 * (i + 1)) });
    const first = await graphql(app, DADFEED, { first: 2 }, cookie);
    const page1 = first.data.dadfeed;
    expect(page1.edges).toHaveLength(2);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await graphql(app, DADFEED, { first: 2, after: page1.pageInfo.endCursor }, cookie);
    const viaGraphQL = [...page1.edges, ...second.data.dadfeed.edges].map(
      (e: { node: { databaseId: string } }) => e.node.databaseId,
    );

    const client = app.client();
    client.cookies.set(...(cookie.split('=') as [string, string]));
    const viaRest = ((await (await client.get('/api/posts?limit=4')).json()) as { id: string }[]).map((p) => p.id);
    expect(viaGraphQL).toEqual(viaRest);
  });

  it('costs the same few statements at 10, 20 and 50 posts, with group posts the viewer manages or not', async () => {
    const { user: viewer, cookie } = await signedInMember(app);
    const managed = await buildGroup(app.services.prisma, viewer.id);
    const other = await buildGroup(app.services.prisma, (await buildUser(app.services.prisma)).id);
    await app.services.prisma.groupMember.create({ data: { groupId: other.id, userId: viewer.id, role: 'member' } });
    const authors = await Promise.all(Array.from({ length: 6 }, () => buildUser(app.services.prisma)));
    for (let i = 0; i < 60; i += 1) {
      const post = await app.services.prisma.post.create({
        data: {
          authorId: authors[i % authors.length]!.id,
          content: `Post ${i}`,
          createdAt: new Date(Date.now() + 3_600_000 + i * 1000),
          ...(i % 3 === 1 ? { groupId: managed.id, shareToPersonalFeed: true } : {}),
          ...(i % 3 === 2 ? { groupId: other.id, shareToPersonalFeed: true } : {}),
          poll: {
            create: {
              question: 'Q',
              options: {
                create: [
                  { text: 'A', position: 0 },
                  { text: 'B', position: 1 },
                ],
              },
            },
          },
        },
      });
      await app.services.prisma.fistBump.create({ data: { postId: post.id, userId: viewer.id } });
    }
    const query = DADFEED.replace('viewerCanEdit', 'viewerCanEdit viewerCanDelete');
    const measure = async (variables: Record<string, unknown>) => {
      const before = statements;
      const body = await graphql(app, query, variables, cookie);
      expect(body.errors).toBeUndefined();
      return { cost: statements - before, body };
    };
    const costs: number[] = [];
    for (const first of [10, 20, 50]) costs.push((await measure({ first })).cost);
    // The session, and the page with its cards and their authors' and groups' whole rows.
    expect(costs).toEqual([2, 2, 2]);
    const { body } = await measure({ first: 3 });
    const nodes = body.data.dadfeed.edges.map((e: { node: Record<string, unknown> }) => e.node);
    expect(nodes[0]).toMatchObject({ fistBumpCount: 1, viewerHasFistBumped: true, poll: { totalVotes: 0 } });
    // Newest first: i = 59 (other group), 58 (managed group), 57 (personal, someone else's).
    expect(nodes.map((n: { viewerCanDelete: boolean }) => n.viewerCanDelete)).toEqual([false, true, false]);
    expect(nodes.map((n: { group: { name: string } | null }) => n.group?.name ?? null)).toEqual([
      other.name,
      managed.name,
      null,
    ]);
  });
});

describe('Query.dadfeed, the nodes a card shows', () => {
  const FRAGMENTS = `query($first: Int) { dadfeed(first: $first) { edges { node { ...Card } } } }
    fragment Card on Post { databaseId ... on Post { author { ...Who } group { databaseId name description hashtags } } }
    fragment Who on User { databaseId username firstName dadType location interests kidsAges createdAt }`;
  const NODE = `query($id: ID!) { node(id: $id) { ... on Post { databaseId
    author { databaseId username firstName dadType location interests kidsAges createdAt }
    group { databaseId name description hashtags } } } }`;

  it('reads the authors and groups asked through fragments in the page statement, as a single post reads them', async () => {
    const { user: viewer, cookie } = await signedInMember(app);
    const author = await buildUser(app.services.prisma, {
      dadType: 'stay_at_home',
      location: 'Denver',
      interests: ['grilling'],
      kidsAges: [4, 9],
    });
    const group = await buildGroup(app.services.prisma, viewer.id, { hashtags: ['#bbq'] });
    const later = (minutes: number) => new Date(Date.now() + 7_200_000 + minutes * 60_000);
    const inGroup = await buildPost(app.services.prisma, viewer.id, {
      groupId: group.id,
      shareToPersonalFeed: true,
      createdAt: later(2),
    });
    const personal = await buildPost(app.services.prisma, author.id, { createdAt: later(1) });

    const before = statements;
    const page = await graphql(app, FRAGMENTS, { first: 2 }, cookie);
    expect(page.errors).toBeUndefined();
    // The session, and the page with the whole rows of its authors and groups.
    expect(statements - before).toBe(2);
    const nodes = page.data.dadfeed.edges.map((e: { node: { databaseId: string } }) => e.node);
    expect(nodes.map((n: { databaseId: string }) => n.databaseId)).toEqual([inGroup.id, personal.id]);
    expect(nodes[1].author).toMatchObject({ dadType: 'stay_at_home', location: 'Denver', kidsAges: [4, 9] });
    expect(nodes[0].group).toMatchObject({ name: group.name, hashtags: ['#bbq'] });
    // A post read on its own (its author and group through the loaders' own statements) shows the same.
    for (const node of nodes) {
      const single = await graphql(app, NODE, { id: globalId('Post', node.databaseId) }, cookie);
      expect(single.data.node).toEqual(node);
    }
  });

  it('leaves the rows out of the page statement when no node is asked for', async () => {
    const { user, cookie } = await signedInMember(app);
    await buildPost(app.services.prisma, user.id, { createdAt: new Date(Date.now() + 10_800_000) });
    const idsOnly = await graphql(app, 'query { dadfeed(first: 3) { edges { node { databaseId } } } }', {}, cookie);
    expect(idsOnly.errors).toBeUndefined();
    expect(lastStatement).toContain('"Post"');
    expect(lastStatement).not.toContain('authorRow');
    const withAuthor = await graphql(
      app,
      'query { dadfeed(first: 3) { edges { node { author { id } } } } }',
      {},
      cookie,
    );
    expect(withAuthor.errors).toBeUndefined();
    expect(lastStatement).toContain('authorRow');
    expect(lastStatement).not.toContain('groupRow');
  });
});

describe('fist bumps, comments and votes over GraphQL', () => {
  it('fist bumps once: a second is CONFLICT "already fistbumped"', async () => {
    const { user: author } = await signedInMember(app);
    const { cookie } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, author.id);
    const postId = globalId('Post', post.id);
    expect((await graphql(app, BUMP, { postId }, cookie)).data.fistBumpPost).toEqual({
      __typename: 'MutationFistBumpPostSuccess',
      data: { fistBumpCount: 1, viewerHasFistBumped: true },
    });
    const again = (await graphql(app, BUMP, { postId }, cookie)).data.fistBumpPost;
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toContain('already fistbumped');
  });

  it('adds, edits and deletes a comment, counted on the post; only the author may edit', async () => {
    const { user: author, cookie: authorCookie } = await signedInMember(app);
    const { cookie } = await signedInMember(app);
    const post = await buildPost(app.services.prisma, author.id);
    const added = await graphql(
      app,
      `mutation($input: AddCommentInput!) { addComment(input: $input) {
         ... on MutationAddCommentSuccess { data { id content isEdited viewerCanEdit post { commentCount } } }
         ... on AppError { code } } }`,
      { input: { postId: globalId('Post', post.id), content: 'Nice one' } },
      authorCookie,
    );
    const comment = added.data.addComment.data;
    expect(comment).toMatchObject({
      content: 'Nice one',
      isEdited: false,
      viewerCanEdit: true,
      post: { commentCount: 1 },
    });

    const UPDATE = `mutation($input: UpdateCommentInput!) { updateComment(input: $input) {
      ... on MutationUpdateCommentSuccess { data { content isEdited } } ... on AppError { code } } }`;
    expect(
      (await graphql(app, UPDATE, { input: { commentId: comment.id, content: 'Mine' } }, cookie)).data.updateComment,
    ).toEqual({ code: 'FORBIDDEN' });
    expect(
      (await graphql(app, UPDATE, { input: { commentId: comment.id, content: ' Better ' } }, authorCookie)).data
        .updateComment,
    ).toEqual({
      data: { content: 'Better', isEdited: true },
    });

    const listed = await graphql(
      app,
      `query($id: String!) { post(databaseId: $id) { comments { totalCount edges { node { content } } } } }`,
      { id: post.id },
      cookie,
    );
    expect(listed.data.post.comments).toEqual({ totalCount: 1, edges: [{ node: { content: 'Better' } }] });

    const deleted = await graphql(
      app,
      `mutation($id: ID!) { deleteComment(commentId: $id) { ... on MutationDeleteCommentSuccess { data { deletedCommentId post { commentCount } } } } }`,
      { id: comment.id },
      authorCookie,
    );
    expect(deleted.data.deleteComment.data).toEqual({ deletedCommentId: comment.id, post: { commentCount: 0 } });
  });

  it('votes once per member, and lets only the author edit or delete the post', async () => {
    const { cookie: authorCookie } = await signedInMember(app);
    const { cookie } = await signedInMember(app);
    const created = (
      await graphql(
        app,
        CREATE,
        { input: { content: 'Q', poll: { question: 'Best?', options: ['A', 'B'] } } },
        authorCookie,
      )
    ).data.createPost.data;
    const VOTE = `mutation($postId: ID!, $optionId: String!) { votePoll(postId: $postId, optionId: $optionId) {
      ... on MutationVotePollSuccess { data { poll { totalVotes viewerVoteOptionId options { votes percentage } } } }
      ... on AppError { code } } }`;
    const optionId = created.poll.options[1].databaseId;
    expect((await graphql(app, VOTE, { postId: created.id, optionId }, cookie)).data.votePoll.data.poll).toEqual({
      totalVotes: 1,
      viewerVoteOptionId: optionId,
      options: [
        { votes: 0, percentage: 0 },
        { votes: 1, percentage: 100 },
      ],
    });
    expect((await graphql(app, VOTE, { postId: created.id, optionId }, cookie)).data.votePoll).toEqual({
      code: 'CONFLICT',
    });

    const UPDATE = `mutation($input: UpdatePostInput!) { updatePost(input: $input) {
      ... on MutationUpdatePostSuccess { data { content isEdited } } ... on AppError { code } } }`;
    expect(
      (await graphql(app, UPDATE, { input: { postId: created.id, content: 'Hacked' } }, cookie)).data.updatePost,
    ).toEqual({ code: 'FORBIDDEN' });
    expect(
      (await graphql(app, UPDATE, { input: { postId: created.id, content: 'Edited' } }, authorCookie)).data.updatePost,
    ).toEqual({
      data: { content: 'Edited', isEdited: true },
    });
    const DELETE = `mutation($id: ID!) { deletePost(postId: $id) {
      ... on MutationDeletePostSuccess { data { deletedPostId } } ... on AppError { code } } }`;
    expect((await graphql(app, DELETE, { id: created.id }, cookie)).data.deletePost).toEqual({ code: 'FORBIDDEN' });
    expect((await graphql(app, DELETE, { id: created.id }, authorCookie)).data.deletePost).toEqual({
      data: { deletedPostId: created.id },
    });
  });
});
