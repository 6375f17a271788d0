/**
 * Moderation over GraphQL (docs/moderation.md): the queue with the content as reported and as it is
 * now and the member's history, the actions, the audit log and the moderators. None of it exists for members,
 * visitors or access tokens (NOT_FOUND, as /api's 404); a moderator acts on neither an admin nor themself; a
 * page of the queue costs the same statements whatever it holds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../domain/access-tokens/access-tokens.js';
import { ADMIN_CONTENT, ADMINS_NAME_MODERATORS, OWN_CONTENT } from '../../domain/moderation/actions.js';
import type { TestApp } from '../../testing/app.js';
import { buildChannel, buildConnection, buildGroup, buildPost, signedInMember } from '../../testing/factories.js';
import type { HttpClient } from '../../testing/http-client.js';
import { requestCost } from '../../testing/statements.js';
import { moderationQueueApp } from '../../testing/site-roles.js';

const queueApp = moderationQueueApp();
let app: TestApp;
beforeAll(() => {
  app = queueApp.app();
});
const db = () => app.services.prisma;

async function report(client: HttpClient, targetType: string, targetId: string, reason = 'spam') {
  const response = await client.post('/api/reports', { json: { targetType, targetId, reason } });
  expect(response.status, await response.clone().text()).toBe(201);
}

const QUEUE = /* GraphQL */ `
  query Queue($sort: ModerationQueueSort, $first: Int, $after: String) {
    moderationQueue(sort: $sort, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node {
        targetType targetId reportCount reasons lastReportedAt hidden
        snapshot { ...Content }
        current { ...Content }
        subject { databaseId username firstName email location }
        history {
          role suspended suspendedUntil actionCount
          reports { open dismissed actioned }
          actions { databaseId action reason automatic moderatorUsername subjectUsername targetType targetId createdAt }
        }
      } }
    }
  }
  fragment Content on ModeratedContent {
    title text imageUrl username createdAt postId conversationId
    messages { databaseId senderId senderUsername content createdAt reported }
  }
`;

const MODERATE = /* GraphQL */ `
  mutation Moderate($input: ModerateInput!) {
    moderate(input: $input) {
      __typename
      ... on AppError { code message }
      ... on MutationModerateSuccess { data { databaseId action reason message suspendedUntil permanent automatic moderatorUsername subjectUsername targetType targetId } }
    }
  }
`;

const AUDIT_LOG =
  '{ moderationAuditLog(first: 50) { edges { node { action reason automatic moderatorUsername subjectUsername targetId } } } }';
const MODERATORS = '{ siteModerators(first: 20) { edges { node { databaseId username } } } }';
const FIND = 'query($username: String!) { moderationMember(username: $username) { databaseId username } }';

const queue = async (client: HttpClient, variables: Record<string, unknown> = {}) => {
  const { body } = await client.graphql<any>(QUEUE, variables);
  expect(body.errors).toBeUndefined();
  return body.data.moderationQueue.edges.map((e: any) => e.node) as any[];
};
const act = async (client: HttpClient, input: Record<string, unknown>) =>
  (await client.graphql<any>(MODERATE, { input })).body.data.moderate;

