/**
 * Which navigations are the app's, and get its page from the cache when the network fails: every path but what
 * the API serves itself (api/src/http/app.ts). Matched against the path and query, as Workbox's NavigationRoute
 * does; a path the API starts to serve outside these belongs here too.
 */
export const SERVER_PATHS: readonly RegExp[] = [
  // The REST API with sign-in, sign-out, calendars and images; GraphQL and GraphiQL; uploads; the built files.
  /^\/(?:api|graphql|uploads|assets|icons)(?:[/?]|$)/,
  // The operations endpoints.
  /^\/(?:healthz|readyz|metrics)(?:\?|$)/,
  // A file (sw.js, manifest.webmanifest, login.html): no route of the app has a dot in its last part.
  /^[^?]*\/[^/?]*\.[A-Za-z0-9]+(?:\?|$)/,
];
