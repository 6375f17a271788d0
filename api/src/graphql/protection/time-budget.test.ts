/**
 * A query that outruns GRAPHQL_TIME_BUDGET_MS is cancelled: no resolver starts after the budget, and the
 * caller gets a clear 503. The slow query is a real one: a large page on a seeded database, under a tiny budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, signedInClient } from '../../testing/factories.js';
import { TIME_BUDGET_RETRY_AFTER_SECONDS } from './time-budget.js';

/** 50 posts, each with 5 comments: comments are fetched per post, after the page, so cancelling shows. */
const HEAVY = `{ dadfeed(first: 50) { edges { node { id author { username }
  comments(first: 5) { totalCount edges { node { content author { username } } } } } } } }`;

let roomy: TestApp;
let tight: TestApp;
const statements = { roomy: 0, tight: 0 };
/** SQL statements the query issues when it runs to the end. */
let complete = 0;
beforeAll(async () => {
  roomy = await createTestApp({}, undefined, { onQuery: () => void statements.roomy++ });
  tight = await createTestApp(
    { GRAPHQL_TIME_BUDGET_MS: '1' },
    { db: roomy.db },
    { onQuery: () => void statements.tight++ },
  );
  const author = await buildUser(roomy.services.prisma);
  for (let i = 0; i < 50; i++) {
    const post = await roomy.services.prisma.post.create({ data: { authorId: author.id, content: `Post ${i}` } });
    await roomy.services.prisma.comment.createMany({
      data: Array.from({ length: 5 }, (_, j) => ({ postId: post.id, authorId: author.id, content: `Comment ${j}` })),
    });
  }
});
afterAll(async () => {
  await tight.close();
  await roomy.close();
});

async function asReader(app: TestApp) {
  const client = await signedInClient(app, await buildUser(app.services.prisma));
  await client.graphql('{ viewer { id } }'); // sign-in and session statements are not the query's
  return client;
}

describe('the time budget', () => {
  it('lets the query finish within the default budget', async () => {
    const client = await asReader(roomy);
    const before = statements.roomy;
    const { response, body } = await client.graphql<{ dadfeed: { edges: unknown[] } }>(HEAVY);
    expect(body.errors).toBeUndefined();
    expect(response.status).toBe(200);
    expect(body.data?.dadfeed.edges).toHaveLength(50);
    complete = statements.roomy - before;
    expect(complete).toBeGreaterThan(3);
  });

  it('cancels the query when the budget runs out, with a clear 503, and starts nothing more', async () => {
    const client = await asReader(tight);
    const before = statements.tight;
    const { response, body } = await client.graphql(HEAVY);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(TIME_BUDGET_RETRY_AFTER_SECONDS));
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([
      {
        message:
          'The operation ran longer than its 1 ms time budget and was cancelled. Try again, or ask for less (smaller pages, fewer fields).',
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: TIME_BUDGET_RETRY_AFTER_SECONDS },
      },
    ]);
    // A later request's round trip lets any statement still in flight finish: the later ones never started.
    // (PGlite runs in this thread and answers a Prisma call without yielding: there the cut falls after it.)
    expect((await fetch(`${tight.url}/healthz`)).status).toBe(200);
    if (tight.db.kind === 'postgres') expect(statements.tight - before).toBeLessThan(complete);
  });

  it('does not cut a mutation short', async () => {
    const client = await asReader(tight);
    const { response, body } = await client.graphql('mutation { generateReferralCode { __typename } }');
    expect(response.status).toBe(200);
    expect(body.data).toEqual({ generateReferralCode: { __typename: 'MutationGenerateReferralCodeSuccess' } });
  });
});
