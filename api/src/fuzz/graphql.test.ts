/**
 * Property-based fuzzing of every GraphQL field with arguments (and every root field): hostile variables
 * never get INTERNAL_SERVER_ERROR or a 5xx, and a refused operation writes nothing. See docs/validation.md.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '../graphql/schema/index.js';
import { graphqlCases } from './graphql-cases.js';
import { graphqlTargets } from './graphql-fields.js';
import { FuzzRun } from './harness.js';
import { createWorld, type World } from './world.js';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world?.app.close());

it('answers hostile arguments on every field without an internal error or a half-done write', { timeout: 600_000 }, async () => {
  const run = await FuzzRun.start(world);
  for (const target of graphqlTargets(schema).targets) {
    await run.fuzz(
      target.name,
      graphqlCases(target, world, schema),
      (c) => run.sendGraphQL(c),
      (c) => `${c.query.slice(0, 300)} ${JSON.stringify(c.variables).slice(0, 400)}${c.anonymous ? ' (anonymous)' : ''}`,
    );
  }
  console.log(run.report('GraphQL fields'));
  expect(run.failures, run.failures.join('\n')).toEqual([]);
});
