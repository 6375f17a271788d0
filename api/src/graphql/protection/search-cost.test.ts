/**
 * Searches pay for their lookups (cost.ts, LOOKUP_COSTS; docs/graphql-limits.md): thirty aliased searches are
 * refused before any lookup runs, the web app's own search runs, a search that finds nothing is charged its
 * lookups, and `search` looks up only the sections its selection asks for.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, signedInClient } from '../../testing/factories.js';
import type { HttpClient } from '../../testing/http-client.js';
import { LOOKUP_COSTS } from './cost.js';

let app: TestApp;
let client: HttpClient;
/** The full-text and trigram statements run (each search section's statement asks to_tsquery). */
let lookups = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, {
    onQuery: ({ query }) => {
      if (query.includes('to_tsquery')) lookups += 1;
    },
  });
  client = await signedInClient(app, await buildUser(app.services.prisma));
});
afterAll(() => app.close());

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown>;
    errors?: { extensions?: Record<string, any> }[];
    extensions?: { cost?: Record<string, number> };
  };
  lookups: number;
}

async function ask(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const before = lookups;
  const response = await client.post(
    '/graphql',
    { json: { query, variables } },
    { accept: 'application/graphql-response+json' },
  );
  return { status: response.status, body: (await response.json()) as Answer['body'], lookups: lookups - before };
}

const maxCost = loadConfig({}).graphql.maxCost;

it('refuses thirty aliased searches for posts and members with 400 and their price, before any lookup', async () => {
  const query = `{ ${Array.from({ length: 30 }, (_, i) => `s${i}: search(query: "dad") { posts { id } users { id } }`).join(' ')} }`;
  const answer = await ask(query);
  expect(answer.status).toBe(400);
  expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(answer.body.errors?.[0]?.extensions?.cost).toEqual({ requested: expect.any(Number), maximum: maxCost });
  expect(answer.body.errors![0]!.extensions!.cost.requested).toBeGreaterThan(maxCost);
  expect(answer.lookups).toBe(0);
});

it("runs the web app's search, and charges a search that finds nothing its lookups", async () => {
  const persisted = JSON.parse(readFileSync(loadConfig({}).persistedOperations.file, 'utf8')) as Record<string, string>;
  const text = Object.values(persisted).find((operation) => operation.startsWith('query SearchResultsQuery'))!;
  const answer = await ask(text, { query: 'zqxwv nothing', first: 20 });
  expect(answer.status).toBe(200);
  expect(answer.body.data?.search).toEqual({ users: [], posts: [], groups: [], events: [] });
  const sections = ['users', 'posts', 'groups', 'events'].reduce(
    (sum, s) => sum + LOOKUP_COSTS[`SearchResults.${s}`]!.points,
    0,
  );
  // The object (SearchResults) and the four lookups, though nothing was found.
  expect(answer.body.extensions?.cost?.actualQueryCost).toBe(1 + sections);
  expect(answer.body.extensions?.cost?.requestedQueryCost).toBeLessThanOrEqual(maxCost);
  expect(answer.lookups).toBe(4);
});

it('looks up only the sections the selection asks for', async () => {
  expect((await ask('{ search(query: "grill") { posts { id } } }')).lookups).toBe(1);
  expect(
    (await ask('{ search(query: "grill") { ...S } } fragment S on SearchResults { users { id } events { id } }'))
      .lookups,
  ).toBe(2);
  expect((await ask('{ search(query: "grill") { __typename } }')).lookups).toBe(0);
});
