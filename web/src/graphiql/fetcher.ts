/**
 * How GraphiQL reaches the API, as the app does (relay/environment.ts): queries and mutations are a
 * same-origin POST to /graphql with the session cookie; subscriptions go over graphql-ws on the same path,
 * whose socket opens on the first subscription only.
 */
import type { GraphiQLProps } from 'graphiql';
import { getOperationAST, parse, type DocumentNode } from 'graphql';
import { createClient } from 'graphql-ws/client';

type Fetcher = GraphiQLProps['fetcher'];

export const GRAPHQL_PATH = '/graphql';

function socketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function isSubscription(query: string, operationName: string | null | undefined, document?: DocumentNode): boolean {
  try {
    return getOperationAST(document ?? parse(query), operationName ?? undefined)?.operation === 'subscription';
  } catch {
    return false; // A syntax error: let the server say so.
  }
}

export function createFetcher(): Fetcher {
  const subscriptions = createClient({ url: socketUrl, lazy: true });
  return async (params, options) => {
    if (isSubscription(params.query, params.operationName, options?.documentAST)) {
      return subscriptions.iterate({
        query: params.query,
        operationName: params.operationName ?? null,
        variables: params.variables ?? null,
      });
    }
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/graphql-response+json, application/json',
        ...options?.headers,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(params),
    });
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      // Not a GraphQL answer (a proxy's error page, a refused body): show what came back.
      throw new Error(`${response.status} ${response.statusText}: ${text.slice(0, 500)}`);
    }
  };
}
