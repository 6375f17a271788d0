import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutationRefusal } from '../../graphql/onboarding-confinement.js';
import { restWriteRefusal } from '../../rest/onboarding-confinement.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildPost, buildUser, signedInClient } from '../../testing/factories.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';
import { FINISH_ONBOARDING } from './confinement.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const newcomer = () => buildUser(app.services.prisma, { dadType: null, location: null, interests: [] });

/** Rows any of the refused writes below would add. */
async function writtenRows() {
  const db = app.services.prisma;
  const counts = await Promise.all([
    db.post.count(),
    db.comment.count(),
    db.fistBump.count(),
    db.connection.count(),
    db.group.count(),
    db.groupMember.count(),
    db.event.count(),
    db.invite.count(),
    db.panicAlert.count(),
    db.upload.count(),
  ]);
  return counts.join(',');
}

async function scene() {
  const author = await buildUser(app.services.prisma);
  const post = await buildPost(app.services.prisma, author.id);
  const group = await buildGroup(app.services.prisma, author.id, { isPublic: true });
  return { author, post, group };
}

describe('onboarding confinement over /api', () => {
  it('refuses every write but onboarding, profile and session ones with 403 and a clear message, writing nothing', async () => {
    const { author, post, group } = await scene();
    const member = await newcomer();
    const client = await signedInClient(app, member);
    const before = await writtenRows();
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/posts', { content: 'Hello dads' }],
      ['POST', `/api/posts/${post.id}/comments`, { content: 'Nice' }],
      ['POST', `/api/posts/${post.id}/like`],
      ['POST', '/api/connections/request', { receiverId: author.id }],
      ['POST', '/api/groups', { name: 'Grill Crew' }],
      ['POST', `/api/groups/${group.id}/join`],
      ['POST', '/api/events', { title: 'Cookout', startDate: new Date(Date.now() + 86_400_000).toISOString() }],
      ['POST', '/api/users/send-invites', { emails: ['pal@example.com'] }],
      ['POST', '/api/users/generate-referral-code'],
      ['POST', '/api/panic/activate'],
      ['POST', '/api/uploads/images'],
      ['POST', '/api/users/dad-score/calculate'],
      // Express routes ignore case and a trailing slash; so does the rule.
      ['POST', '/api/Panic/Activate/'],
      ['DELETE', `/api/posts/${post.id}`],
    ];
    for (const [method, path, json] of writes) {
      const response = await client.request(method, path, json === undefined ? undefined : { json });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(await response.json()).toEqual({ message: FINISH_ONBOARDING });
    }
    expect(await writtenRows()).toBe(before);
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: member.id } })).referralCode).toBeNull();
  });

  it('keeps reads open, lets the member finish onboarding, and then opens everything', async () => {
    const { post } = await scene();
    const member = await newcomer();
    const client = await signedInClient(app, member);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await client.get(`/api/posts/${post.id}`)).status).toBe(200);
    expect((await client.post('/api/panic/activate')).status).toBe(403);

    const onboarded = await client.patch('/api/users/onboarding', { json: { dadType: 'new', location: 'Austin, TX' } });
    expect(onboarded.status).toBe(200);
    expect((await client.post('/api/panic/activate')).status).toBe(200);
    expect((await client.post(`/api/posts/${post.id}/comments`, { json: { content: 'Finally in!' } })).status).toBe(
      201,
    );
  });

  it('lets the member sign out, and sign in again', async () => {
    const member = await newcomer();
    const client = await signedInClient(app, member);
    expect((await client.post('/api/logout')).status).toBe(303);
    expect(await app.services.prisma.session.count({ where: { userId: member.id } })).toBe(0);
    expect((await signedInClient(app, member)).cookies.has('dadhood_session')).toBe(true);
  });
});

const CREATE_POST = `mutation($input: CreatePostInput!) {
  createPost(input: $input) { __typename ... on MutationCreatePostSuccess { data { id } } ... on AppError { code } }
}`;

