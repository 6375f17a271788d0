/**
 * GraphQL over WebSocket (graphql-ws) on the HTTP server's /graphql path. Each operation is authenticated
 * before it is validated (anonymous callers get no introspection or suggestions), and pays its cost like an
 * HTTP one. The caller is the access token of the connection_init payload (`{ authorization: 'Bearer ...' }`),
 * checked when the connection starts and again for every operation (a revoked token starts nothing more), or
 * else the session cookie sent with the upgrade request, which counts only from our own origin: another
 * site's page may open a socket, but only with a token.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs, ExecutionResult, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Config } from '../config/config.js';
import type { Services } from '../domain/services.js';
import { authenticate } from '../http/auth.js';
import { isAllowedOrigin } from '../http/origin.js';
import { rewriteErrors, withoutSuggestions } from './protection/anonymous.js';
import { socketOperationText } from './protection/persisted.js';
import { connectionAuthorization, GRAPHQL_PATH, type Yoga } from './yoga.js';

type EnvelopedExecute = (args: ExecutionArgs) => unknown;

/**
 * The client's address as Express computes req.ip for TRUST_PROXY hops: that many entries from the right of
 * X-Forwarded-For (the upgrade request does not pass through Express).
 */
export function clientAddress(req: IncomingMessage, trustProxyHops: number): string {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((a) => a.trim()).filter(Boolean);
  const chain = [socketAddress, ...forwarded.reverse()];
  return chain[Math.min(trustProxyHops, chain.length - 1)]!;
}

/** What a socket client sees of a result: no HTTP details (yoga's), and no suggestions for a visitor. */
function forSocket<T extends ExecutionResult>(result: T, signedIn: boolean): T {
  const withoutHttp = rewriteErrors(result, ({ message, extensions: { http: _http, ...extensions } }) => ({ message, extensions }));
  return signedIn ? withoutHttp : withoutSuggestions(withoutHttp);
}

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function attachGraphQLWebSocket(server: Server, yoga: Yoga, services: Services) {
  const { config } = services;
  const wss = new WebSocketServer({ noServer: true });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== GRAPHQL_PATH) return refuse(socket, '404 Not Found');
    // Another site's page: its socket does not act as a member by the cookies the browser sends along.
    if (!isAllowedOrigin(config, req.headers.origin, req.headers.host)) delete req.headers.cookie;
    Object.assign(req, { ip: clientAddress(req, config.trustProxyHops) });
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  const graphqlWs = useServer(
    {
      // A token that is not valid ends the connection at once (4403 Forbidden), before any operation.
      onConnect: async (ctx) => {
        const authorization = connectionAuthorization(ctx.connectionParams);
        if (authorization === undefined) return true;
        try {
          await authenticate(services, { authorization });
          return true;
        } catch {
          return false;
        }
      },
      execute: (args) => (args.rootValue as { execute: EnvelopedExecute }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: EnvelopedExecute }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        // The context (and so the viewer) first: validation depends on who is asking.
        const contextValue = await contextFactory();
        let errors: readonly GraphQLError[];
        try {
          const args = {
            schema,
            operationName: params.operationName,
            // A persisted id becomes its text; text itself only from whom the policy allows (HTTP's rules).
            document: parse(socketOperationText(services, params, contextValue, ctx.connectionParams)),
            variableValues: params.variables,
            contextValue,
            rootValue: { execute, subscribe },
          };
          errors = validate(args.schema, args.document);
          if (!errors.length) return args;
        } catch (error) {
          // The document limits refuse by throwing, in the parser or in validation: an error for this operation.
          if (!(error instanceof Error && error.name === 'GraphQLError')) throw error;
          errors = [error as GraphQLError];
        }
        return forSocket({ errors }, contextValue.viewer !== null).errors!;
      },
      onNext: (_ctx, _id, _payload, args, result) => forSocket(result, (args.contextValue as { viewer?: unknown }).viewer != null),
    },
    wss,
  );

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      await graphqlWs.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
