/**
 * The app's Relay environment: queries and mutations over fetch('/graphql') with the session cookie,
 * subscriptions over graphql-ws on the same path (the socket opens on the first subscription only).
 */
import { createClient } from 'graphql-ws/client';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';

const GRAPHQL_PATH = '/graphql';

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: operation.text, variables }),
  });
  const body = (await response.json()) as GraphQLResponse;
  if (!response.ok && !('errors' in body)) throw new Error(`GraphQL request failed with status ${response.status}`);
  return body;
};

function socketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const subscriptions = createClient({ url: socketUrl, lazy: true, retryAttempts: Infinity });

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (!operation.text) {
      sink.error(new Error(`Operation ${operation.name} has no text`));
      return;
    }
    return subscriptions.subscribe(
      { operationName: operation.name, query: operation.text, variables },
      {
        next: (value) => sink.next(value as GraphQLResponse),
        error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
        complete: () => sink.complete(),
      },
    );
  });

export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribe),
  store: new Store(new RecordSource()),
});
