/**
 * A query may run for GRAPHQL_TIME_BUDGET_MS; then it is cancelled: the executor takes an AbortSignal and
 * starts no further resolvers, and the caller gets 503 with Retry-After. The signal also fires when the client
 * goes away. Mutations are not cut short: a write stopped halfway would be reported failed after committing.
 */
import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { operationOf } from './cost.js';

export const TIME_BUDGET_RETRY_AFTER_SECONDS = 5;

export function timeBudgetExceeded(budgetMs: number): GraphQLError {
  const seconds = budgetMs >= 1000 ? `${Math.round(budgetMs / 100) / 10} s` : `${budgetMs} ms`;
  return new GraphQLError(
    `The operation ran longer than its ${seconds} time budget and was cancelled. Try again, or ask for less (smaller pages, fewer fields).`,
    {
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        retryAfterSeconds: TIME_BUDGET_RETRY_AFTER_SECONDS,
        http: { status: 503, headers: { 'Retry-After': String(TIME_BUDGET_RETRY_AFTER_SECONDS) } },
      },
    },
  );
}

type WithSignal = ExecutionArgs & { signal?: AbortSignal };

/**
 * The signal the executor consults between fields, aborted once it finds the deadline passed: an embedded
 * database (PGlite) answers without yielding to timers, so the timer alone may fire too late. The abort waits
 * for the next microtask, as a timer's would: aborting in the middle of the executor's synchronous work would
 * leave the resolvers it just started unobserved (unhandled rejections).
 */
function withDeadline(controller: AbortController, deadline: number, reason: () => Error): AbortSignal {
  let due = false;
  // The executor asks before every field: each method is bound once, not once a field.
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(controller.signal, {
    get(target, property) {
      if ((property === 'aborted' || property === 'throwIfAborted') && !due && performance.now() >= deadline) {
        due = true;
        queueMicrotask(() => controller.abort(reason()));
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      let method = bound.get(property);
      if (method === undefined) {
        method = value.bind(target);
        bound.set(property, method);
      }
      return method;
    },
  });
}

export function useTimeBudget(budgetMs: number): Plugin<{ request?: Request }> {
  const exceeded = () => timeBudgetExceeded(budgetMs);
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (operationOf(args.document, args.operationName)?.operation !== 'query') return;
      setExecuteFn(async (executionArgs: WithSignal) => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(exceeded()), budgetMs);
        const clientGone = (executionArgs.contextValue as { request?: Request } | undefined)?.request?.signal;
        const leave = () => controller.abort(clientGone?.reason);
        clientGone?.addEventListener('abort', leave, { once: true });
        try {
          return await executeFn({
            ...executionArgs,
            signal: withDeadline(controller, performance.now() + budgetMs, exceeded),
          } as WithSignal);
        } finally {
          clearTimeout(timer);
          clientGone?.removeEventListener('abort', leave);
        }
      });
    },
  };
}
