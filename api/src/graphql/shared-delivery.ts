/**
 * Live deliveries shared between subscribers (docs/live-events.md). A subscription field whose result is a
 * function of its event alone says so with `extensions: { sharedDelivery: true }`: a leaf type (a count, a
 * flag) resolved from the event's value, never from the viewer. An operation that selects only that field
 * (no fragments, directives or variables) then executes once per document and event value in this process,
 * and every subscriber holding it forwards that one result: 5,000 members whose unread count became 3 cost one
 * execution, not 5,000, and each subscriber's event costs a lookup instead of the executor's per-event context,
 * field resolution and result assembly.
 *
 * What each subscriber still does alone: starting its stream (the field's `subscribe`, with its scope checks and
 * arguments, through graphql-js' CreateSourceEventStream), and everything the plugins around the operation do
 * with each result (masking errors, the socket's own envelope). A result with errors is never shared: each
 * subscriber it reached executes the event again with its own context.
 */
import {
  createSourceEventStream,
  getNamedType,
  getOperationAST,
  GraphQLError,
  isLeafType,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import { execute } from '@graphql-tools/executor';
import type { Plugin } from 'graphql-yoga';

/** The extension a subscription field declares (see above). */
export const SHARED_DELIVERY = 'sharedDelivery';

/** Distinct results kept per document: a few counts are live at any moment; the map starts over past this. */
const MAX_RESULTS_PER_DOCUMENT = 1000;

type Primitive = string | number | boolean;
const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The operation, when it is a subscription whose one root field delivers shared results. */
export function sharedOperation(
  args: Pick<ExecutionArgs, 'schema' | 'document' | 'operationName'>,
): OperationDefinitionNode | undefined {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== 'subscription' || operation.variableDefinitions?.length) return undefined;
  const [selection, ...more] = operation.selectionSet.selections;
  if (!selection || more.length || selection.kind !== Kind.FIELD || selection.directives?.length) return undefined;
  const field = args.schema.getSubscriptionType()?.getFields()[selection.name.value];
  if (!field || !isLeafType(getNamedType(field.type)) || field.extensions[SHARED_DELIVERY] !== true) return undefined;
  return operation;
}

type Result = ExecutionResult | Promise<ExecutionResult>;

const results = new WeakMap<DocumentNode, Map<string, Result>>();

/** One execution per document, operation and event value; failures stay with their subscriber. */
function sharedResult(args: ExecutionArgs, event: unknown): Result {
  const own = () => execute({ ...args, rootValue: event }) as Result;
  if (!isPrimitive(event)) return own();
  const key = `${args.operationName ?? ''}\0${typeof event}:${event}`;
  let byKey = results.get(args.document);
  if (!byKey) {
    byKey = new Map();
    results.set(args.document, byKey);
  }
  let shared = byKey.get(key);
  if (!shared) {
    if (byKey.size >= MAX_RESULTS_PER_DOCUMENT) byKey.clear();
    shared = own();
    byKey.set(key, shared);
  }
  const checked = (result: ExecutionResult): Result => {
    if (!result.errors?.length) return result;
    if (byKey.get(key) === shared) byKey.delete(key);
    return own();
  };
  return shared instanceof Promise ? shared.then(checked) : checked(shared);
}

/** The source's events as shared results; an error from the source is located at the operation, as graphql-js does. */
function mapEvents(
  source: AsyncIterator<unknown>,
  args: ExecutionArgs,
  operation: OperationDefinitionNode,
): AsyncIterableIterator<ExecutionResult> {
  const located = (error: unknown) => {
    throw error instanceof Error
      ? new GraphQLError(error.message, { originalError: error, nodes: [operation] })
      : error;
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next: () =>
      source.next().then(async (step): Promise<IteratorResult<ExecutionResult>> => {
        if (step.done) return { value: undefined, done: true };
        return { value: await sharedResult(args, step.value), done: false };
      }, located),
    return: () =>
      (source.return?.() ?? Promise.resolve({ value: undefined, done: true })).then(() => ({
        value: undefined,
        done: true as const,
      })),
    // Thrown into by its consumer: the source ends, and the error is the consumer's own.
    throw: (error: unknown) => iterator.return!().then(() => Promise.reject(error)),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/** The envelop plugin: shared operations subscribe through the path above, every other one as before. */
export function useSharedDelivery(): Plugin {
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const operation = sharedOperation(args);
      if (!operation) return;
      setSubscribeFn(async (subscribeArgs: ExecutionArgs) => {
        const source = await createSourceEventStream(subscribeArgs);
        if (!(Symbol.asyncIterator in source)) return source;
        return mapEvents(source[Symbol.asyncIterator](), subscribeArgs, operation);
      });
    },
  };
}
