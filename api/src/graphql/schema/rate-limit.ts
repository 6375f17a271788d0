/**
 * Query.rateLimit, as GitHub's: where the caller's points budget stands, and what this operation costs. With
 * `dryRun: true` nothing else in the operation runs: the answer is the price of the rest of it, for free
 * (protection/cost-budget.ts fills ctx.rateLimit before execution).
 */
import { builder } from '../builder.js';
import type { RateLimitInfo } from '../context.js';

const RateLimitRef = builder.objectRef<RateLimitInfo>('RateLimit').implement({
  description: "The caller's points budget (docs/graphql-limits.md) and this operation's price.",
  fields: (t) => ({
    cost: t.exposeInt('cost', {
      description:
        'What the operation costs (without its rateLimit fields), in points: the most objects it can return. It is ' +
        'charged before it runs; what it did not use is given back (extensions.cost.actualQueryCost).',
    }),
    limit: t.exposeInt('limit', { description: 'Points per window: per hour for a token or a member.' }),
    remaining: t.exposeInt('remaining', {
      description: 'Points left in this window (after this operation was charged).',
    }),
    used: t.exposeInt('used', { description: 'Points spent in this window.' }),
    resetAt: t.expose('resetAt', {
      type: 'DateTime',
      description: 'When the window ends and the budget is full again.',
    }),
    dryRun: t.exposeBoolean('dryRun', { description: 'True when nothing else in the operation ran.' }),
  }),
});

builder.queryField('rateLimit', (t) =>
  t.field({
    type: RateLimitRef,
    // Free, and open to every caller: a token without `read` may still ask where it stands.
    skipTypeScopes: true,
    description:
      "Where the caller's points budget stands and what this operation costs. With dryRun: true the rest of the " +
      'operation does not run (and costs nothing): ask the price of a query before running it.',
    args: { dryRun: t.arg.boolean({ defaultValue: false, required: true }) },
    resolve: (_root, _args, ctx) => {
      if (!ctx.rateLimit) throw new Error('rateLimit is filled in by the cost plugin before execution');
      return ctx.rateLimit;
    },
  }),
);
