/**
 * A GraphQL mutation over HTTP is one unit of work (../db/unit-of-work.ts), as an /api write is: its database work
 * commits once the result is computed and before it is sent, and rolls back when any part of it failed, whether
 * thrown or returned as a typed error. POST mutations honour an Idempotency-Key (../http/idempotency.ts).
 * Operations over WebSocket and queries are left alone.
 */
import {
  GraphQLError,
  Kind,
  getOperationAST,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createUnitOfWork } from '../db/unit-of-work-client.js';
import { currentUnitOfWork, runInUnitOfWork, type UnitOfWork } from '../db/unit-of-work.js';
import { isAppError, type AppError } from '../domain/errors.js';
import type { Services } from '../domain/services.js';
import {
  claimKey,
  fingerprintOf,
  holdKey,
  IDEMPOTENCY_KEY_HEADER,
  IdempotentReplay,
  REPLAYED_HEADER,
  requestKey,
  storeAnswer,
  type KeyedRequest,
} from '../http/idempotency.js';
import type { GraphQLContext } from './context.js';

type HttpContext = GraphQLContext & { request?: Request; params?: unknown };

const wrapped = new WeakSet<GraphQLSchema>();

/** The errors plugin hands back its typed errors behind a proxy that defeats `instanceof`: look at the class. */
function isErrorValue(value: unknown): value is Error {
  if (value instanceof Error) return true;
  const type = (value as { constructor?: unknown } | null)?.constructor;
  return typeof type === 'function' && type.prototype instanceof Error;
}

/** An AppError, also behind that proxy. */
function appErrorOf(value: unknown): AppError | undefined {
  return isAppError(value) || (isErrorValue(value) && value.name === 'AppError') ? (value as AppError) : undefined;
}

/**
 * Typed errors (the errors plugin) come back as values, not throws: each mutation field reports them to its unit
 * so it rolls back. Done once per schema, on the resolvers themselves, as @envelop/on-resolve does.
 */
function reportTypedErrors(schema: GraphQLSchema) {
  if (wrapped.has(schema)) return;
  wrapped.add(schema);
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve;
    if (!resolve) continue;
    field.resolve = async (...args) => {
      const result: unknown = await resolve(...args);
      if (isErrorValue(result)) {
        const unit = currentUnitOfWork();
        if (unit) unit.failure ??= result;
      }
      return result;
    };
  }
}

function rootFieldCount(operation: OperationDefinitionNode): number {
  return operation.selectionSet.selections.reduce((n, s) => n + (s.kind === Kind.FIELD ? 1 : 2), 0);
}

function appErrorResult(error: AppError): ExecutionResult {
  const headers = error.extra.retryAfterSeconds ? { 'Retry-After': String(error.extra.retryAfterSeconds) } : undefined;
  return {
    errors: [
      new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: error.status, headers } } }),
    ],
  };
}

/** A failure the masking turns into its proper answer (SERVICE_UNAVAILABLE for an outage). */
function failureResult(error: unknown): ExecutionResult {
  if (error instanceof IdempotentReplay) return replayResult(error);
  if (isAppError(error)) return appErrorResult(error);
  return { data: null, errors: [new GraphQLError('Unexpected error.', { originalError: error as Error })] };
}

function replayResult(replay: IdempotentReplay): ExecutionResult {
  const stored = JSON.parse(replay.answer.body.toString('utf8')) as ExecutionResult;
  return { ...stored, extensions: { ...stored.extensions, http: { headers: { [REPLAYED_HEADER]: 'true' } } } };
}

/** Nothing was saved: the answer must not show a mutation as done (another root field failed, or a sub-field). */
function rolledBack(result: ExecutionResult, unit: UnitOfWork, operation: OperationDefinitionNode): ExecutionResult {
  const errors = result.errors ?? [];
  if (!result.data || (errors.length === 0 && rootFieldCount(operation) === 1)) return result;
  const failure = appErrorOf(unit.failure);
  const code = failure?.code ?? errors[0]?.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
  const reason = failure ? ` ${failure.message}` : '';
  const notSaved = new GraphQLError(`Nothing in this operation was saved, because part of it failed.${reason}`, {
    extensions: { code },
  });
  return { data: null, errors: [...errors, notSaved] };
}

async function runMutation(
  services: Services,
  context: HttpContext,
  keyed: KeyedRequest | undefined,
  operation: OperationDefinitionNode,
  execute: () => Promise<ExecutionResult>,
): Promise<ExecutionResult> {
  const unit = createUnitOfWork(services.prisma, {
    onBegin: keyed ? (tx) => claimKey(tx, keyed) : undefined,
    onEffectError: (err) => context.logger.warn({ err }, 'an after-commit effect failed'),
  });
  return runInUnitOfWork(unit, async () => {
    try {
      // A keyed mutation claims its key before anything runs: a replay must not run the resolvers.
      if (keyed) await unit.transaction();
      const result = await execute();
      if (unit.failure || result.errors?.length) {
        await unit.rollback();
        return rolledBack(result, unit, operation);
      }
      await unit.commit(
        keyed &&
          ((tx) =>
            storeAnswer(tx, keyed, {
              status: 200,
              contentType: 'application/json; charset=utf-8',
              location: null,
              body: Buffer.from(JSON.stringify(result)),
            })),
      );
      return result;
    } catch (error) {
      await unit.rollback();
      return failureResult(error);
    }
  });
}

export function unitOfWorkPlugin(services: Services): Plugin<GraphQLContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const context = args.contextValue as HttpContext;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation' || !context.request) return;
      reportTypedErrors(args.schema);
      let keyed: KeyedRequest | undefined;
      try {
        const { method, headers, url } = context.request;
        const key = requestKey(method, headers.get(IDEMPOTENCY_KEY_HEADER), context.viewer?.id, context.meta.ipAddress);
        if (key) keyed = { ...key, fingerprint: fingerprintOf(method, new URL(url).pathname, context.params ?? null) };
      } catch (error) {
        setResultAndStopExecution(failureResult(error));
        return;
      }
      // The key is held only while the mutation runs (another plugin may still stop it before it does).
      setExecuteFn(async (executeArgs) => {
        let release = () => {};
        try {
          if (keyed) release = holdKey(services.prisma, keyed.scope, keyed.key);
        } catch (error) {
          return failureResult(error);
        }
        try {
          return await runMutation(
            services,
            context,
            keyed,
            operation,
            async () => (await executeFn(executeArgs)) as ExecutionResult,
          );
        } finally {
          release();
        }
      });
    },
  };
}
