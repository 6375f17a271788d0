/**
 * Persisted operations (docs/persisted-operations.md): the web app sends the ids relay-compiler gave its
 * operations, and the server runs the text it keeps for them. With GRAPHQL_PERSISTED_ONLY (production), operation
 * text comes only from an access token or from a signed-in member in GraphiQL. One module for both transports:
 * the HTTP plugin below and the WebSocket's onSubscribe (../ws.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { usePersistedOperations as usePersistedOperationsPlugin } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Authentication } from '../../http/auth.js';
import { authOfRequest } from './caller.js';

/** The header GraphiQL's page sends with its requests (its socket says `graphiql: true` in connection_init). */
export const GRAPHIQL_HEADER = 'x-graphiql';

export const PERSISTED_QUERY_ONLY_MESSAGE =
  "Only the web app's persisted operations run without credentials. To send your own operations, use an access " +
  'token (`Authorization: Bearer <token>`, see docs/integrations.md), or sign in and use GraphiQL at /graphql.';
export const PERSISTED_QUERY_NOT_FOUND_MESSAGE =
  'Unknown persisted operation: the app has been updated since this page loaded. Reload the page.';
const ID_REQUIRED_MESSAGE =
  "Send the operation as `query`, or a persisted operation's id as `extensions.persistedQuery.sha256Hash` or `documentId`.";

const refusal = (message: string, code: string, status: number) => ({
  message,
  extensions: { code, http: { status } },
});
const refusals = {
  persistedQueryOnly: refusal(PERSISTED_QUERY_ONLY_MESSAGE, 'PERSISTED_QUERY_ONLY', 403),
  notFound: refusal(PERSISTED_QUERY_NOT_FOUND_MESSAGE, 'PERSISTED_QUERY_NOT_FOUND', 400),
  keyNotFound: refusal(ID_REQUIRED_MESSAGE, 'BAD_USER_INPUT', 400),
};
const refuse = ({ message, extensions }: (typeof refusals)[keyof typeof refusals]) =>
  new GraphQLError(message, { extensions });

/** The caller as far as the policy cares: a member (or none), and the access token's grant when one was used. */
export type Caller = Pick<Authentication, 'viewer' | 'grant'>;

/** May this caller send operation text? Anyone, unless GRAPHQL_PERSISTED_ONLY: then a token, or a member in GraphiQL. */
export function mayRunText(config: Config, caller: Caller | undefined, fromGraphiQL: boolean): boolean {
  if (!config.persistedOperations.only) return true;
  if (caller?.grant) return true;
  return caller?.viewer != null && fromGraphiQL;
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The persisted operation id a request names: `extensions.persistedQuery` (version 1, `sha256Hash`, what the web
 * app sends), or `documentId` (GraphQL over HTTP's persisted documents draft: `sha256:<hash>`, or the bare hash).
 */
export function persistedOperationId(params: { extensions?: unknown; documentId?: unknown }): string | null {
  const persistedQuery = (
    params.extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null | undefined
  )?.persistedQuery;
  if (persistedQuery?.version === 1 && typeof persistedQuery.sha256Hash === 'string') return persistedQuery.sha256Hash;
  if (typeof params.documentId === 'string') return params.documentId.replace(/^sha256:/, '');
  return null;
}

const operationMap = z.record(z.string().regex(SHA256), z.string().min(1));

interface PersistedOperationStore {
  get(id: string): string | undefined;
}

/**
 * The map relay-compiler writes (`npm run relay`), read at start. An id it lacks reads the file again if it
 * changed (at most once a second): a developer's new operation works without restarting the API.
 */
function createStore(file: string, logger: Logger): PersistedOperationStore {
  let operations = new Map<string, string>();
  let loadedVersion: number | null | undefined;
  let checkedAt = 0;
  const refresh = () => {
    checkedAt = Date.now();
    let version: number | null;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      version = null;
    }
    if (version === loadedVersion) return;
    loadedVersion = version;
    if (version === null) {
      operations = new Map();
      logger.warn({ file }, 'No persisted operations (run `npm run relay`): only operation text can run.');
      return;
    }
    try {
      operations = new Map(Object.entries(operationMap.parse(JSON.parse(readFileSync(file, 'utf8')))));
      logger.info({ file, count: operations.size }, 'Persisted operations loaded.');
    } catch (error) {
      logger.error(
        { file, err: error },
        'The persisted operations file is not a map of SHA-256 ids to operation text.',
      );
    }
  };
  refresh();
  return {
    get(id) {
      if (!operations.has(id) && SHA256.test(id) && Date.now() - checkedAt >= 1000) refresh();
      return operations.get(id);
    },
  };
}

/** One store per file for the process: HTTP and WebSocket (and test apps sharing a file) load it once. */
const stores = new Map<string, PersistedOperationStore>();
function storeFor(config: Config, logger: Logger): PersistedOperationStore {
  const { file } = config.persistedOperations;
  let store = stores.get(file);
  if (!store) {
    store = createStore(file, logger);
    stores.set(file, store);
  }
  return store;
}

/** HTTP: after useEarlyAuth (it needs the caller), a persisted id becomes its text; text is checked against the policy. */
export function usePersistedOperations({ config, logger }: { config: Config; logger: Logger }): Plugin {
  const store = storeFor(config, logger);
  return usePersistedOperationsPlugin({
    getPersistedOperation: (id) => store.get(id) ?? null,
    extractPersistedOperationId: persistedOperationId,
    allowArbitraryOperations: (request) =>
      mayRunText(config, authOfRequest(request), request.headers.get(GRAPHIQL_HEADER) === '1'),
    customErrors: refusals,
  });
}

/** WebSocket: the text to run for a subscribe message, by the same rules; throws the refusal as a GraphQLError. */
export function socketOperationText(
  { config, logger }: { config: Config; logger: Logger },
  params: { query?: string; extensions?: unknown },
  caller: Caller,
  connectionParams: Readonly<Record<string, unknown>> | undefined,
): string {
  if (params.query) {
    if (!mayRunText(config, caller, connectionParams?.graphiql === true)) throw refuse(refusals.persistedQueryOnly);
    return params.query;
  }
  const id = persistedOperationId(params);
  if (id === null) throw refuse(refusals.keyNotFound);
  const text = storeFor(config, logger).get(id);
  if (text === undefined) throw refuse(refusals.notFound);
  return text;
}
