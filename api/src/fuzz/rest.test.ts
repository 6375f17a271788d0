/**
 * Property-based fuzzing of every /api route (and every other route the app serves): hostile paths, query
 * strings and bodies never get a 5xx, and a refused request writes nothing; bodies beyond a route's limits are
 * refused with 400 or 413. See docs/validation.md.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '../graphql/schema/index.js';
import { bodyShapeCases } from './body-shapes.js';
import { FuzzRun } from './harness.js';
import { plausiblePath, restCases } from './rest-cases.js';
import { restRoutes } from './rest-routes.js';
import { createWorld, type World } from './world.js';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world?.app.close());

it('answers hostile input on every route without a 5xx or a half-done write', { timeout: 600_000 }, async () => {
  const run = await FuzzRun.start(world);
  // Deletions and sign-outs last, so the rows and the session the other routes work on are still there.
  const last = (route: { method: string; path: string }) =>
    Number(route.method === 'DELETE' || /logout/.test(route.path));
  for (const route of restRoutes(world.app).sort((a, b) => last(a) - last(b))) {
    const target = `${route.method} ${route.path}`;
    await run.fuzz(
      target,
      restCases(route, world, schema, run.memory(target)),
      (c) => run.sendRest(target, c),
      (c) => c.shown,
    );
    // Bodies at and beyond the route's limits, from both callers, once the route's accepted inputs are known.
    if (route.method === 'GET' || !route.path.startsWith('/api/')) continue;
    const shapes = [false, true].map((anonymous) =>
      bodyShapeCases(route, plausiblePath(route, world), anonymous, run.memory(target)),
    );
    await run.refusals(
      target,
      shapes.flatMap((s) => s.beyond),
      (c) => run.sendRest(target, c),
      (c) => c.shown,
    );
    await run.each(
      target,
      shapes.flatMap((s) => s.within),
      (c) => run.sendRest(target, c),
      (c) => c.shown,
    );
  }
  console.log(run.report('/api routes'));
  expect(run.failures, run.failures.join('\n')).toEqual([]);
});
