/**
 * Each GraphQL operation's name, type, outcome and duration in the process's metrics (metrics/metrics.ts), over
 * HTTP and WebSocket alike (both run through these plugins). A subscription counts once, for setting it up.
 */
import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../metrics/metrics.js';

function describe(document: DocumentNode, operationName: string | null | undefined) {
  const operation = getOperationAST(document, operationName);
  return { name: operation?.name?.value ?? operationName ?? undefined, type: operation?.operation ?? 'unknown' };
}

const outcomeOf = (result: unknown): 'ok' | 'error' =>
  result && typeof result === 'object' && 'errors' in result && (result as ExecutionResult).errors?.length
    ? 'error'
    : 'ok';

export function useOperationMetrics(metrics: Metrics): Plugin {
  const measure = (document: DocumentNode, operationName: string | null | undefined) => {
    const started = performance.now();
    const { name, type } = describe(document, operationName);
    return (result: unknown) =>
      metrics.operation({ name, type, outcome: outcomeOf(result) }, (performance.now() - started) / 1000);
  };
  return {
    onExecute({ args }) {
      const done = measure(args.document, args.operationName);
      return { onExecuteDone: ({ result }) => done(result) };
    },
    onSubscribe({ args }) {
      const done = measure(args.document, args.operationName);
      return { onSubscribeResult: ({ result }) => done(result) };
    },
  };
}