describe('moderation over GraphQL', () => {
  it('does not exist for members, visitors and tokens (a moderator’s own included): NOT_FOUND everywhere', async () => {
    const moderator = await signedInMember(app, { role: 'moderator' });
    const plain = await signedInMember(app);
    const post = await buildPost(db(), plain.user.id, { content: 'Reported' });
    await report((await signedInMember(app)).client, 'post', post.id);
    const bot = app.client();
    bot.bearer = (
      await createAccessToken(app.services, moderator.user.id, {
        name: 'bot',
        scopes: ['read', 'write:posts', 'write:profile'],
      })
    ).token;

    for (const client of [plain.client, app.client(), bot]) {
      for (const [query, field, variables] of [
        [QUEUE, 'moderationQueue', {}],
        [AUDIT_LOG, 'moderationAuditLog', {}],
        [MODERATORS, 'siteModerators', {}],
        [FIND, 'moderationMember', { username: plain.user.username }],
      ] as const) {
        const { body } = await client.graphql<any>(query, variables);
        expect(body.data?.[field] ?? null, field).toBeNull();
        expect(
          body.errors?.map((e) => [e.message, e.extensions?.code]),
          field,
        ).toEqual([['Not found.', 'NOT_FOUND']]);
      }
      // Whatever the input says: the answer does not depend on it.
      for (const input of [
        { action: 'hide', targetType: 'post', targetId: post.id, reason: 'Spam' },
        { action: 'dismiss', targetType: 'post', targetId: 'not-an-id', reason: '' },
      ]) {
        expect(await act(client, input)).toEqual({ __typename: 'AppError', code: 'NOT_FOUND', message: 'Not found.' });
      }
    }
    expect(await db().report.count({ where: { targetId: post.id, status: 'open' } })).toBe(1);
    // Moderators work the queue, but the audit log and the moderators are the admins'.
    expect(await queue(moderator.client)).toHaveLength(1);
    for (const query of [AUDIT_LOG, MODERATORS]) {
      expect((await moderator.client.graphql(query)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it("shows a moderator the content as reported and as it is now, and the member's history", async () => {
    const moderator = await signedInMember(app, { role: 'moderator' });
    const [author, reporter, other] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const edited = await buildPost(db(), author.user.id, { content: 'Buy cheap watches' });
    const deleted = await buildPost(db(), author.user.id, { content: 'Gone soon' });
    const warned = await buildPost(db(), author.user.id, { content: 'Earlier' });
    // An earlier report, acted on: the author's history.
    await report(other.client, 'post', warned.id);
    expect(
      (
        await act(moderator.client, {
          action: 'warn',
          targetType: 'post',
          targetId: warned.id,
          reason: 'Selling',
          message: 'Please stop.',
        })
      ).__typename,
    ).toBe('MutationModerateSuccess');

    await report(reporter.client, 'post', edited.id);
    await report(other.client, 'post', edited.id, 'hate');
    await report(reporter.client, 'post', deleted.id);
    await db().post.update({ where: { id: edited.id }, data: { content: 'Nice weather today' } });
    await db().post.delete({ where: { id: deleted.id } });
    await buildConnection(db(), author.user.id, reporter.user.id);
    const chat = (await (
      await author.client.post('/api/conversations', { json: { participantIds: [reporter.user.id] } })
    ).json()) as { id: string };
    const sent: string[] = [];
    for (const content of ['hi', 'you there?', 'rude words']) {
      const response = await author.client.post(`/api/conversations/${chat.id}/messages`, { json: { content } });
      sent.push(((await response.json()) as { id: string }).id);
    }
    await report(reporter.client, 'message', sent[2]!, 'harassment');
    await report(reporter.client, 'member', author.user.id, 'impersonation');

    const items = await queue(moderator.client);
    expect(items.map((i) => i.targetType)).toEqual(['member', 'message', 'post', 'post']);
    const [asMember, asMessage, gone, changed] = items;
    expect(changed).toMatchObject({
      targetId: edited.id,
      reportCount: 2,
      reasons: ['spam', 'hate'].sort(),
      hidden: null,
      snapshot: { text: 'Buy cheap watches', messages: [] },
      current: { text: 'Nice weather today' },
      // The moderator sees the member as any member does: private fields stay private.
      subject: { databaseId: author.user.id, username: author.user.username, email: null },
    });
    expect(changed.history).toMatchObject({
      role: 'member',
      suspended: false,
      suspendedUntil: null,
      actionCount: 1,
      reports: { open: 5, dismissed: 0, actioned: 1 },
      actions: [
        {
          action: 'warn',
          reason: 'Selling',
          automatic: false,
          moderatorUsername: moderator.user.username,
          subjectUsername: author.user.username,
          targetId: warned.id,
        },
      ],
    });
    expect(gone).toMatchObject({ targetId: deleted.id, snapshot: { text: 'Gone soon' }, current: null });
    expect(asMessage.snapshot.messages.map((m: any) => [m.content, m.reported, m.senderUsername])).toEqual([
      ['hi', false, author.user.username],
      ['you there?', false, author.user.username],
      ['rude words', true, author.user.username],
    ]);
    expect(asMessage.current.messages.map((m: any) => m.databaseId)).toEqual(sent);
    expect(asMember).toMatchObject({
      snapshot: { username: author.user.username, title: `Test ${author.user.lastName}` },
      current: { username: author.user.username },
    });

    // Most reported first, paged by the cursor.
    const most = await queue(moderator.client, { sort: 'MOST_REPORTED', first: 1 });
    expect(most.map((i) => i.targetId)).toEqual([edited.id]);
  });

  it('acts with a reason: never on an admin, never on oneself; suspends and lifts; the admins read the audit log', async () => {
    const moderator = await signedInMember(app, { role: 'moderator' });
    const admin = await signedInMember(app, { role: 'admin' });
    const author = await signedInMember(app);
    const reporter = await signedInMember(app);
    await report(reporter.client, 'member', admin.user.id, 'impersonation');
    const onAdmin = await act(moderator.client, {
      action: 'suspend',
      targetType: 'member',
      targetId: admin.user.id,
      reason: 'x',
      days: 3,
    });
    expect(onAdmin).toEqual({ __typename: 'AppError', code: 'FORBIDDEN', message: ADMIN_CONTENT });
    const own = await buildPost(db(), moderator.user.id, { content: 'Mine' });
    await report(reporter.client, 'post', own.id);
    expect(await act(moderator.client, { action: 'hide', targetType: 'post', targetId: own.id, reason: 'x' })).toEqual({
      __typename: 'AppError',
      code: 'FORBIDDEN',
      message: OWN_CONTENT,
    });
    expect(
      await act(moderator.client, {
        action: 'warn',
        targetType: 'member',
        targetId: author.user.id,
        reason: 'No reports yet',
        message: 'Hi',
      }),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });

    await report(reporter.client, 'member', author.user.id, 'spam');
    const noReason = await act(moderator.client, {
      action: 'suspend',
      targetType: 'member',
      targetId: author.user.id,
      reason: ' ',
      days: 3,
    });
    expect(noReason).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Give a reason: it goes into the audit log.' });
    const suspended = await act(moderator.client, {
      action: 'suspend',
      targetType: 'member',
      targetId: author.user.id,
      reason: 'Spamming',
      days: 3,
    });
    expect(suspended.__typename).toBe('MutationModerateSuccess');
    expect(suspended.data).toMatchObject({
      action: 'suspend',
      reason: 'Spamming',
      permanent: false,
      automatic: false,
      moderatorUsername: moderator.user.username,
      subjectUsername: author.user.username,
    });
    expect(Date.parse(suspended.data.suspendedUntil) - Date.now()).toBeGreaterThan(2.9 * 24 * 3600 * 1000);
    const lifted = await act(moderator.client, {
      action: 'lift_suspension',
      targetType: 'member',
      targetId: author.user.id,
      reason: 'Appeal accepted',
    });
    expect(lifted.data).toMatchObject({ action: 'lift_suspension', suspendedUntil: null });

    const { body } = await admin.client.graphql<any>(AUDIT_LOG);
    expect(body.data.moderationAuditLog.edges.slice(0, 2).map((e: any) => e.node)).toEqual([
      {
        action: 'lift_suspension',
        reason: 'Appeal accepted',
        automatic: false,
        moderatorUsername: moderator.user.username,
        subjectUsername: author.user.username,
        targetId: author.user.id,
      },
      {
        action: 'suspend',
        reason: 'Spamming',
        automatic: false,
        moderatorUsername: moderator.user.username,
        subjectUsername: author.user.username,
        targetId: author.user.id,
      },
    ]);
  });

  it('lets admins find a member by username and name or remove moderators; moderators cannot', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const moderator = await signedInMember(app, { role: 'moderator' });
    const dad = await signedInMember(app);
    const found = await admin.client.graphql<any>(FIND, { username: `@${dad.user.username.toUpperCase()}` });
    expect(found.body.data.moderationMember).toEqual({ databaseId: dad.user.id, username: dad.user.username });
    expect(
      (await admin.client.graphql<any>(FIND, { username: 'nobody_by_that_name' })).body.data.moderationMember,
    ).toBeNull();
    // An underscore is a character, not a wildcard: dad_ab12 does not find dadxab12.
    const wild = await signedInMember(app);
    await db().user.update({ where: { id: wild.user.id }, data: { username: `dadx${wild.user.username.slice(4)}` } });
    expect(
      (await admin.client.graphql<any>(FIND, { username: `dad_${wild.user.username.slice(4)}` })).body.data
        .moderationMember,
    ).toBeNull();

    const promote = {
      action: 'promote_moderator',
      targetType: 'member',
      targetId: dad.user.id,
      reason: 'Helpful and fair',
    };
    expect(await act(moderator.client, promote)).toMatchObject({ code: 'FORBIDDEN', message: ADMINS_NAME_MODERATORS });
    expect((await act(admin.client, promote)).data).toMatchObject({
      action: 'promote_moderator',
      subjectUsername: dad.user.username,
    });
    const listed = (await admin.client.graphql<any>(MODERATORS)).body.data.siteModerators.edges.map(
      (e: any) => e.node.databaseId,
    );
    expect(listed).toEqual(expect.arrayContaining([dad.user.id, moderator.user.id]));
    expect(await act(admin.client, promote)).toMatchObject({ code: 'CONFLICT' });
    expect(
      (await act(admin.client, { ...promote, action: 'demote_moderator', reason: 'Stepped down' })).data,
    ).toMatchObject({ action: 'demote_moderator' });
    expect((await db().user.findUniqueOrThrow({ where: { id: dad.user.id } })).role).toBe('member');
  });

  it('costs the same statements for a page of 2 items as for a page of 10, of every kind', async () => {
    const moderator = await signedInMember(app, { role: 'moderator' });
    const reporter = await signedInMember(app);
    const targets: [string, string][] = [];
    for (let i = 0; i < 5; i += 1) {
      const author = await signedInMember(app);
      targets.push(['post', (await buildPost(db(), author.user.id, { content: `Post ${i}` })).id]);
      targets.push(['member', author.user.id]);
    }
    const creator = await signedInMember(app);
    targets.push(['group', (await buildGroup(db(), creator.user.id, { isPublic: true })).id]);
    targets.push(['channel', (await buildChannel(db(), creator.user.id)).id]);
    for (const [type, id] of targets) await report(reporter.client, type, id);

    const cost = (first: number) =>
      requestCost(queueApp.statements, () =>
        moderator.client.post('/graphql', { json: { query: QUEUE, variables: { first } } }),
      );
    expect((await queue(moderator.client, { first: 10 })).length).toBe(10);
    const [two, ten] = [await cost(2), await cost(10)];
    expect(ten).toBe(two);
    // Measured 7: the session, the page, the content now, the histories (2), the members, their privacy.
    expect(ten).toBeLessThanOrEqual(8);
  });
});
