/**
 * How GraphiQL's requests say they come from GraphiQL: in production the API takes operation text from a
 * signed-in member only with this mark, so the app's own screens (which send persisted ids) cannot slip into
 * sending text unnoticed (docs/persisted-operations.md). It is no credential: the session or a token is.
 */
export const GRAPHIQL_HEADERS = { 'X-GraphiQL': '1' } as const;

/** The same mark in the WebSocket's connection_init payload. */
export const GRAPHIQL_CONNECTION_PARAMS = { graphiql: true } as const;
