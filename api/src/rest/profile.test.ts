import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scene } from '../testing/images.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { signedInClient, signedInMember, TEST_PASSWORD } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { refused } from '../testing/rest.js';

// One app, and so one load of the moderation model, for the whole file.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.services.moderation.ready();
}, 120_000);
afterAll(() => app.close());

const stored = (id: string) => app.services.prisma.user.findUniqueOrThrow({ where: { id } });

/** A multipart body: text fields as they are, lists as JSON text, and an optional profileImage. */
function profileForm(fields: Record<string, unknown>, image?: { data: Buffer; type?: string; name?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  if (image)
    form.append(
      'profileImage',
      new Blob([new Uint8Array(image.data)], { type: image.type ?? 'image/jpeg' }),
      image.name ?? 'me.jpg',
    );
  return { multipart: form };
}

const patchProfile = (client: HttpClient, json: Record<string, unknown>) =>
  client.patch('/api/users/profile', { json });

describe('GET /api/users/profile-options', () => {
  it('answers every option list, to visitors too', async () => {
    const response = await app.client().get('/api/users/profile-options');
    expect(response.status).toBe(200);
    const options = await response.json();
    expect(options.dadTypes).toHaveLength(10);
    expect(options.dadTypes[4]).toEqual({ value: 'stay-at-home', label: 'Stay-at-Home Dad' });
    expect(options.interests).toHaveLength(23);
    expect(options.watchSports).toHaveLength(17);
    expect(options.playSports).toHaveLength(15);
    expect(options.outdoorActivities).toHaveLength(22);
    expect(options.collectibleTypes).toHaveLength(22);
    expect(options.hairlines).toContain('hat-guy');
    expect(options.familyStructures).toContain('co-parenting');
    expect(options.dadBodTypes).toContain('dad-bod-classic');
    expect(options.visibilities).toEqual(['everyone', 'connections', 'private']);
  });
});

describe('PATCH /api/users/profile', () => {
  it('answers 401 to a visitor, JSON or multipart', async () => {
    await refused(await patchProfile(app.client(), { bio: 'Hi' }), 401, 'Unauthorized');
    await refused(await app.client().patch('/api/users/profile', profileForm({ bio: 'Hi' })), 401, 'Unauthorized');
  });

  it('changes only the fields sent and answers the member as GET /api/auth/user does', async () => {
    const { user, client } = await signedInMember(app, { bio: 'Old bio', firstName: 'Sam', interests: ['Cooking'] });
    const response = await patchProfile(client, { bio: '  Grill master.  ', lastName: 'Smokes' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual(await (await client.get('/api/auth/user')).json());
    expect(body).toMatchObject({
      id: user.id,
      bio: 'Grill master.',
      lastName: 'Smokes',
      firstName: 'Sam',
      interests: ['Cooking'],
    });
    expect(body.emailVisibility).toBe('everyone'); // the member's own settings come with it
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('takes the editor form as multipart: text, lists as JSON text, flags as text, and the avatar', async () => {
    const { user, client } = await signedInMember(app);
    const response = await client.patch(
      '/api/users/profile',
      profileForm(
        {
          firstName: 'Pat',
          dadType: 'stay-at-home',
          location: 'Denver, CO',
          interests: ['Sports', 'Collectibles', 'Outdoor Activities'],
          numberOfKids: '2',
          kidsAges: [4, '7'],
          kidsGenders: ['boy', 'girl'],
          familyStructure: 'co-parenting',
          dadBodType: 'dad-bod-bear',
          hairline: 'hat-guy',
          sportsWatchPreferences: ['football', 'Curling'],
          sportsPlayPreferences: ['Pickleball'],
          sportsFavoriteTeams: [' Denver Broncos ', 'denver broncos', 'Colorado Avalanche'],
          outdoorActivities: ['camping', 'Geocaching'],
          collectiblesTypes: ['Baseball Cards'],
          showEmail: 'true',
          showHairline: 'on',
          showLocation: 'false',
          emailVisibility: 'connections',
        },
        { data: await scene('grill', 2, 640, 640) },
      ),
    );
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      firstName: 'Pat',
      dadType: 'stay-at-home',
      location: 'Denver, CO',
      numberOfKids: 2,
      kidsAges: [4, 7],
      kidsGenders: ['boy', 'girl'],
      familyStructure: 'co-parenting',
      dadBodType: 'dad-bod-bear',
      hairline: 'hat-guy',
      sportsWatchPreferences: ['Football', 'Curling'],
      sportsPlayPreferences: ['Pickleball'],
      sportsFavoriteTeams: ['Denver Broncos', 'Colorado Avalanche'],
      outdoorActivities: ['Camping', 'Geocaching'],
      collectiblesTypes: ['Baseball Cards'],
      showEmail: true,
      showHairline: true,
      showLocation: false,
      emailVisibility: 'connections',
    });
    expect(body.profileImageUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect((await app.client().get(body.profileImageUrl)).status).toBe(200);
    const row = await stored(user.id);
    expect(row).toMatchObject({ dadType: 'stay_at_home', familyStructure: 'co_parenting', hairline: 'hat_guy' });
  });

  it('takes the privacy flags and levels alone, as the Privacy Settings dialog sends them', async () => {
    const { user, client } = await signedInMember(app, { bio: 'Keep me' });
    const response = await patchProfile(client, {
      showDadBodType: true,
      dadBodTypeVisibility: 'private',
      showKidsInfo: false,
    });
    expect(response.status).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      showDadBodType: true,
      dadBodTypeVisibility: 'private',
      showKidsInfo: false,
      bio: 'Keep me',
    });
  });

  it("refuses a username another member has in any case with 409; changing one's own case is fine", async () => {
    const { user: taken } = await signedInMember(app);
    const { user, client } = await signedInMember(app);
    await refused(
      await patchProfile(client, { username: taken.username.toUpperCase() }),
      409,
      'That username is already taken.',
    );
    expect((await stored(user.id)).username).toBe(user.username);
    const response = await patchProfile(client, { username: user.username.toUpperCase() });
    expect(response.status).toBe(200);
    expect((await response.json()).username).toBe(user.username.toUpperCase());
  });

  it('stores the e-mail lower-case, and refuses one in use with 409', async () => {
    const { user: other } = await signedInMember(app);
    const { user, client } = await signedInMember(app);
    await refused(
      await patchProfile(client, { email: other.email.toUpperCase() }),
      409,
      'That email is already in use.',
    );
    const response = await patchProfile(client, { email: '  New.Address@Example.COM ' });
    expect(response.status).toBe(200);
    expect((await stored(user.id)).email).toBe('new.address@example.com');
  });

  it("clears optional fields with '' or null", async () => {
    const { user, client } = await signedInMember(app, {
      bio: 'Bio',
      familyStructure: 'nuclear',
      hairline: 'full',
      numberOfKids: 3,
    });
    const response = await patchProfile(client, {
      bio: '',
      familyStructure: '',
      hairline: null,
      numberOfKids: null,
      kidsAges: [],
    });
    expect(response.status).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      bio: null,
      familyStructure: null,
      hairline: null,
      numberOfKids: null,
      kidsAges: [],
    });
  });

  it('stores the sports lists empty without the Sports interest, and the collectibles without Collectibles', async () => {
    const { user, client } = await signedInMember(app, {
      interests: ['Sports', 'Collectibles'],
      sportsWatchPreferences: ['Golf'],
      sportsFavoriteTeams: ['Chicago Cubs'],
      collectiblesTypes: ['Coins'],
    });
    const response = await patchProfile(client, { interests: ['Cooking'], sportsPlayPreferences: ['Golf'] });
    expect(response.status).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      interests: ['Cooking'],
      sportsWatchPreferences: [],
      sportsPlayPreferences: [],
      sportsFavoriteTeams: [],
      collectiblesTypes: [],
    });
  });

  const tooLong = (n: number) => 'x'.repeat(n);
  it.each([
    [
      'a short username',
      { username: 'ab' },
      'Username must be 3-20 characters: letters, numbers and underscores only.',
    ],
    [
      'a username with a dash',
      { username: 'grill-dad' },
      'Username must be 3-20 characters: letters, numbers and underscores only.',
    ],
    ['an invalid e-mail', { email: 'not-an-email' }, 'Enter a valid e-mail address.'],
    ['an emptied location', { location: '  ' }, 'Location cannot be empty: your profile needs it.'],
    ['a null location', { location: null }, 'Location cannot be empty: your profile needs it.'],
    ['a long location', { location: tooLong(101) }, 'Location must be at most 100 characters.'],
    ['an emptied dad type', { dadType: '' }, 'Dad type cannot be empty: your profile needs it.'],
    ['an unknown dad type', { dadType: 'cool' }, expect.stringContaining('Choose a dad type: new, experienced')],
    ['a long bio', { bio: tooLong(501) }, 'Bio must be at most 500 characters.'],
    ['a long first name', { firstName: tooLong(51) }, 'First name must be at most 50 characters.'],
    ['a number as last name', { lastName: 7 }, 'Last name must be text.'],
    [
      'an unknown family structure',
      { familyStructure: 'commune' },
      expect.stringContaining('Family structure must be one of: nuclear'),
    ],
    [
      'an underscore-less dad bod',
      { dadBodType: 'classic' },
      expect.stringContaining('Dad bod type must be one of: dad-bod-classic'),
    ],
    [
      'an unknown hairline',
      { hairline: 'mullet' },
      expect.stringContaining('Hairline must be one of: full, receding, bald-spot'),
    ],
    ['21 kids', { numberOfKids: 21 }, 'Number of kids must be a whole number from 0 to 20.'],
    ['a fraction of a kid', { numberOfKids: 1.5 }, 'Number of kids must be a whole number from 0 to 20.'],
    ['a kid aged 61', { kidsAges: [3, 61] }, 'Kids ages must be whole numbers from 0 to 60.'],
    ['a negative age', { kidsAges: [-1] }, 'Kids ages must be whole numbers from 0 to 60.'],
    ['ages that are not a list', { kidsAges: 'three' }, 'Kids ages must be a list.'],
    ['21 ages', { kidsAges: Array.from({ length: 21 }, () => 1) }, 'List at most 20 kids ages.'],
    [
      'an outdoor activity not on the list',
      { outdoorActivities: ['Camping', 'Base Jumping'] },
      'Outdoor activities must be chosen from the list.',
    ],
    [
      'a collectible not on the list',
      { collectiblesTypes: ['Bottle Caps'] },
      'Collectible types must be chosen from the list.',
    ],
    ['an empty custom sport', { sportsWatchPreferences: ['  '] }, 'A sport cannot be empty.'],
    ['a long custom sport', { sportsPlayPreferences: [tooLong(41)] }, 'Each sport must be at most 40 characters.'],
    ['an empty team', { sportsFavoriteTeams: [''] }, 'A favorite team cannot be empty.'],
    ['a long team', { sportsFavoriteTeams: [tooLong(61)] }, 'Each favorite team must be at most 60 characters.'],
    [
      '21 teams',
      { sportsFavoriteTeams: Array.from({ length: 21 }, (_, i) => `Team ${i}`) },
      'Favorite teams: list at most 20.',
    ],
    ['a show flag that is not yes or no', { showEmail: 'perhaps' }, 'showEmail must be true or false.'],
    [
      'an unknown visibility level',
      { emailVisibility: 'friends' },
      'emailVisibility must be one of: everyone, connections, private.',
    ],
    ["someone else's image", { profileImageUrl: 'https://example.com/me.jpg' }, 'Attach an image you uploaded.'],
  ])(
    'refuses %s with 400 and the field named, writing nothing (good fields beside it included)',
    async (_label, fields, message) => {
      const { user, client } = await signedInMember(app, { interests: ['Sports', 'Collectibles'] });
      const before = await stored(user.id);
      const response = await patchProfile(client, { bio: 'A good change', firstName: 'Good', ...fields });
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(body.message).toEqual(message);
      expect(body.errors?.[0]?.field.split('.')[0]).toBe(Object.keys(fields)[0]);
      expect(await stored(user.id)).toEqual(before);
    },
  );

  it('refuses a bad field in the multipart form too, without keeping the avatar that came with it', async () => {
    const { user, client } = await signedInMember(app);
    const before = await stored(user.id);
    const response = await client.patch(
      '/api/users/profile',
      profileForm({ bio: 'New', username: 'x' }, { data: await scene() }),
    );
    expect(response.status).toBe(400);
    expect(await stored(user.id)).toEqual(before);
    expect(await app.services.prisma.upload.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it('refuses an avatar over 5 MB (413) and a file that is not an image (415), changing nothing', async () => {
    const { user, client } = await signedInMember(app);
    const before = await stored(user.id);
    const big = await client.patch(
      '/api/users/profile',
      profileForm({ bio: 'New' }, { data: Buffer.alloc(5 * 1024 * 1024 + 1) }),
    );
    await refused(big, 413, 'File too large: please select an image under 5MB');
    const text = await client.patch(
      '/api/users/profile',
      profileForm({ bio: 'New' }, { data: Buffer.from('not a picture'), type: 'image/png', name: 'x.png' }),
    );
    await refused(text, 415, 'Only images can be uploaded (JPEG, PNG, WebP or GIF).');
    expect(await stored(user.id)).toEqual(before);
  });

  it('ignores fields it does not know and read-only ones (role, dadScore)', async () => {
    const { user, client } = await signedInMember(app);
    const response = await patchProfile(client, {
      role: 'admin',
      dadScore: 9000,
      favouriteGrill: 'Weber',
      bio: 'Still a member',
    });
    expect(response.status).toBe(200);
    expect(await stored(user.id)).toMatchObject({ role: 'member', dadScore: 0, bio: 'Still a member' });
  });

  it('sets the avatar from an image uploaded before, and removes it with null', async () => {
    const { user, client } = await signedInMember(app);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await scene())], { type: 'image/jpeg' }), 'me.jpg');
    const { imageUrl } = await (await client.post('/api/uploads/images', { multipart: form })).json();
    expect((await (await patchProfile(client, { profileImageUrl: imageUrl })).json()).profileImageUrl).toBe(imageUrl);
    expect((await (await patchProfile(client, { profileImageUrl: null })).json()).profileImageUrl).toBeNull();
    expect((await stored(user.id)).profileImageUrl).toBeNull();
  });
});

