/**
 * The Node HTTP server around the Express app, for the real process and for tests alike.
 *
 * Idle keep-alive connections are kept for 65 s, longer than the 60 s idle timeout of common proxies and load
 * balancers, so the server is never the side that closes a connection a client is about to reuse (the client
 * would see ECONNRESET). Node's default of 5 s also loses that race in-process whenever a long synchronous
 * task holds the event loop past both sides' timers (image work runs in worker threads for that reason:
 * domain/images/pool.ts).
 */
import { createServer, type RequestListener, type Server } from 'node:http';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function createHttpServer(app: RequestListener): Server {
  const server = createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must exceed keepAliveTimeout, or Node may time out a request arriving on a connection about to idle out.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
