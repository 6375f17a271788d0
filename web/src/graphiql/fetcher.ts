/**
 * How GraphiQL reaches the API, as the app does (relay/environment.ts) but with the operation's text, marked as
 * GraphiQL's (./marker.ts): queries and mutations are a same-origin POST to /graphql with the session cookie;
 * subscriptions go over graphql-ws on the same path, whose socket opens on the first subscription only.
 */
import type { GraphiQLProps } from 'graphiql';
import { getOperationAST, Kind, parse, type DocumentNode } from 'graphql';
import { createClient } from 'graphql-ws/client';
import { GRAPHIQL_CONNECTION_PARAMS, GRAPHIQL_HEADERS } from './marker';

type Fetcher = GraphiQLProps['fetcher'];

export const GRAPHQL_PATH = '/graphql';

function socketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The operation to run. Just after a tab switch GraphiQL can still send the previous tab's operation name with
 * the new tab's text: a name the document lacks, when it holds one operation, means that one. Otherwise the
 * subscription was taken for no operation at all, went over HTTP, and the server answered "Could not
 * determine what operation to execute".
 */
export function operationNameFor(document: DocumentNode | null, name: string | null | undefined): string | null {
  if (!document || !name) return name ?? null;
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.some((operation) => operation.name?.value === name)) return name;
  return operations.length === 1 ? (operations[0]!.name?.value ?? null) : name;
}

function parsed(query: string): DocumentNode | null {
  try {
    return parse(query);
  } catch {
    return null; // A syntax error: let the server say so.
  }
}

export const SIGNED_OUT_ADVICE =
  'The API runs operation text only for a signed-in member or an access token, and this page is no longer signed in. ' +
  'Sign in again at /api/login and reload, or add an access token in the Headers panel: {"Authorization": "Bearer <token>"}.';

/** The API's refusal of text (PERSISTED_QUERY_ONLY) says what to do in GraphiQL: the session has ended. */
export function withGraphiQLAdvice<T>(body: T): T {
  const errors = (body as { errors?: { message?: string; extensions?: { code?: unknown } }[] } | null)?.errors;
  if (!Array.isArray(errors) || !errors.some((error) => error.extensions?.code === 'PERSISTED_QUERY_ONLY')) return body;
  return {
    ...body,
    errors: errors.map((error) =>
      error.extensions?.code === 'PERSISTED_QUERY_ONLY' ? { ...error, message: SIGNED_OUT_ADVICE } : error,
    ),
  };
}

/** The Authorization header of GraphiQL's Headers panel (any spelling), for the socket's connection_init. */
export function authorizationOf(headers: Record<string, unknown> | undefined): string | undefined {
  const found = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  return typeof found === 'string' && found ? found : undefined;
}

export function createFetcher(): Fetcher {
  // One socket per credential: the session's, or each token put in the Headers panel (sent in connection_init).
  const sockets = new Map<string, ReturnType<typeof createClient>>();
  const socketFor = (authorization: string | undefined) => {
    const key = authorization ?? '';
    let client = sockets.get(key);
    if (!client) {
      const connectionParams = authorization
        ? { ...GRAPHIQL_CONNECTION_PARAMS, authorization }
        : GRAPHIQL_CONNECTION_PARAMS;
      client = createClient({ url: socketUrl, lazy: true, connectionParams });
      sockets.set(key, client);
    }
    return client;
  };
  return async (given, options) => {
    const document = parsed(given.query);
    const params = { ...given, operationName: operationNameFor(document, given.operationName) };
    if (document && getOperationAST(document, params.operationName ?? undefined)?.operation === 'subscription') {
      return socketFor(authorizationOf(options?.headers)).iterate({
        query: params.query,
        operationName: params.operationName,
        variables: params.variables ?? null,
      });
    }
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/graphql-response+json, application/json',
        ...options?.headers,
        ...GRAPHIQL_HEADERS,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(params),
    });
    const text = await response.text();
    try {
      return withGraphiQLAdvice(JSON.parse(text));
    } catch {
      // Not a GraphQL answer (a proxy's error page, a refused body): show what came back.
      throw new Error(`${response.status} ${response.statusText}: ${text.slice(0, 500)}`);
    }
  };
}
