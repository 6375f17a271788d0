/**
 * Document limits (docs/graphql-limits.md): documents built to exhaust the server are refused before anything
 * runs, with a clear error, and the server keeps answering. "Before anything runs" is asserted exactly: a refusal
 * sends no SQL statement beyond those of the trivial `{ __typename }` from the same caller (its session), where
 * running the document reads rows. The main thread's CPU is checked only against a ceiling far above a
 * refusal and far below the work the limits stop (`AT_ONCE_CPU_MS`); how fast refusals are is a benchmark's
 * figure (`npm run bench:refusals`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { AT_ONCE_CPU_MS, mainThreadCpuMs } from '../../testing/cpu.js';
import { buildPost, buildUser, signedInClient } from '../../testing/factories.js';
import { DOCUMENT_LIMITS } from './document-limits.js';

let app: TestApp;
let cookie: string;
let postId: string;
let statements = 0;
/** What `{ __typename }` costs in statements: a visitor's, and a member's (the session). */
const trivial = { visitor: 0, member: 0 };
beforeAll(async () => {
  app = await createTestApp({ PRELOAD_IMAGE_MODERATION: 'false' }, undefined, { onQuery: () => (statements += 1) });
  const member = await buildUser(app.services.prisma);
  const post = await buildPost(app.services.prisma, member.id);
  await app.services.prisma.comment.create({ data: { postId: post.id, authorId: member.id, content: 'First!' } });
  postId = post.id;
  cookie = (await signedInClient(app, member)).cookieHeader();
  // Warm the server up (first requests build caches once): the figures below are of refusals alone.
  await send('{ viewer { id } }', {}, asMember());
  await send('{ memberCount }');
  trivial.visitor = (await send('{ __typename }')).statements;
  trivial.member = (await send('{ __typename }', {}, asMember())).statements;
});
afterAll(() => app.close());

async function send(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const cpu = mainThreadCpuMs();
  const before = statements;
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    // What the web app sends: graphql-response+json first, so request errors are HTTP 400.
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, any> }[];
  };
  return { status: response.status, body, ms: mainThreadCpuMs() - cpu, statements: statements - before };
}

/** A refusal ran nothing of the document: no statement beyond the caller's trivial request, and no runaway CPU. */
function refusedBeforeRunning(spent: { ms: number; statements: number }, caller: keyof typeof trivial) {
  expect(spent.statements).toBeLessThanOrEqual(trivial[caller]);
  expect(spent.ms).toBeLessThan(AT_ONCE_CPU_MS);
}

const asMember = () => ({ cookie });

/** The cycle that used to exhaust the resolvers: post → comments(first: 1) → node → post → comments ..., `levels` times. */
function nestedComments(levels: number): string {
  const open = 'comments(first: 1) { edges { node { post { '.repeat(levels);
  const close = ' } } } }'.repeat(levels);
  return `query($id: String!) { post(databaseId: $id) { ${open}databaseId${close} } }`;
}

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

async function stillServing() {
  const response = await fetch(`${app.url}/healthz`);
  expect(response.status).toBe(200);
}

describe('a deeply nested query', () => {
  it('is refused before it runs at 30 levels, and the server keeps answering', async () => {
    const refused = await send(nestedComments(30), { id: postId }, asMember());
    const { status, body } = refused;
    refusedBeforeRunning(refused, 'member');
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toBe(
      `The operation nests fields 122 levels deep; at most ${DOCUMENT_LIMITS.depth} are allowed.`,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      limit: { name: 'depth', maximum: DOCUMENT_LIMITS.depth },
    });
    await stillServing();
  });

  it('still runs at a depth the limit allows', async () => {
    const { status, body, statements: spent } = await send(nestedComments(3), { id: postId }, asMember());
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(JSON.stringify(body.data)).toContain(postId);
    // What the refusals above are measured against: a document that runs reads rows.
    expect(spent).toBeGreaterThan(trivial.member);
  });
});

describe('aliases', () => {
  it('refuses 20,000 aliases of memberCount from a visitor (0.3 MB) before they run, at the body limit', async () => {
    const query = aliases(20_000, 'memberCount');
    expect(query.length).toBeGreaterThan(300_000);
    const refused = await send(query);
    const { status, body } = refused;
    refusedBeforeRunning(refused, 'visitor');
    expect(status).toBe(413);
    expect(body.errors?.[0]).toMatchObject({
      message: 'The request body is too large: at most 64 KB.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    await stillServing();
  });

  it('refuses 2,000 aliases (within the body limit) in the parser, at the token limit', async () => {
    const refused = await send(aliases(2_000, 'memberCount'));
    const { status, body } = refused;
    refusedBeforeRunning(refused, 'visitor');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      limit: { name: 'tokens', maximum: DOCUMENT_LIMITS.tokens },
    });
    expect(body.errors?.[0]?.message).toMatch(/^The operation is too long: at most 2000 tokens/);
  });

  it.each([
    ['memberCount', 'memberCount'],
    ['search', 'search(query: "dad") { users { id } }'],
    ['the Dadfeed', 'dadfeed(first: 50) { edges { node { id content } } }'],
  ])('refuses 200 aliases of %s', async (_label, field) => {
    const refused = await send(aliases(200, field), {}, asMember());
    const { status, body } = refused;
    refusedBeforeRunning(refused, 'member');
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    // Short fields hit the alias limit; longer ones the token limit first.
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      limit: { name: expect.stringMatching(/^(aliases|tokens)$/) },
    });
  });

  it('names the alias limit when that is the one exceeded', async () => {
    const { body } = await send(
      aliases(DOCUMENT_LIMITS.aliases + 1, 'search(query: "dad") { users { id } }'),
      {},
      asMember(),
    );
    expect(body.errors?.[0]).toMatchObject({
      message: `The operation uses ${DOCUMENT_LIMITS.aliases + 1} aliases; at most ${DOCUMENT_LIMITS.aliases} are allowed.`,
      extensions: {
        code: 'BAD_USER_INPUT',
        limit: { name: 'aliases', maximum: DOCUMENT_LIMITS.aliases, found: DOCUMENT_LIMITS.aliases + 1 },
      },
    });
  });

  it('still answers a few aliases', async () => {
    const { body } = await send(aliases(5, 'memberCount'));
    expect(Object.keys(body.data as object).sort()).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
  });
});

describe('malformed documents', () => {
  it('answers a 10,000-deep brace nest with a clear 400, not a 500', async () => {
    const query = `{ ${'a { '.repeat(10_000)}b${' }'.repeat(10_000)} }`;
    const refused = await send(query);
    const { status, body } = refused;
    expect(status).toBe(400);
    refusedBeforeRunning(refused, 'visitor');
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: { name: 'tokens' } });
    await stillServing();
  });

  it('refuses more directives than the limit', async () => {
    const query = `{ ${Array.from({ length: DOCUMENT_LIMITS.directives + 1 }, () => 'memberCount @include(if: true)').join(' ')} }`;
    const { status, body } = await send(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: { name: 'directives' } });
  });
});