describe('POST /api/users/change-password', () => {
  const change = (client: HttpClient, json: Record<string, unknown>) =>
    client.post('/api/users/change-password', { json });

  it('answers 401 to a visitor', async () => {
    await refused(
      await change(app.client(), { currentPassword: TEST_PASSWORD, newPassword: 'new-password-1' }),
      401,
      'Unauthorized',
    );
  });

  it.each([
    ['no current password', { newPassword: 'new-password-1' }, 'Enter your current password.'],
    ['no new password', { currentPassword: TEST_PASSWORD }, 'Enter a new password.'],
    [
      'a short new password',
      { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      'New password must be at least 8 characters long',
    ],
    [
      'a wrong current password',
      { currentPassword: 'not-my-password', newPassword: 'new-password-1' },
      'Current password is incorrect.',
    ],
  ])('refuses %s with 400, keeping the password', async (_label, json, message) => {
    const { user, client } = await signedInMember(app);
    const before = (await stored(user.id)).passwordHash;
    await refused(await change(client, json), 400, message);
    expect((await stored(user.id)).passwordHash).toBe(before);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('changes the password, signs out the other sessions and keeps this one', async () => {
    const { user, client } = await signedInMember(app);
    const otherBrowser = await signedInClient(app, user);
    const response = await change(client, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-grill-9' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Password changed' });
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await otherBrowser.get('/api/auth/user')).status).toBe(401);
    const withOld = await app.client().post('/api/login', { json: { email: user.email, password: TEST_PASSWORD } });
    expect(withOld.status).toBe(401);
    const withNew = await app
      .client()
      .post('/api/login', { json: { email: user.email, password: 'brand-new-grill-9' } });
    expect(withNew.status).toBe(200);
  });

  it('is throttled like sign-in: guessing the current password ends in 429', async () => {
    const { client } = await signedInMember(app);
    for (let i = 0; i < 10; i++) {
      expect(
        (await change(client, { currentPassword: `guess-${i}-password`, newPassword: 'new-password-1' })).status,
      ).toBe(400);
    }
    const blocked = await change(client, { currentPassword: TEST_PASSWORD, newPassword: 'new-password-1' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('PATCH /api/users/feed-settings', () => {
  const feed = (client: HttpClient, json: unknown) => client.patch('/api/users/feed-settings', { json });

  it('answers 401 to a visitor', async () => {
    await refused(await feed(app.client(), { filterPoliticalContent: true }), 401, 'Unauthorized');
  });

  it('turns the political content filter on and off', async () => {
    const { user, client } = await signedInMember(app);
    const on = await feed(client, { filterPoliticalContent: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ filterPoliticalContent: true });
    expect((await stored(user.id)).filterPoliticalContent).toBe(true);
    expect(await (await feed(client, { filterPoliticalContent: false })).json()).toEqual({
      filterPoliticalContent: false,
    });
    expect((await stored(user.id)).filterPoliticalContent).toBe(false);
  });

  it.each([
    [{}],
    [{ filterPoliticalContent: 'true' }],
    [{ filterPoliticalContent: null }],
    [{ filterPoliticalContent: 1 }],
  ])('refuses %j with 400', async (json) => {
    const { user, client } = await signedInMember(app);
    await refused(await feed(client, json), 400, 'filterPoliticalContent must be true or false.');
    expect((await stored(user.id)).filterPoliticalContent).toBe(false);
  });
});
