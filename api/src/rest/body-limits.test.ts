/**
 * Bodies over /api: a form of more than 1,000 fields answered 500, and 1 MB of
 * nested JSON arrays sent anonymously to /api/login was refused only after about a second of work. Now every
 * body is held to its route's limits (./body-limits.ts) before any route code sees it: 413 for too large or too
 * many fields, 400 for too deep, and nothing written. "At once" is asserted by the limit that answered (a body
 * refused by its size is never parsed) and, against runaway work only, by the CPU of the thread serving requests
 * (`AT_ONCE_CPU_MS`; the speed of refusals is a benchmark's figure, not a test's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprinter, type Fingerprint } from '../fuzz/fingerprint.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { AT_ONCE_CPU_MS, mainThreadCpuMs } from '../testing/cpu.js';
import { buildUser, signedInClient } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { ACCOUNT_FORM_LIMITS, API_BODY_LIMITS } from './body-limits.js';

let app: TestApp;
let member: HttpClient;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  app = await createTestApp({ PRELOAD_IMAGE_MODERATION: 'false' });
  member = await signedInClient(app, await buildUser(app.services.prisma));
  fingerprint = await fingerprinter(app.db);
  // Warm up: the first requests compile and connect; the CPU figures below are of refusals alone.
  await member.post('/api/login', { json: {} });
  await member.post('/api/posts', { raw: '[[1]]', type: 'application/json' });
});
afterAll(() => app.close());

type Body = Parameters<HttpClient['request']>[2];

/** Sends the request and returns its status, message and main-thread CPU milliseconds; nothing may be written. */
async function send(client: HttpClient, method: string, path: string, body: Body) {
  const before = await fingerprint();
  const cpu = mainThreadCpuMs();
  const response = await client.request(method, path, body);
  const text = await response.text();
  const ms = mainThreadCpuMs() - cpu;
  if (response.status >= 400) expect(await fingerprint()).toEqual(before);
  let message: string | undefined;
  try {
    message = (JSON.parse(text) as { message?: string }).message;
  } catch {
    // not JSON: the status says it all
  }
  return { status: response.status, message, ms };
}

const anonymous = () => app.client();
const formOf = (count: number, extra: Record<string, string> = {}) =>
  Object.fromEntries([
    ...Object.entries(extra),
    ...Array.from({ length: count - Object.keys(extra).length }, (_, i) => [`a${i}`, '1']),
  ]);
const multipartOf = (count: number) => {
  const form = new FormData();
  for (let i = 0; i < count; i += 1) form.append(`a${i}`, '1');
  return form;
};
const nestedArrays = (levels: number, inner = '') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('a form with many fields', () => {
  it('of 1,200 fields is a 413, anonymously on sign-in and from a member anywhere', async () => {
    expect(await send(anonymous(), 'POST', '/api/login', { form: formOf(1200) })).toMatchObject({
      status: 413,
      message: 'The request body is too large: at most 8 KB.',
    });
    expect(await send(member, 'POST', '/api/posts', { form: formOf(1200) })).toMatchObject({
      status: 413,
      message: `The form has more than ${API_BODY_LIMITS.items} fields.`,
    });
  });

  it('is read up to the route limit, and refused one field over it', async () => {
    expect(
      (
        await send(member, 'POST', '/api/posts', {
          form: formOf(API_BODY_LIMITS.items + 1, { content: 'Many fields' }),
        })
      ).status,
    ).toBe(413);
    expect(
      (await send(member, 'POST', '/api/posts', { form: formOf(API_BODY_LIMITS.items, { content: 'Many fields' }) }))
        .status,
    ).toBe(201);
    const signIn = (count: number) => formOf(count, { email: 'nobody@example.com', password: 'not-the-password' });
    expect(
      await send(anonymous(), 'POST', '/api/login', { form: signIn(ACCOUNT_FORM_LIMITS.items + 1) }),
    ).toMatchObject({
      status: 413,
      message: `The form has more than ${ACCOUNT_FORM_LIMITS.items} fields.`,
    });
    expect(await send(anonymous(), 'POST', '/api/login', { form: signIn(ACCOUNT_FORM_LIMITS.items) })).toMatchObject({
      status: 401,
    });
  });

  it("as multipart, over multer's 100 fields, is a 413 too", async () => {
    expect(await send(member, 'POST', '/api/posts', { multipart: multipartOf(101) })).toMatchObject({
      status: 413,
      message: 'The form is too large: too many fields.',
    });
    // Sign-in takes a few short fields, multipart or not.
    expect(await send(anonymous(), 'POST', '/api/login', { multipart: multipartOf(101) })).toMatchObject({
      status: 413,
      message: 'The request body is too large: at most 8 KB.',
    });
  });
});

