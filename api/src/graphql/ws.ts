/**
 * GraphQL over WebSocket (graphql-ws) on the HTTP server's /graphql path. Connections must come from our own
 * origin; each operation is authenticated with the session cookie sent with the upgrade request.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Config } from '../config/config.js';
import { isAllowedOrigin } from '../http/origin.js';
import { GRAPHQL_PATH, type Yoga } from './yoga.js';

type EnvelopedExecute = (args: ExecutionArgs) => unknown;

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function attachGraphQLWebSocket(server: Server, yoga: Yoga, config: Config) {
  const wss = new WebSocketServer({ noServer: true });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== GRAPHQL_PATH) return refuse(socket, '404 Not Found');
    if (!isAllowedOrigin(config, req.headers.origin, req.headers.host)) return refuse(socket, '403 Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  const graphqlWs = useServer(
    {
      execute: (args) => (args.rootValue as { execute: EnvelopedExecute }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: EnvelopedExecute }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
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
