/**
 * Bad input over /api (docs/validation.md): every bad input is a 400 with a clear message, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { fingerprinter, type Fingerprint } from '../fuzz/fingerprint.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildGroup, buildPost, buildUser, signedInClient } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';

let app: TestApp;
let client: HttpClient;
let postId: string;
let commentId: string;
let groupId: string;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  app = await createTestApp();
  const member = await buildUser(app.services.prisma);
  client = await signedInClient(app, member);
  postId = (await buildPost(app.services.prisma, member.id)).id;
  commentId = (await app.services.prisma.comment.create({ data: { postId, authorId: member.id, content: 'First' } }))
    .id;
  groupId = (await buildGroup(app.services.prisma, member.id, { isPublic: true })).id;
  fingerprint = await fingerprinter(app.db);
});
afterAll(() => app.close());

type Body = Parameters<HttpClient['request']>[2];

/** Sends the request and expects a 400 with a message, and the database exactly as it was. */
async function expectRefused(method: string, path: string, body?: Body, headers?: Record<string, string>) {
  const before = await fingerprint();
  const response = await client.request(method, path, body, headers);
  const answer = (await response.json()) as { message?: string };
  expect({ status: response.status, message: typeof answer.message }).toEqual({ status: 400, message: 'string' });
  expect(await fingerprint()).toEqual(before);
  return answer.message!;
}

const NUL = 'dad\u0000joke';

describe('a NUL character in any text field', () => {
  it.each([
    ['POST', '/api/posts', { content: NUL }, 'content'],
    ['POST', '/api/posts', { content: 'ok', hashtags: ['bbq', NUL] }, 'hashtags.1'],
    ['POST', '/api/posts', { content: 'Poll', pollQuestion: 'Which?', pollOptions: ['a', NUL] }, 'pollOptions.1'],
    ['POST', '/api/groups', { name: NUL }, 'name'],
    ['POST', '/api/events', { title: 'Cookout', startDate: '2030-06-01T18:00:00Z', location: NUL }, 'location'],
    [
      'POST',
      '/api/register',
      { email: `x${NUL}@example.com`, username: 'nul_dad', password: 'correct-horse-battery', confirmAdult: true },
      'email',
    ],
    ['POST', '/api/login', { email: NUL, password: 'whatever-it-is' }, 'email'],
    ['POST', '/api/users/send-invites', { emails: [`a${NUL}@example.com`] }, 'emails.0'],
    ['PATCH', '/api/users/onboarding', { dadType: 'experienced', location: NUL, interests: ['bbq'] }, 'location'],
  ])('%s %s is a 400 naming the field', async (method, path, json, field) => {
    expect(await expectRefused(method, path, { json })).toBe(`${field} must not contain the NUL character (U+0000).`);
  });

  it('in a comment, an edit, a search, an address and a multipart form too', async () => {
    await expectRefused('POST', `/api/posts/${postId}/comments`, { json: { content: NUL } });
    await expectRefused('PUT', `/api/posts/${postId}`, { json: { content: NUL } });
    await expectRefused('PUT', `/api/comments/${commentId}`, { json: { content: NUL } });
    await expectRefused('GET', `/api/search?query=${encodeURIComponent(NUL)}`);
    await expectRefused('GET', '/api/posts/%00');
    const form = new FormData();
    form.append('content', NUL);
    expect(await expectRefused('POST', '/api/posts', { multipart: form })).toMatch(/content must not contain the NUL/);
  });
});

describe('a lone surrogate (half a UTF-16 pair) in text', () => {
  it.each([
    ['POST', '/api/posts', { content: 'ok', hashtags: ['a\ud800b'] }, 'hashtags.0'],
    [
      'PATCH',
      '/api/users/onboarding',
      { dadType: 'experienced', location: 'Austin', interests: ['A\udc00ustin'] },
      'interests.0',
    ],
    ['POST', '/api/posts', { content: 'x\ud800' }, 'content'],
  ])('%s %s is a 400 naming the field', async (method, path, json, field) => {
    expect(await expectRefused(method, path, { json })).toBe(
      `${field} must be valid Unicode text (it holds a lone surrogate).`,
    );
  });
});

