/**
 * /api/sessions, "Where you're signed in" (docs/sessions.md): the member's browsers with what their user agents
 * say and a masked address, paged; signing one out (its next request is refused), or all but this one. Only the
 * member's own, only from a browser session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient, signedInMember } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const UNKNOWN_ID = '00000000-0000-7000-8000-000000000000';

/** A member signed in from two browsers: a Mac (`desk`) and an iPhone (`phone`), the phone used earlier. */
async function twoBrowsers() {
  const user = await buildUser(app.services.prisma);
  const desk = await signedInClient(app, user, { 'user-agent': MAC_CHROME });
  const phone = await signedInClient(app, user, { 'user-agent': IPHONE_SAFARI });
  // Last used half an hour ago: listed after the desk, and not slid forward by its next request.
  await app.services.prisma.session.updateMany({
    where: { userId: user.id, userAgent: IPHONE_SAFARI },
    data: { lastSeenAt: new Date(Date.now() - 30 * 60 * 1000) },
  });
  return { user, desk, phone };
}

type Listed = { id: string; current: boolean; browser: string | null; os: string | null; device: string | null };

const list = async (client: HttpClient, query = '') => {
  const response = await client.get(`/api/sessions${query}`);
  expect(response.status).toBe(200);
  return { response, sessions: (await response.json()) as (Listed & Record<string, unknown>)[] };
};

const masked = (client: HttpClient) => `${client.ipAddress.split('.').slice(0, 3).join('.')}.x`;

describe('GET /api/sessions', () => {
  it('lists the member’s browsers, this one flagged, each described from its user agent, the address masked', async () => {
    const { desk, phone } = await twoBrowsers();
    const { sessions } = await list(desk);
    expect(sessions).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        current: true,
        browser: 'Chrome 120',
        os: 'macOS',
        device: 'Desktop',
        ipAddress: masked(desk),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
      },
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        current: false,
        browser: 'Safari 17',
        os: 'iOS 17',
        device: 'iPhone',
        ipAddress: masked(phone),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
      },
    ]);
    // From the phone, the phone is the current one.
    expect((await list(phone)).sessions.map((s) => s.current)).toEqual([false, true]);
  });

  it('pages with limit and the cursor of X-Next-Cursor and Link', async () => {
    const { desk } = await twoBrowsers();
    const first = await list(desk, '?limit=1');
    const cursor = first.response.headers.get('x-next-cursor');
    expect(cursor).toEqual(expect.any(String));
    expect(first.response.headers.get('link')).toContain('rel="next"');
    const second = await list(desk, `?limit=1&cursor=${encodeURIComponent(cursor!)}`);
    expect(second.response.headers.get('x-next-cursor')).toBeNull();
    expect([...first.sessions, ...second.sessions].map((s) => s.current)).toEqual([true, false]);
    await refused(await desk.get('/api/sessions?limit=0'), 400);
    await refused(await desk.get('/api/sessions?cursor=nonsense'), 400);
  });

  it('answers 401 to a visitor', async () => {
    const visitor = app.client();
    await refused(await visitor.get('/api/sessions'), 401);
    await refused(await visitor.post('/api/sessions/sign-out-others'), 401);
    await refused(await visitor.delete(`/api/sessions/${UNKNOWN_ID}`), 401);
  });
});

describe('signing out', () => {
  it('signs out another browser: its next request is refused', async () => {
    const { desk, phone } = await twoBrowsers();
    const phoneId = (await list(desk)).sessions.find((s) => !s.current)!.id;
    expect((await desk.delete(`/api/sessions/${phoneId}`)).status).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await desk.get('/api/auth/user')).status).toBe(200);
    expect((await list(desk)).sessions).toHaveLength(1);
    await refused(await desk.delete(`/api/sessions/${phoneId}`), 404, 'Session was not found.');
  });

  it('refuses another member’s session (404, it stays) and a malformed id (400)', async () => {
    const { desk, phone } = await twoBrowsers();
    const stranger = await signedInMember(app);
    const deskId = (await list(desk)).sessions.find((s) => s.current)!.id;
    await refused(await stranger.client.delete(`/api/sessions/${deskId}`), 404, 'Session was not found.');
    await refused(await stranger.client.delete(`/api/sessions/${UNKNOWN_ID}`), 404, 'Session was not found.');
    await refused(await stranger.client.delete('/api/sessions/not-an-id'), 400);
    expect((await desk.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
  });

  it('signs this browser out when it names its own session, clearing the cookie', async () => {
    const { desk } = await twoBrowsers();
    const deskId = (await list(desk)).sessions.find((s) => s.current)!.id;
    const response = await desk.delete(`/api/sessions/${deskId}`);
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/dadhood_session=;.*Max-Age=0/i);
    expect((await desk.get('/api/auth/user')).status).toBe(401);
  });

  it('signs out every other browser, keeping this one, and says how many ended', async () => {
    const { user, desk, phone } = await twoBrowsers();
    const laptop = await signedInClient(app, user);
    const response = await desk.post('/api/sessions/sign-out-others');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: 2 });
    expect((await desk.get('/api/auth/user')).status).toBe(200);
    for (const other of [phone, laptop]) expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await list(desk)).sessions).toHaveLength(1);
    expect(await (await desk.post('/api/sessions/sign-out-others')).json()).toEqual({ ended: 0 });
  });

  it('lets a member still onboarding sign out their other browsers', async () => {
    const user = await buildUser(app.services.prisma, { dadType: null, location: null });
    const [here, there] = [await signedInClient(app, user), await signedInClient(app, user)];
    const thereId = (await list(here)).sessions.find((s) => !s.current)!.id;
    expect((await here.delete(`/api/sessions/${thereId}`)).status).toBe(204);
    expect((await there.get('/api/auth/user')).status).toBe(401);
    expect((await here.post('/api/sessions/sign-out-others')).status).toBe(200);
  });
});

it('refuses an access token, whatever its scopes (403), and ends nothing', async () => {
  const { user, desk } = await twoBrowsers();
  const { token } = await createAccessToken(app.services, user.id, {
    name: 'Bot',
    scopes: ['read', 'write:profile'],
  });
  const bot = app.client();
  bot.bearer = token;
  const deskId = (await list(desk)).sessions.find((s) => s.current)!.id;
  await refused(await bot.get('/api/sessions'), 403);
  await refused(await bot.delete(`/api/sessions/${deskId}`), 403);
  await refused(await bot.post('/api/sessions/sign-out-others'), 403);
  expect(await app.services.prisma.session.count({ where: { userId: user.id } })).toBe(2);
});
