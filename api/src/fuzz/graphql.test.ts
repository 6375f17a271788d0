/**
 * Property-based fuzzing of every GraphQL field with arguments (and every root field): hostile variables
 * never get INTERNAL_SERVER_ERROR or a 5xx, and a refused operation writes nothing; variables beyond the body's
 * limits are refused with 400 or 413. See docs/validation.md.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '../graphql/schema/index.js';
import { graphqlCases, plausibleGraphQLCase, type GraphQLCase } from './graphql-cases.js';
import { graphqlTargets } from './graphql-fields.js';
import { graphqlShapeCases } from './graphql-shapes.js';
import { FuzzRun, seedFor } from './harness.js';
import { createWorld, type World } from './world.js';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world?.app.close());

it('answers hostile arguments on every field without an internal error or a half-done write', {
  timeout: 600_000,
}, async () => {
  const run = await FuzzRun.start(world);
  const show = (c: GraphQLCase) =>
    `${c.query.slice(0, 300)} ${(c.body ?? JSON.stringify(c.variables)).slice(0, 400)}${c.anonymous ? ' (anonymous)' : ''}`;
  for (const target of graphqlTargets(schema).targets) {
    await run.fuzz(target.name, graphqlCases(target, world, schema), (c) => run.sendGraphQL(c), show);
    // Variables at and beyond the body's limits, in one of the field's own arguments, from both callers.
    const shapes = [false, true].map((anonymous) => {
      const plausible = plausibleGraphQLCase(target, world, schema, anonymous, seedFor(target.name));
      return graphqlShapeCases(plausible, target.field.args.find((arg) => arg.name in plausible.variables)?.name);
    });
    await run.refusals(
      target.name,
      shapes.flatMap((s) => s.beyond),
      (c) => run.sendGraphQL(c),
      show,
    );
    await run.each(
      target.name,
      shapes.flatMap((s) => s.within),
      (c) => run.sendGraphQL(c),
      show,
    );
  }
  console.log(run.report('GraphQL fields'));
  expect(run.failures, run.failures.join('\n')).toEqual([]);
});