describe('onboarding confinement over GraphQL', () => {
  it('refuses every mutation but onboarding, profile and session ones with FORBIDDEN, running none of it', async () => {
    const { author, post, group } = await scene();
    const member = await newcomer();
    const cookie = await cookieFor(app, member);
    const before = await writtenRows();
    const postId = globalId('Post', post.id);
    const mutations: [string, Record<string, unknown>][] = [
      [CREATE_POST, { input: { content: 'Hello dads' } }],
      [
        'mutation($input: AddCommentInput!) { addComment(input: $input) { __typename } }',
        { input: { postId, content: 'Nice' } },
      ],
      ['mutation($id: ID!) { fistBumpPost(postId: $id) { __typename } }', { id: postId }],
      ['mutation($id: ID!) { requestConnection(userId: $id) { __typename } }', { id: globalId('User', author.id) }],
      ['mutation { createGroup(input: { name: "Grill Crew" }) { __typename } }', {}],
      ['mutation($id: ID!) { joinGroup(groupId: $id) { __typename } }', { id: globalId('Group', group.id) }],
      [
        'mutation($at: DateTime!) { createEvent(input: { title: "Cookout", startDate: $at }) { __typename } }',
        { at: new Date(Date.now() + 86_400_000).toISOString() },
      ],
      ['mutation { sendInvites(input: { emails: ["pal@example.com"] }) { __typename } }', {}],
      ['mutation { activatePanic { __typename } }', {}],
      // Aliases, fragments and a harmless field alongside change nothing.
      ['mutation { __typename alarm: activatePanic { __typename } }', {}],
      ['mutation { ...Alarm } fragment Alarm on Mutation { ... on Mutation { activatePanic { __typename } } }', {}],
      ['mutation { signOut activatePanic { __typename } }', {}],
    ];
    for (const [query, variables] of mutations) {
      const body = await graphql(app, query, variables, cookie);
      expect([query, body.data ?? null]).toEqual([query, null]);
      expect(body.errors).toEqual([{ message: FINISH_ONBOARDING, extensions: { code: 'FORBIDDEN' } }]);
    }
    expect(await writtenRows()).toBe(before);
    // The session survived the refused `signOut activatePanic`.
    expect((await graphql(app, '{ viewer { id } }', {}, cookie)).data.viewer).not.toBeNull();
  });

  it('keeps queries open, lets the member finish onboarding, and then opens everything', async () => {
    const member = await newcomer();
    const cookie = await cookieFor(app, member);
    expect((await graphql(app, '{ viewer { isProfileComplete } }', {}, cookie)).data.viewer.isProfileComplete).toBe(
      false,
    );
    const complete = await graphql(
      app,
      'mutation($input: OnboardingInput!) { completeOnboarding(input: $input) { __typename ... on MutationCompleteOnboardingSuccess { data { id } } } }',
      { input: { acceptTerms: true, dadType: 'new', interests: [], location: 'Austin, TX' } },
      cookie,
    );
    expect(complete.data.completeOnboarding.__typename).toBe('MutationCompleteOnboardingSuccess');
    const created = await graphql(app, CREATE_POST, { input: { content: 'Made it through onboarding' } }, cookie);
    expect(created.data.createPost.__typename).toBe('MutationCreatePostSuccess');
  });

  it('lets the member sign out', async () => {
    const member = await newcomer();
    const cookie = await cookieFor(app, member);
    expect((await graphql(app, 'mutation { signOut }', {}, cookie)).data).toEqual({ signOut: true });
  });

  it('refuses to combine signing in with other writes, whoever signs in (the rule could not see who)', async () => {
    const member = await newcomer();
    const query = `mutation($login: String!) { signIn(login: $login, password: "correct-horse-battery") { __typename } createPost(input: { content: "x" }) { __typename } }`;
    const body = await graphql(app, query, { login: member.email });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: expect.stringMatching(/operation of its own/),
    });
    expect(await app.services.prisma.post.count({ where: { authorId: member.id } })).toBe(0);
  });
});

describe('the rule', () => {
  const confined = { dadType: null, location: null };
  const onboarded = { dadType: 'new' as const, location: 'Austin, TX' };

  it('confines only a signed-in member without a dad type or a location', () => {
    expect(restWriteRefusal(confined, 'POST', '/posts')?.status).toBe(403);
    expect(restWriteRefusal({ dadType: 'new', location: ' ' }, 'POST', '/posts')?.status).toBe(403);
    expect(restWriteRefusal(onboarded, 'POST', '/posts')).toBeNull();
    expect(restWriteRefusal(null, 'POST', '/posts')).toBeNull();
    expect(restWriteRefusal(confined, 'GET', '/posts')).toBeNull();
    expect(restWriteRefusal(confined, 'PATCH', '/users/onboarding/')).toBeNull();
    expect(restWriteRefusal(confined, 'PATCH', '/users/profile')).toBeNull();
    expect(mutationRefusal(confined, ['completeOnboarding', '__typename'])).toBeNull();
    expect(mutationRefusal(confined, ['completeOnboarding', 'createPost'])?.code).toBe('FORBIDDEN');
    expect(mutationRefusal(onboarded, ['register', 'createPost'])?.code).toBe('BAD_USER_INPUT');
  });
});
