/**
 * One log line per request, naming what an operator needs and nothing a leaked log should hold: no headers
 * (cookies, tokens), no query string (mailed links' tokens), the member's id, the GraphQL operation's name;
 * static files below `info`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient } from '../testing/factories.js';

const lines: Record<string, unknown>[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { logLines: (line) => lines.push(line) });
});
afterAll(() => app.close());

/** The request lines logged for `url` (its path), once the response has finished. */
async function linesFor(path: string, count = 1) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = lines.filter(
      (line) => (line.req as { url?: string } | undefined)?.url === path && 'responseTime' in line,
    );
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('request log lines', () => {
  it('name the route, status, duration, request id and member, and never a header or the query string', async () => {
    const member = await buildUser(app.services.prisma);
    const client = await signedInClient(app, member);
    const response = await client.get('/api/auth/user?token=secret-in-a-link');
    expect(response.status).toBe(200);
    const [line, ...more] = await linesFor('/api/auth/user');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      req: { id: response.headers.get('x-request-id'), method: 'GET', url: '/api/auth/user' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      memberId: member.id,
    });
    const text = JSON.stringify(line);
    expect(text).not.toMatch(/secret-in-a-link|cookie|user-agent|headers/i);
    expect(text.length).toBeLessThan(400);
  });

  it('name the GraphQL operation and its member', async () => {
    const member = await buildUser(app.services.prisma);
    const client = await signedInClient(app, member);
    const response = await client.post('/graphql', {
      json: { query: 'query WhoAmI { viewer { id } }', operationName: 'WhoAmI' },
    });
    expect(response.status).toBe(200);
    const [line] = await linesFor('/graphql');
    expect(line).toMatchObject({ operation: 'WhoAmI', memberId: member.id, res: { statusCode: 200 } });
  });

  it('keep static files below info, and a visitor without a member', async () => {
    await app.client().get('/assets/no-such-file.js');
    await app.client().get('/api/users/count');
    const [visitor] = await linesFor('/api/users/count');
    expect(visitor).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(visitor).not.toHaveProperty('memberId');
    // Answered before the visitor's request was sent: its line, at info, would be in by now.
    expect(
      lines.filter((line) => (line.req as { url?: string } | undefined)?.url === '/assets/no-such-file.js'),
    ).toEqual([]);
  });
});
