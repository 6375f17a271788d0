/**
 * Every operation is priced before it runs (./cost.ts). Over GRAPHQL_MAX_COST it is refused; otherwise the
 * price comes out of the member's and the address's budgets (limits/points.ts), and what the operation did not
 * use is given back afterwards. The price and the budget are in extensions.cost (as in Shopify's Admin API)
 * and in RateLimit headers; a spent budget is HTTP 429 with Retry-After.
 */
import { GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Services } from '../../domain/services.js';
import {
  budgetSpentMessage,
  pointsBudget,
  rateLimitHeaders,
  type BudgetStatus,
  type Charge,
  type Spender,
} from '../../limits/points.js';
import type { GraphQLContext } from '../context.js';
import { addressOf, authOfRequest, viewerOf, type EarlyAuthContext } from './caller.js';
import { actualCost, dryRunDocument, operationOf, priceOf } from './cost.js';

export interface CostExtension {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

type CostContext = EarlyAuthContext & {
  request?: Request;
  grant?: { id: string } | undefined;
  rateLimit?: GraphQLContext['rateLimit'];
};

function spenderOf(context: CostContext): Spender {
  const grant = context.auth?.grant ?? context.grant;
  return { memberId: viewerOf(context)?.id, tokenId: grant?.id, address: addressOf(context) };
}

function costExtension(requested: number, actual: number | null, status: BudgetStatus): CostExtension {
  return {
    requestedQueryCost: requested,
    actualQueryCost: actual,
    throttleStatus: {
      maximumAvailable: status.limit,
      currentlyAvailable: status.remaining,
      // The budget refills all at once when its window ends; this is the rate that averages to.
      restoreRate: Math.round((status.limit / status.windowSeconds) * 100) / 100,
    },
  };
}

function refusal(error: GraphQLError, cost: CostExtension | undefined): ExecutionResult {
  return { errors: [error], ...(cost ? { extensions: { cost } } : {}) };
}

export function useCostBudget(services: Services): Plugin<CostContext, CostContext> {
  const budget = pointsBudget(services);
  const { maxCost } = services.config.graphql;
  const statuses = new WeakMap<Request, BudgetStatus>();

  /**
   * Prices the operation and takes the price from the budgets, or answers why it will not run. A dry run
   * (`rateLimit(dryRun: true)`) is priced the same and charged nothing: only its rateLimit fields run.
   */
  async function admit(args: ExecutionArgs): Promise<
    | { refused: ExecutionResult }
    | {
        requested: number;
        lookups: number;
        charge: Charge & { allowed: true };
        dryRun: ExecutionArgs['document'] | undefined;
      }
  > {
    const context = args.contextValue as CostContext;
    const variables = args.variableValues ?? {};
    const { requested, lookups } = priceOf(args.schema, args.document, args.operationName, variables);
    const dryRun = dryRunDocument(args.document, args.operationName, variables);
    const spender = spenderOf(context);
    if (requested > maxCost && !dryRun) {
      const status = await budget.peek(spender);
      if (context.request) statuses.set(context.request, status);
      const message = `This operation would cost ${requested} points; one operation may cost at most ${maxCost}. Ask for fewer items (smaller first/last) or split it.`;
      const error = new GraphQLError(message, {
        extensions: { code: 'BAD_USER_INPUT', cost: { requested, maximum: maxCost }, http: { status: 400 } },
      });
      return { refused: refusal(error, costExtension(requested, null, status)) };
    }
    const charge = await budget.charge(spender, dryRun ? 0 : requested);
    if (context.request) statuses.set(context.request, charge.status);
    const { status } = charge;
    context.rateLimit = {
      cost: requested,
      limit: status.limit,
      remaining: status.remaining,
      used: status.limit - status.remaining,
      resetAt: new Date(Math.ceil(Date.now() / 1000) * 1000 + status.resetSeconds * 1000),
      dryRun: dryRun !== undefined,
    };
    if (!charge.allowed) {
      const seconds = charge.retryAfterSeconds;
      const error = new GraphQLError(budgetSpentMessage(charge.status, seconds), {
        extensions: {
          code: 'RATE_LIMITED',
          retryAfterSeconds: seconds,
          http: { status: 429, headers: { 'Retry-After': String(seconds) } },
        },
      });
      return { refused: refusal(error, costExtension(requested, null, charge.status)) };
    }
    return { requested, lookups, charge, dryRun };
  }

  return {
    async onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const admission = await admit(args);
      if ('refused' in admission) return setResultAndStopExecution(admission.refused);
      const { charge, dryRun } = admission;
      if (dryRun) setExecuteFn((given) => executeFn({ ...given, document: dryRun }));
      // A dry run was charged nothing: there is nothing to give back.
      const requested = dryRun ? 0 : admission.requested;
      return {
        async onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          const operation = operationOf(args.document, args.operationName);
          const actual = dryRun
            ? 0
            : operation
              ? Math.min(requested, actualCost(result.data, operation, admission.lookups))
              : requested;
          await charge.refund(requested - actual);
          const status = {
            ...charge.status,
            remaining: Math.min(charge.status.limit, charge.status.remaining + requested - actual),
          };
          const request = (args.contextValue as CostContext).request;
          if (request) statuses.set(request, status);
          setResult({
            ...result,
            extensions: { ...result.extensions, cost: costExtension(requested, actual, status) },
          });
        },
      };
    },
    // A subscription pays its price once, when it starts.
    async onSubscribe({ args, setResultAndStopExecution }) {
      const admission = await admit(args);
      if ('refused' in admission) setResultAndStopExecution(admission.refused);
    },
    async onResponse({ request, response, serverContext }) {
      const context = serverContext as CostContext;
      const auth = context.auth ?? authOfRequest(request);
      const status =
        statuses.get(request) ??
        (await budget.peek({ memberId: auth?.viewer?.id, tokenId: auth?.grant?.id, address: addressOf(context) }));
      for (const [name, value] of Object.entries(rateLimitHeaders(status))) response.headers.set(name, value);
    },
  };
}