describe('a multipart sign-in sent without a length (chunked)', () => {
  /** The form streamed in pieces, so the server cannot refuse it by its Content-Length. */
  async function chunked(fields: Record<string, string>) {
    const boundary = 'dadhood-chunked';
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const pieces = [...parts, `--${boundary}--\r\n`].map((part) => new TextEncoder().encode(part));
    const body = new ReadableStream({
      pull(controller) {
        const piece = pieces.shift();
        if (piece) controller.enqueue(piece);
        else controller.close();
      },
    });
    const response = await fetch(`${app.url}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        accept: 'application/json',
        origin: app.url,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    // A form sent to the sign-in page is answered with the page, the refusal written in it.
    return { status: response.status, page: await response.text() };
  }

  it('is held to the few short fields of the account forms all the same', async () => {
    const signIn = { email: 'nobody@example.com', password: 'not-the-password' };
    expect((await chunked(signIn)).status).toBe(401);
    const tooMany = await chunked(formOf(ACCOUNT_FORM_LIMITS.items + 1, signIn));
    expect({ status: tooMany.status, said: tooMany.page.includes('The form is too large: too many fields.') }).toEqual({
      status: 413,
      said: true,
    });
    expect((await chunked({ ...signIn, password: 'x'.repeat(ACCOUNT_FORM_LIMITS.bytes + 1) })).status).toBe(413);
  });
});

describe('nested JSON', () => {
  it('1 MB of nested arrays, sent anonymously to sign in, is refused at once', async () => {
    const { status, message, ms } = await send(anonymous(), 'POST', '/api/login', {
      raw: nestedArrays(500_000),
      type: 'application/json',
    });
    expect(ms).toBeLessThan(AT_ONCE_CPU_MS);
    expect({ status, message }).toEqual({ status: 413, message: 'The request body is too large: at most 8 KB.' });
  });

  it('four at once are refused at once', async () => {
    const cpu = mainThreadCpuMs();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        anonymous().post('/api/login', { raw: nestedArrays(500_000), type: 'application/json' }),
      ),
    );
    expect(mainThreadCpuMs() - cpu).toBeLessThan(AT_ONCE_CPU_MS);
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413, 413]);
  });

  it('within the size limit but too deep is a 400, arrays or objects', async () => {
    const message = `The request body nests arrays and objects more than ${API_BODY_LIMITS.depth} deep.`;
    for (const raw of [
      nestedArrays(30_000),
      `{"content":"Deep",${'"a":{'.repeat(10_000)}${'}'.repeat(10_000)}}`,
      nestedObjects(10_000),
    ]) {
      expect(raw.length).toBeLessThan(API_BODY_LIMITS.bytes);
      const { status, message: said } = await send(member, 'POST', '/api/posts', { raw, type: 'application/json' });
      expect({ status, said }).toEqual({ status: 400, said: message });
    }
  });

  it('within the size limit but too wide is a 413', async () => {
    const raw = JSON.stringify({ content: 'Wide', hashtags: Array.from({ length: 20_000 }, () => 1) });
    expect(raw.length).toBeLessThan(API_BODY_LIMITS.bytes);
    const { status, message } = await send(member, 'POST', '/api/posts', { raw, type: 'application/json' });
    expect({ status, message }).toEqual({
      status: 413,
      message: `The request body holds more than ${API_BODY_LIMITS.items} keys and array items.`,
    });
  });

  it('at the limits reaches the route, which answers for its fields', async () => {
    const deep = `{"content":"Deep enough","extra":${nestedArrays(API_BODY_LIMITS.depth - 1, '1')}}`;
    expect((await send(member, 'POST', '/api/posts', { raw: deep, type: 'application/json' })).status).toBe(201);
    const wide = {
      content: 'Wide enough',
      hashtags: Array.from({ length: API_BODY_LIMITS.items - 2 }, (_, i) => `tag${i}`),
    };
    const answer = await send(member, 'POST', '/api/posts', { json: wide });
    expect(answer).toMatchObject({ status: 400, message: 'Maximum 5 hashtags' });
  });

  it('a sign-in nests nothing: an object in a field is a 400', async () => {
    const { status, message } = await send(anonymous(), 'POST', '/api/login', {
      raw: '{"email":{"a":[1]},"password":"x"}',
      type: 'application/json',
    });
    expect({ status, message }).toEqual({
      status: 400,
      message: `The request body nests arrays and objects more than ${ACCOUNT_FORM_LIMITS.depth} deep.`,
    });
  });
});
