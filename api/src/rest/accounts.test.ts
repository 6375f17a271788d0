import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_BONUS } from '../domain/referrals/reward.js';
import { startSession } from '../domain/sessions/sessions.js';
import { authenticate } from '../http/auth.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { testDatabaseKind } from '../testing/databases.js';
import { buildUser, signedInClient, TEST_PASSWORD, uniqueDigits } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const newMember = (overrides: Record<string, unknown> = {}) => {
  const id = uniqueDigits();
  return {
    email: `New.Dad.${id}@Example.com`,
    username: `NewDad_${id}`,
    password: 'grill-master-9',
    confirmAdult: true,
    ...overrides,
  };
};

describe('GET /api/auth/user', () => {
  it('is 401 {"message":"Unauthorized"} when signed out', async () => {
    const response = await app.client().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('returns the member after POST /api/login', async () => {
    const user = await buildUser(app.services.prisma, { showEmail: false });
    const client = await signedInClient(app, user);
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: user.id, username: user.username, email: user.email, dadType: 'experienced' });
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).toMatchObject({ showLocation: true, showEmail: false, emailVisibility: 'everyone', dadScore: 0 });
  });
});

describe('POST /api/register', () => {
  it('creates the account, signs it in and answers 201 with the member', async () => {
    const input = newMember({ firstName: ' Ray ', lastName: 'Barone' });
    const client = app.client();
    const response = await client.post('/api/register', { json: input });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      username: input.username,
      email: input.email.toLowerCase(),
      firstName: 'Ray',
      lastName: 'Barone',
    });
    expect(body.isProfileComplete).toBe(false);
    const me = await client.get('/api/auth/user');
    expect((await me.json()).id).toBe(body.id);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await app.client().post('/api/register', { json: newMember() });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('dadhood_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toMatch(/Secure/i); // the test app is plain http
  });

  it('redirects a form post to / with 303', async () => {
    const { confirmAdult: _, ...fields } = newMember();
    const client = app.client();
    const response = await client.post('/api/register', { form: { ...fields, confirmAdult: 'on' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it.each([
    ['a malformed e-mail', { email: 'dad-at-home' }, /valid e-mail/],
    ['a short username', { username: 'yo' }, /3-20 characters/],
    ['a username with a space', { username: 'big dad' }, /letters, numbers and underscores/],
    ['a username over 20 characters', { username: 'a'.repeat(21) }, /3-20 characters/],
    ['a short password', { password: 'short' }, /at least 8 characters/],
    ['no 18-or-older confirmation', { confirmAdult: false }, /18 or older/],
  ])('refuses %s with 400 and a clear message', async (_label, change, message) => {
    const before = await app.services.prisma.user.count();
    const response = await app.client().post('/api/register', { json: newMember(change) });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(message);
    expect(await app.services.prisma.user.count()).toBe(before);
  });

  it('refuses a taken e-mail or username (ignoring case) with 409', async () => {
    const taken = await buildUser(app.services.prisma, { username: 'Grill_Sergeant' });
    const sameEmail = await app
      .client()
      .post('/api/register', { json: newMember({ email: taken.email.toUpperCase() }) });
    expect(sameEmail.status).toBe(409);
    expect((await sameEmail.json()).message).toMatch(/e-mail already exists/);
    const sameName = await app.client().post('/api/register', { json: newMember({ username: 'grill_SERGEANT' }) });
    expect(sameName.status).toBe(409);
    expect((await sameName.json()).message).toMatch(/username is already taken/);
  });

  it('settles two simultaneous sign-ups for one username with a single account and a 409', async () => {
    const username = `Twin_${uniqueDigits()}`;
    const responses = await Promise.all([
      app.client().post('/api/register', { json: newMember({ username }) }),
      app.client().post('/api/register', { json: newMember({ username: username.toLowerCase() }) }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await app.db.query(`SELECT id FROM "User" WHERE lower(username) = lower($1)`, [username]);
    expect(rows).toHaveLength(1);
  });

  it('answers 415 to a body that is neither JSON nor a form', async () => {
    const response = await app.client().post('/api/register', { raw: 'email=x', type: 'text/plain' });
    expect(response.status).toBe(415);
  });
});

describe('POST /api/login', () => {
  it('signs in by e-mail or by username, in any case, and answers 200 with the member', async () => {
    const user = await buildUser(app.services.prisma);
    for (const login of [user.email.toUpperCase(), user.username.toUpperCase()]) {
      const response = await app.client().post('/api/login', { json: { email: login, password: TEST_PASSWORD } });
      expect(response.status).toBe(200);
      expect((await response.json()).id).toBe(user.id);
    }
    const byUsernameField = await app
      .client()
      .post('/api/login', { json: { username: user.username, password: TEST_PASSWORD } });
    expect(byUsernameField.status).toBe(200);
  });

  it('refuses a wrong password with 401 and sets no session', async () => {
    const user = await buildUser(app.services.prisma);
    const client = app.client();
    const response = await client.post('/api/login', { json: { email: user.email, password: 'not-my-password' } });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toMatch(/Invalid e-mail, username or password/);
    expect(client.cookies.has('dadhood_session')).toBe(false);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const response = await app
      .client()
      .post('/api/login', { json: { email: 'nobody@example.com', password: 'whatever1' } });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toMatch(/Invalid e-mail, username or password/);
  });

  it('redirects a form sign-in to / and shows a failed one on the sign-in page', async () => {
    const user = await buildUser(app.services.prisma);
    const ok = await app.client().post('/api/login', { form: { email: user.email, password: TEST_PASSWORD } });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/');

    const bad = await app.client().post('/api/login', { form: { email: user.email, password: 'wrong-password' } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('content-type')).toMatch(/text\/html/);
    const html = await bad.text();
    expect(html).toContain('Invalid e-mail, username or password.');
    expect(html).toContain(user.email); // what they typed comes back
    expect(html).not.toContain('wrong-password');
  });

  it('returns a form sign-in to the page the visitor wanted (returnTo), only if it is a page of the app', async () => {
    const user = await buildUser(app.services.prisma);
    const page = await app.client().get('/api/login?returnTo=%2Fposts%2F42');
    expect(await page.text()).toContain('"returnTo":"/posts/42"');
    const back = await app
      .client()
      .post('/api/login', { form: { email: user.email, password: TEST_PASSWORD, returnTo: '/posts/42' } });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/posts/42');
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/api/logout']) {
      const refused = await app
        .client()
        .post('/api/login', { form: { email: user.email, password: TEST_PASSWORD, returnTo: elsewhere } });
      expect(refused.headers.get('location'), elsewhere).toBe('/');
    }
    // Signed in already: straight to the page.
    const client = await signedInClient(app, user);
    const signedIn = await client.get('/api/login?returnTo=%2Fgroups');
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/groups');
  });

  it('starts a new session at every sign-in and ends the one the browser had', async () => {
    const user = await buildUser(app.services.prisma);
    const client = await signedInClient(app, user);
    const first = client.cookies.get('dadhood_session')!;
    await client.post('/api/login', { json: { email: user.email, password: TEST_PASSWORD } });
    const second = client.cookies.get('dadhood_session')!;
    expect(second).not.toBe(first);

    const oldBrowser = app.client();
    oldBrowser.cookies.set('dadhood_session', first);
    expect((await oldBrowser.get('/api/auth/user')).status).toBe(401);
    expect(await app.services.prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it('stores only a hash of the session token', async () => {
    const user = await buildUser(app.services.prisma);
    const client = await signedInClient(app, user);
    const token = client.cookies.get('dadhood_session')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [session] = await app.services.prisma.session.findMany({ where: { userId: user.id } });
    expect(session!.id).not.toContain(token);
    expect(session!.id).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sign-out', () => {
  it.each(['GET', 'POST'])('%s /api/logout ends the session and redirects to /', async (method) => {
    const user = await buildUser(app.services.prisma);
    const client = await signedInClient(app, user);
    const token = client.cookies.get('dadhood_session')!;
    const response = await client.request(method, '/api/logout');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(client.cookies.has('dadhood_session')).toBe(false);
    expect(await app.services.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    const replay = app.client();
    replay.cookies.set('dadhood_session', token);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });
});

describe('sign-out from another site', () => {
  const sessionCount = (userId: string) => app.services.prisma.session.count({ where: { userId } });

  it.each(['same-origin', 'none'])(
    'GET /api/logout with Sec-Fetch-Site: %s (our link, the address bar) signs out',
    async (site) => {
      const user = await buildUser(app.services.prisma);
      const client = await signedInClient(app, user);
      const response = await client.get('/api/logout', { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      expect(await sessionCount(user.id)).toBe(0);
    },
  );

  it.each(['cross-site', 'same-site'])(
    'GET /api/logout with Sec-Fetch-Site: %s asks first and keeps the session',
    async (site) => {
      const user = await buildUser(app.services.prisma);
      const client = await signedInClient(app, user);
      const response = await client.get('/api/logout', { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.getSetCookie()).toEqual([]);
      const html = await response.text();
      expect(html).toContain('Sign out of Dadhood?');
      expect(html).toMatch(
        /<form method="post" action="\/api\/logout"><button type="submit">Sign out<\/button><\/form>/,
      );
      expect(await sessionCount(user.id)).toBe(1);
      expect((await client.get('/api/auth/user')).status).toBe(200);

      // The page's button posts from our own origin, which ends the session.
      const confirmed = await client.post('/api/logout', undefined, {
        origin: app.url,
        'sec-fetch-site': 'same-origin',
      });
      expect(confirmed.status).toBe(303);
      expect(await sessionCount(user.id)).toBe(0);
    },
  );

  it('refuses a cross-site POST /api/logout', async () => {
    const user = await buildUser(app.services.prisma);
    const client = await signedInClient(app, user);
    const response = await client.post('/api/logout', undefined, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe('sessions', () => {
  it('slide: an hour-old session is extended and its cookie sent again', async () => {
    const user = await buildUser(app.services.prisma);
    const client = await signedInClient(app, user);
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    const soon = new Date(Date.now() + 60 * 1000);
    await app.services.prisma.session.updateMany({
      where: { userId: user.id },
      data: { lastSeenAt: hourAgo, expiresAt: soon },
    });
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('dadhood_session='))).toBe(true);
    const session = await app.services.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + app.config.sessionTtlMs - 60_000);
  });

  it('expire: an expired session signs no one in and is removed', async () => {
    const user = await buildUser(app.services.prisma);
    const client = await signedInClient(app, user);
    await app.services.prisma.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await app.services.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('session resolution', () => {
  const statements: string[] = [];
  let counted: TestApp;
  beforeAll(async () => {
    counted = await createTestApp({}, { db: app.db }, { onQuery: ({ query }) => void statements.push(query) });
  });
  afterAll(() => counted.close());

  it('costs one statement, which reads none of the password hash, and writes nothing within the hour', async () => {
    const user = await buildUser(counted.services.prisma);
    const token = (await startSession(counted.services, user.id, { ipAddress: '127.0.0.1', userAgent: undefined }))
      .token;
    for (const round of [1, 2]) {
      statements.length = 0;
      const auth = await authenticate(counted.services, { cookieHeader: `dadhood_session=${token}` });
      expect(auth.viewer, `round ${round}`).toEqual({
        id: user.id,
        username: user.username,
        role: 'member',
        dadType: user.dadType,
        location: user.location,
        totpEnabledAt: null,
        joinedAt: user.joinedAt,
      });
      expect(auth.setCookie).toBeUndefined();
      expect(statements).toHaveLength(1);
      expect(statements[0]).not.toMatch(/passwordHash|"User"\.\*|INSERT|UPDATE|DELETE/);
    }
  });

  it.skipIf(testDatabaseKind === 'pglite')(
    'on PostgreSQL, is prepared once per connection and reused (no plan per request)',
    async () => {
      const user = await buildUser(counted.services.prisma);
      const { token } = await startSession(counted.services, user.id, { ipAddress: '127.0.0.1', userAgent: undefined });
      // One at a time, so the pool hands out the same connection, whose prepared statements the query below lists.
      for (let i = 0; i < 3; i += 1) await authenticate(counted.services, { cookieHeader: `dadhood_session=${token}` });
      const prepared = await counted.services.prisma.$queryRaw<{ name: string; statement: string }[]>`
      SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'hot\_%'`;
      // GET /api/auth/user's variant, which reads the member's row too (to_jsonb), is a statement of its own.
      expect(
        prepared
          .map((p) => p.statement)
          .filter((text) => text.includes('FROM "Session" s JOIN "User" u') && !text.includes('to_jsonb')),
      ).toHaveLength(1);
    },
  );

  it('a stale session (signed out elsewhere) costs one statement and clears the cookie', async () => {
    statements.length = 0;
    const auth = await authenticate(counted.services, { cookieHeader: `dadhood_session=${'x'.repeat(43)}` });
    expect(auth.viewer).toBeNull();
    expect(auth.setCookie).toMatch(/^dadhood_session=;/);
    expect(statements).toHaveLength(1);
  });
});

// Sign-in throttling: domain/accounts/throttle.test.ts; the limit on sign-ups: domain/accounts/register.test.ts.

describe('referrals', () => {
  it('remembers /?ref=CODE through registration; the referrer is rewarded once the newcomer finishes onboarding', async () => {
    const referrer = await buildUser(app.services.prisma, { referralCode: 'GRILL42', dadScore: 10 });
    const visitor = app.client();
    await visitor.get('/?ref=GRILL42');
    expect(visitor.cookies.get('dadhood_ref')).toBe('GRILL42');
    const loginPage = await visitor.get('/api/login?mode=register');
    expect(await loginPage.text()).toContain('GRILL42');

    const response = await visitor.post('/api/register', { json: newMember() });
    expect(response.status).toBe(201);
    const newcomer = await response.json();
    expect(visitor.cookies.has('dadhood_ref')).toBe(false);
    const stored = await app.services.prisma.user.findUniqueOrThrow({ where: { id: newcomer.id } });
    expect(stored).toMatchObject({ referredById: referrer.id, referralRewardedAt: null });
    // Registering alone brings nothing.
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: referrer.id } })).dadScore).toBe(10);
    expect(await app.services.prisma.notification.count({ where: { userId: referrer.id } })).toBe(0);

    const onboarded = await visitor.patch('/api/users/onboarding', {
      json: { dadType: 'new', location: 'Austin, TX' },
    });
    expect(onboarded.status).toBe(200);
    const after = await app.services.prisma.user.findUniqueOrThrow({ where: { id: referrer.id } });
    expect(after.dadScore).toBe(10 + REFERRAL_BONUS);
    const notifications = await app.services.prisma.notification.findMany({ where: { userId: referrer.id } });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ type: 'referral', actorId: newcomer.id, isRead: false });

    // Onboarding again, signing in again, or the same person registering again, rewards nothing more.
    await visitor.patch('/api/users/onboarding', { json: { dadType: 'experienced', location: 'Austin, TX' } });
    await visitor.post('/api/login', { json: { email: newcomer.email, password: 'grill-master-9' } });
    const again = await visitor.post('/api/register', {
      json: { ...newMember(), email: newcomer.email, ref: 'GRILL42' },
    });
    expect(again.status).toBe(409);
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: referrer.id } })).dadScore).toBe(
      10 + REFERRAL_BONUS,
    );
  });

  it('takes the code from the request body too, in any case, and ignores an unknown one', async () => {
    const referrer = await buildUser(app.services.prisma, { referralCode: 'BBQDAD7' });
    const registered = await app.client().post('/api/register', { json: newMember({ ref: 'bbqdad7' }) });
    expect(registered.status).toBe(201);
    const { id } = await registered.json();
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id } })).referredById).toBe(referrer.id);
    const unknown = await app.client().post('/api/register', { json: newMember({ ref: 'NOPE000' }) });
    expect(unknown.status).toBe(201);
    expect(
      (await app.services.prisma.user.findUniqueOrThrow({ where: { id: (await unknown.json()).id } })).referredById,
    ).toBeNull();
  });
});

describe('GET /api/login', () => {
  it('serves the sign-in and create-account page', async () => {
    const response = await app.client().get('/api/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<form[^>]+action="\/api\/login"/);
    expect(html).toMatch(/<form[^>]+action="\/api\/register"/);
  });

  it('sends a signed-in member home', async () => {
    const client = await signedInClient(app, await buildUser(app.services.prisma));
    const response = await client.get('/api/login');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});
