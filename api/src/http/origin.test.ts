/**
 * CORS: /graphql used to reflect any Origin with credentials. Now our own origin needs no CORS, CORS_ORIGINS
 * may read but never as a member, and any other site gets nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient } from '../testing/factories.js';

const PARTNER = 'https://partner.example';
const FOREIGN = 'https://evil.example';
const QUERY = JSON.stringify({ query: '{ viewer { username } }' });

describe.each([
  ['development', 'development'],
  ['production', 'production'],
])('CORS in %s', (_label, NODE_ENV) => {
  let app: TestApp;
  let cookie: string;
  let username: string;
  beforeAll(async () => {
    // Operation text from any caller: these tests are about origins (persisted operations: protection/persisted.test.ts).
    app = await createTestApp({ NODE_ENV, CORS_ORIGINS: PARTNER, GRAPHQL_PERSISTED_ONLY: 'false' });
    const member = await buildUser(app.services.prisma);
    username = member.username;
    cookie = (await signedInClient(app, member)).cookieHeader();
  });
  afterAll(() => app.close());

  const post = (path: string, origin: string) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: QUERY,
    });
  const preflight = (path: string, origin: string) =>
    fetch(`${app.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  const get = (path: string, origin: string) => fetch(`${app.url}${path}`, { headers: { origin, cookie } });
  const corsHeaders = (response: Response) =>
    [...response.headers.keys()].filter((name) => name.startsWith('access-control-allow')).sort();

  it.each(['/graphql', '/api/notifications/mark-read'])(
    'gives another site no CORS headers on %s, and refuses its writes',
    async (path) => {
      const response = await post(path, FOREIGN);
      expect(response.status).toBe(403);
      expect(corsHeaders(response)).toEqual([]);
      const options = await preflight(path, FOREIGN);
      expect(options.status).toBe(403);
      expect(corsHeaders(options)).toEqual([]);
    },
  );

  it("does not read another site's GET as the member", async () => {
    const response = await get(`/graphql?query=${encodeURIComponent('{ viewer { username } }')}`, FOREIGN);
    expect(corsHeaders(response)).toEqual([]);
    expect(await response.json()).toMatchObject({ data: { viewer: null } });
    const rest = await get('/api/auth/user', FOREIGN);
    expect(corsHeaders(rest)).toEqual([]);
    expect(rest.status).toBe(401);
  });

  it.each(['/graphql', '/api/users/count'])(
    'lets an allow-listed origin read %s, without credentials and without the cookie',
    async (path) => {
      const options = await preflight(path, PARTNER);
      expect(options.status).toBe(204);
      expect(options.headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect(options.headers.get('access-control-allow-credentials')).toBeNull();
      expect(options.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST');
      expect(options.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
      expect(options.headers.get('vary')).toMatch(/Origin/);

      const response = path === '/graphql' ? await post(path, PARTNER) : await get(path, PARTNER);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('access-control-expose-headers')).toMatch(/RateLimit-Remaining/);
      // The member's cookie came along (a sibling subdomain is same-site), but does not sign the request in.
      if (path === '/graphql') expect(await response.json()).toMatchObject({ data: { viewer: null } });
    },
  );

  it("gives credentials to PUBLIC_URL's origin only, which keeps the member's session", async () => {
    const response = await post('/graphql', app.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(app.url);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await response.json()).toMatchObject({ data: { viewer: { username } } });
  });
});