describe('event dates', () => {
  it.each([
    -8_640_000_000_000_000,
    '-8640000000000000',
    '0000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '1999-12-31T00:00:00Z',
  ])('startDate %s is a 400', async (startDate) => {
    expect(await expectRefused('POST', '/api/events', { json: { title: 'Cookout', startDate } })).toMatch(/startDate/);
  });
});

describe('bodies and addresses a client should not send', () => {
  it('a gzip Content-Encoding on a plain body', async () => {
    const message = await expectRefused(
      'POST',
      '/api/posts',
      { raw: '{"content":"x"}', type: 'application/json' },
      { 'content-encoding': 'gzip' },
    );
    expect(message).toBe('The request body is not valid for its Content-Encoding.');
  });

  it('a real gzip body is read', async () => {
    const response = await client.request(
      'POST',
      '/api/posts',
      { raw: gzipSync('{"content":"zipped"}') as unknown as string, type: 'application/json' },
      { 'content-encoding': 'gzip' },
    );
    expect(response.status).toBe(201);
  });

  it('a truncated multipart body', async () => {
    const body = '--X\r\nContent-Disposition: form-data; name="content"\r\n\r\nhel';
    expect(await expectRefused('POST', '/api/posts', { raw: body, type: 'multipart/form-data; boundary=X' })).toBe(
      'The multipart body is incomplete or malformed.',
    );
  });

  it('a malformed %-escape in the address', async () => {
    expect(await expectRefused('GET', '/api/posts/%E0%A4%A')).toBe(
      'The address is not valid: it has a malformed %-escape.',
    );
  });

  it('a 10,000-deep brace nest', async () => {
    await expectRefused('POST', '/api/posts', {
      raw: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      type: 'application/json',
    });
    await expectRefused('POST', '/api/groups', {
      raw: `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      type: 'application/json',
    });
  });
});

describe('yes/no fields', () => {
  it('isPublic "perhaps" is a 400, not a private group or event', async () => {
    expect(await expectRefused('POST', '/api/groups', { json: { name: 'Maybe dads', isPublic: 'perhaps' } })).toBe(
      'isPublic must be true or false.',
    );
    await expectRefused('POST', '/api/events', {
      json: { title: 'Maybe', startDate: '2030-06-01T18:00:00Z', isPublic: 'perhaps' },
    });
    await expectRefused('POST', '/api/groups', { form: { name: 'Form dads', isPublic: 'perhaps' } });
  });

  it('"on" from a form checkbox still means yes', async () => {
    const response = await client.post('/api/groups', { form: { name: 'Checkbox dads', isPublic: 'on' } });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { isPublic: boolean }).isPublic).toBe(true);
  });
});

describe('paging', () => {
  it.each([
    '/api/posts?limit=-1',
    '/api/posts?cursor=garbage',
    `/api/groups/posts/feed?groupId=${'x'}`,
    '/api/groups/posts/feed?cursor=%E2%9C%93',
    '/api/notifications?limit=-1',
    '/api/groups/user?limit=-1',
    '/api/channels/followed?limit=-1',
    '/api/connections?limit=-1',
  ])('%s is a 400', async (path) => {
    await expectRefused('GET', path);
  });

  it.each(['0000-01-01T00:00:00.000Z', '-000001-01-01T00:00:00.000Z'])(
    'a forged feed cursor dated %s is a 400',
    async (date) => {
      const cursor = Buffer.from(`${date}|${postId}`).toString('base64url');
      await expectRefused('GET', `/api/posts?cursor=${cursor}`);
      await expectRefused('GET', `/api/groups/posts/feed?cursor=${cursor}`);
    },
  );

  it('keeps group ids it was given out of the way of malformed ones', async () => {
    const response = await client.get(`/api/groups/posts/feed?groupId=${groupId}`);
    expect(response.status).toBe(200);
  });
});
