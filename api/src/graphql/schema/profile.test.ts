import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scene } from '../../testing/images.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, signedInClient, signedInMember, TEST_PASSWORD } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
  await app.services.moderation.ready();
}, 60_000);
afterAll(() => app.close());

const prisma = () => app.services.prisma;
const stored = (id: string) => prisma().user.findUniqueOrThrow({ where: { id } });

const ERROR = '... on AppError { code message fieldErrors { field message } }';
const USER =
  'id username firstName bio location dadType familyStructure hairline kidsAges interests sportsWatchPreferences outdoorActivities profileImageUrl showEmail emailVisibility filterPoliticalContent';

const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ${ERROR}
  ... on MutationUpdateProfileSuccess { data { user { ${USER} } } } } }`;
const UPDATE_PRIVACY = `mutation($input: PrivacySettingsInput!) { updatePrivacySettings(input: $input) { __typename ${ERROR}
  ... on MutationUpdatePrivacySettingsSuccess { data { ${USER} showDadBodType dadBodTypeVisibility } } } }`;
const UPDATE_FEED = `mutation($on: Boolean!) { updateFeedSettings(filterPoliticalContent: $on) { __typename ${ERROR}
  ... on MutationUpdateFeedSettingsSuccess { data { filterPoliticalContent } } } }`;
const CHANGE_PASSWORD = `mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) {
  __typename ${ERROR} ... on MutationChangePasswordSuccess { data { success } } } }`;
const DELETE_ACCOUNT = `mutation($password: String!) { deleteAccount(password: $password) { __typename ${ERROR}
  ... on MutationDeleteAccountSuccess { data { success } } } }`;

describe('Query.profileOptions', () => {
  it('answers the lists in GraphQL spelling, to visitors too, without touching the database', async () => {
    statements = 0;
    const body = await graphql(
      app,
      `{ profileOptions { dadTypes { value label } familyStructures dadBodTypes hairlines visibilities interests watchSports playSports
        outdoorActivities collectibleTypes } }`,
    );
    expect(statements).toBe(0);
    expect(body.errors).toBeUndefined();
    const options = body.data.profileOptions;
    expect(options.dadTypes).toHaveLength(10);
    expect(options.dadTypes).toContainEqual({ value: 'stay_at_home', label: 'Stay-at-Home Dad' });
    expect(options.familyStructures).toContain('co_parenting');
    expect(options.hairlines).toContain('bald_spot');
    expect(options.dadBodTypes[0]).toBe('dad_bod_classic');
    expect(options.visibilities).toEqual(['everyone', 'connections', 'private']);
    expect([options.interests.length, options.watchSports.length, options.playSports.length]).toEqual([23, 17, 15]);
    expect([options.outdoorActivities.length, options.collectibleTypes.length]).toEqual([22, 22]);
    // Priced exactly: the options object and its ten dad types (docs/graphql-limits.md).
    expect((body as { extensions?: { cost?: unknown } }).extensions?.cost).toMatchObject({
      requestedQueryCost: 11,
      actualQueryCost: 11,
    });
  });
});

describe('Mutation.updateProfile', () => {
  it('refuses a visitor', async () => {
    const body = await graphql(app, UPDATE_PROFILE, { input: { bio: 'Hi' } });
    expect(body.data.updateProfile).toMatchObject({ __typename: 'AppError', code: 'UNAUTHENTICATED' });
  });

  it('edits the fields given and answers the member, with the same rules as /api', async () => {
    const { user, cookie } = await signedInMember(app, { interests: ['Cooking'], bio: 'Old' });
    const body = await graphql(
      app,
      UPDATE_PROFILE,
      {
        input: {
          firstName: 'Gus',
          dadType: 'stay_at_home',
          familyStructure: 'co_parenting',
          hairline: 'hat_guy',
          kidsAges: [2, 9],
          interests: ['Sports', 'Outdoor Activities'],
          sportsWatchPreferences: ['golf', 'Curling'],
          outdoorActivities: ['fishing'],
          bio: null,
        },
      },
      cookie,
    );
    expect(body.data.updateProfile.__typename).toBe('MutationUpdateProfileSuccess');
    expect(body.data.updateProfile.data.user).toMatchObject({
      username: user.username,
      firstName: 'Gus',
      bio: null,
      location: 'Austin, TX',
      dadType: 'stay_at_home',
      familyStructure: 'co_parenting',
      hairline: 'hat_guy',
      kidsAges: [2, 9],
      sportsWatchPreferences: ['Golf', 'Curling'],
      outdoorActivities: ['Fishing'],
      emailVisibility: 'everyone',
    });
  });

  it.each([
    [
      'a bad username',
      { username: 'a b' },
      'BAD_USER_INPUT',
      'Username must be 3-20 characters: letters, numbers and underscores only.',
    ],
    ['an emptied location', { location: '' }, 'BAD_USER_INPUT', 'Location cannot be empty: your profile needs it.'],
    ['an emptied dad type', { dadType: null }, 'BAD_USER_INPUT', 'Dad type cannot be empty: your profile needs it.'],
    [
      'an outdoor activity not on the list',
      { outdoorActivities: ['Napping'] },
      'BAD_USER_INPUT',
      'Outdoor activities must be chosen from the list.',
    ],
    [
      'an image not uploaded by the member',
      { profileImageUrl: '/uploads/not-mine.jpg' },
      'BAD_USER_INPUT',
      'Attach an image you uploaded.',
    ],
  ])('answers %s with AppError %s, writing nothing', async (_label, input, code, message) => {
    const { user, cookie } = await signedInMember(app);
    const before = await stored(user.id);
    const body = await graphql(app, UPDATE_PROFILE, { input: { bio: 'Good change', ...input } }, cookie);
    expect(body.data.updateProfile).toMatchObject({ __typename: 'AppError', code, message });
    expect(await stored(user.id)).toEqual(before);
  });

  it('answers CONFLICT for a username taken in another case', async () => {
    const { user: taken } = await signedInMember(app);
    const { cookie } = await signedInMember(app);
    const body = await graphql(app, UPDATE_PROFILE, { input: { username: taken.username.toUpperCase() } }, cookie);
    expect(body.data.updateProfile).toMatchObject({ code: 'CONFLICT', message: 'That username is already taken.' });
  });

  it('sets the avatar to an image the member uploaded, and not to one someone else did', async () => {
    const { user, cookie } = await signedInMember(app);
    const uploader = await buildUser(prisma());
    const upload = async (who: { email: string }) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await scene())], { type: 'image/jpeg' }), 'me.jpg');
      return (await (await (await signedInClient(app, who)).post('/api/uploads/images', { multipart: form })).json())
        .imageUrl as string;
    };
    const theirs = await upload(uploader);
    expect(
      (await graphql(app, UPDATE_PROFILE, { input: { profileImageUrl: theirs } }, cookie)).data.updateProfile.code,
    ).toBe('BAD_USER_INPUT');
    const mine = await upload(user);
    const body = await graphql(
      app,
      UPDATE_PROFILE,
      { input: { profileImageUrl: `${app.config.publicUrl}${mine}` } },
      cookie,
    );
    expect(body.data.updateProfile.data.user.profileImageUrl).toBe(mine);
  });

  it('is open to a member who has not finished onboarding, as are the other profile mutations', async () => {
    const { user, cookie } = await signedInMember(app, { dadType: null, location: null });
    const body = await graphql(app, UPDATE_PROFILE, { input: { location: 'Boise, ID', dadType: 'new' } }, cookie);
    expect(body.data.updateProfile.data.user).toMatchObject({ location: 'Boise, ID', dadType: 'new' });
    await prisma().user.update({ where: { id: user.id }, data: { dadType: null } });
    expect(
      (await graphql(app, UPDATE_PRIVACY, { input: { showEmail: true } }, cookie)).data.updatePrivacySettings
        .__typename,
    ).toBe('MutationUpdatePrivacySettingsSuccess');
    expect((await graphql(app, DELETE_ACCOUNT, { password: 'wrong-password' }, cookie)).data.deleteAccount.code).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('Mutation.updatePrivacySettings and updateFeedSettings', () => {
  it('changes the flags and levels given, and nothing else', async () => {
    const { user, cookie } = await signedInMember(app, { bio: 'Keep' });
    const body = await graphql(
      app,
      UPDATE_PRIVACY,
      { input: { showDadBodType: true, dadBodTypeVisibility: 'connections', showEmail: null } },
      cookie,
    );
    expect(body.data.updatePrivacySettings.data).toMatchObject({
      showDadBodType: true,
      dadBodTypeVisibility: 'connections',
      showEmail: false,
      bio: 'Keep',
    });
    expect(await stored(user.id)).toMatchObject({
      showDadBodType: true,
      dadBodTypeVisibility: 'connections',
      showEmail: false,
    });
  });

  it('turns the political content filter on', async () => {
    const { user, cookie } = await signedInMember(app);
    const body = await graphql(app, UPDATE_FEED, { on: true }, cookie);
    expect(body.data.updateFeedSettings.data).toEqual({ filterPoliticalContent: true });
    expect((await stored(user.id)).filterPoliticalContent).toBe(true);
    expect((await graphql(app, UPDATE_FEED, { on: true })).data.updateFeedSettings.code).toBe('UNAUTHENTICATED');
  });
});

describe('Mutation.changePassword', () => {
  it('refuses a wrong current password with BAD_USER_INPUT (the session stays) and a short new one', async () => {
    const { cookie } = await signedInMember(app);
    const wrong = await graphql(app, CHANGE_PASSWORD, { current: 'not-it-at-all', next: 'long-enough-1' }, cookie);
    expect(wrong.data.changePassword).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Current password is incorrect.',
    });
    const short = await graphql(app, CHANGE_PASSWORD, { current: TEST_PASSWORD, next: 'short' }, cookie);
    expect(short.data.changePassword).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'New password must be at least 8 characters long',
    });
    expect((await graphql(app, '{ viewer { id } }', {}, cookie)).data.viewer).not.toBeNull();
  });

  it('changes it and signs out the other sessions only', async () => {
    const { user, cookie } = await signedInMember(app);
    const other = await cookieFor(app, user);
    const body = await graphql(app, CHANGE_PASSWORD, { current: TEST_PASSWORD, next: 'new-grill-password' }, cookie);
    expect(body.data.changePassword).toEqual({ __typename: 'MutationChangePasswordSuccess', data: { success: true } });
    expect((await graphql(app, '{ viewer { id } }', {}, cookie)).data.viewer).toEqual({ id: expect.any(String) });
    expect((await graphql(app, '{ viewer { id } }', {}, other)).data.viewer).toBeNull();
    const signIn = await app
      .client()
      .post('/api/login', { json: { email: user.email, password: 'new-grill-password' } });
    expect(signIn.status).toBe(200);
  });
});

describe('Mutation.deleteAccount', () => {
  it('refuses a wrong password, and a visitor', async () => {
    const { user, cookie } = await signedInMember(app);
    expect(
      (await graphql(app, DELETE_ACCOUNT, { password: 'nope-nope-nope' }, cookie)).data.deleteAccount,
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Password is incorrect.',
    });
    expect((await graphql(app, DELETE_ACCOUNT, { password: TEST_PASSWORD })).data.deleteAccount.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(await prisma().user.count({ where: { id: user.id } })).toBe(1);
  });

  it('deletes the account and clears the session cookie', async () => {
    const { user } = await signedInMember(app);
    const client = await signedInClient(app, user);
    const { response, body } = await client.graphql<{ deleteAccount: unknown }>(DELETE_ACCOUNT, {
      password: TEST_PASSWORD,
    });
    expect(body.data!.deleteAccount).toEqual({ __typename: 'MutationDeleteAccountSuccess', data: { success: true } });
    expect(response.headers.getSetCookie().join()).toMatch(/dadhood_session=;/);
    expect(client.cookies.size).toBe(0);
    expect(await prisma().user.count({ where: { id: user.id } })).toBe(0);
  });
});
