/**
 * GraphQL over WebSocket (graphql-ws) on the HTTP server's /graphql path. Each operation is authenticated
 * before it is validated (anonymous callers get no introspection or suggestions), and pays its cost like an
 * HTTP one. The caller is the access token of the connection_init payload (`{ authorization: 'Bearer ...' }`),
 * checked when the connection starts and again for every operation (a revoked token starts nothing more), or
 * else the session cookie sent with the upgrade request, which counts only from our own origin: another
 * site's page may open a socket, but only with a token. Sockets are capped per address, per member and in
 * what each runs, and close as soon as the session or token they were opened with ends (./socket-registry.ts);
 * the operations of one address start one at a time (./socket-turns.ts).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { RequestCache } from '@pothos/plugin-scope-auth';
import { getOperationAST, GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { MessageType } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Services } from '../domain/services.js';
import { isAllowedOrigin } from '../http/origin.js';
import { addressKey } from '../limits/address.js';
import { GRAPHQL_BODY_LIMIT_BYTES } from './protection/document-limits.js';
import { rewriteErrors, withoutSuggestions } from './protection/anonymous.js';
import { socketOperationText } from './protection/persisted.js';
import { deliverDirectly, sharedOperation, type DirectDelivery } from './shared-delivery.js';
import { CONNECTION_CLOSED, createSocketRegistry } from './socket-registry.js';
import { createSocketTurns } from './socket-turns.js';
import { connectionAuthorization, GRAPHQL_PATH, type Yoga } from './yoga.js';

type EnvelopedExecute = (args: ExecutionArgs) => unknown;

/** What onSubscribe hands the executor: yoga's enveloped functions, and the end of the operation's turn. */
interface OperationRoot {
  execute: EnvelopedExecute;
  subscribe: EnvelopedExecute;
  started(): void;
}

/** What the root holds once its operation has started. */
const STARTED: OperationRoot = {
  execute: () => undefined,
  subscribe: () => undefined,
  started: () => {},
};

/**
 * Runs the operation; its turn ends once it has started (a subscription in place, a query answered). The root
 * then lets go of the turn and of the enveloped functions: a subscription's arguments stay referenced for as
 * long as it runs, and nothing needs them again (each event executes with the event as its root).
 */
async function run(args: ExecutionArgs, kind: 'execute' | 'subscribe') {
  const root = args.rootValue as OperationRoot;
  try {
    return (await root[kind](args)) as never;
  } finally {
    root.started();
    Object.assign(root, STARTED);
    if (kind === 'subscribe') forgetEventCaches(args.contextValue);
  }
}

/**
 * A subscription keeps its context for as long as its socket is open, and each event resolves afresh: what the
 * scope checks cached while it started, or while an event resolved, would only be kept (about a kilobyte a
 * socket, `npm run bench:live`), never used again.
 */
function forgetEventCaches(contextValue: unknown) {
  if (contextValue && typeof contextValue === 'object') RequestCache.clearForContext(contextValue);
}

/**
 * What a socket may have waiting to be sent while results are still written to it directly. graphql-ws waits for
 * each frame it sends to be written before it takes the subscription's next event, so a reader that stops reading
 * fills its subscription's bounded queue (events/push-iterator.ts) rather than the process's memory. A direct write
 * does not wait: past this, results go graphql-ws's way again, and its pace holds them back as before.
 */
const DIRECT_WRITE_MAX_BUFFERED_BYTES = 64 * 1024;

/**
 * A subscription's shared results written straight to its socket (./shared-delivery.ts): the frame graphql-ws would
 * send, around a payload serialised once for every subscriber that shares it. What its `onNext` does besides
 * (below) only concerns results with errors, which never come this way.
 */
class SocketDelivery implements DirectDelivery {
  constructor(
    private readonly socket: WebSocket,
    private readonly id: string,
    private readonly contextValue: object,
  ) {}

  write(payloadJson: string): boolean {
    const { socket } = this;
    if (socket.readyState !== socket.OPEN || socket.bufferedAmount > DIRECT_WRITE_MAX_BUFFERED_BYTES) return false;
    forgetEventCaches(this.contextValue);
    socket.send(`{"id":${JSON.stringify(this.id)},"type":"${MessageType.Next}","payload":${payloadJson}}`);
    return true;
  }
}

/** A graphql-ws message carries one operation and its variables: the size /graphql accepts, and its envelope. */
const MAX_MESSAGE_BYTES = GRAPHQL_BODY_LIMIT_BYTES + 1024;

/** The key the socket caps and turns count a request's client address under (an IPv6 /64, as budgets do). */
const addressOf = (req: IncomingMessage | SocketRequest) => addressKey((req as SocketRequest).ip);

/**
 * The client's address as Express computes req.ip for TRUST_PROXY hops: that many entries from the right of
 * X-Forwarded-For (the upgrade request does not pass through Express).
 */
export function clientAddress(req: IncomingMessage, trustProxyHops: number): string {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const chain = [socketAddress, ...forwarded.reverse()];
  return chain[Math.min(trustProxyHops, chain.length - 1)]!;
}

/**
 * What a socket's operations read of its upgrade request, handed to graphql-ws (as its `extra.request`) instead of
 * the request, and so kept for as long as the socket is open: the request itself (its stream state, header object
 * and raw header list) would cost every open socket a kilobyte or two of heap for nothing (`npm run bench:live`
 * prints the heap per connection). The yoga context and the address of the socket's turns read these fields only.
 */
interface SocketRequest {
  ip: string;
  headers: Pick<IncomingMessage['headers'], 'cookie' | 'authorization' | 'user-agent'>;
  socket: { remoteAddress: string | undefined };
}

function socketRequest(req: IncomingMessage & { ip: string }): SocketRequest {
  const { cookie, authorization, 'user-agent': userAgent } = req.headers;
  return {
    ip: req.ip,
    headers: { cookie, authorization, 'user-agent': userAgent },
    socket: { remoteAddress: req.socket.remoteAddress },
  };
}

/** What a socket client sees of a result: no HTTP details (yoga's), and no suggestions for a visitor. */
function forSocket<T extends ExecutionResult>(result: T, signedIn: boolean): T {
  const withoutHttp = rewriteErrors(result, ({ message, extensions: { http: _http, ...extensions } }) => ({
    message,
    extensions,
  }));
  return signedIn ? withoutHttp : withoutSuggestions(withoutHttp);
}

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function attachGraphQLWebSocket(server: Server, yoga: Yoga, services: Services) {
  const { config } = services;
  // A message larger than an operation could be closes the socket (1009) before it is parsed.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const registry = createSocketRegistry(services);
  const turns = createSocketTurns();

  // ws closes a socket on its own errors (1009 for a message over maxPayload); graphql-ws would also print each
  // one to the console, which a client could fill at will. One listener for every socket: a closure made in
  // onUpgrade would keep its upgrade request alive for as long as the socket is open.
  const onProtocolError = (error: Error) =>
    services.logger.debug({ err: error }, 'WebSocket closed on a protocol error');

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== GRAPHQL_PATH) return refuse(socket, '404 Not Found');
    // Another site's page: its socket does not act as a member by the cookies the browser sends along.
    if (!isAllowedOrigin(config, req.headers.origin, req.headers.host)) delete req.headers.cookie;
    const withAddress = Object.assign(req, { ip: clientAddress(req, config.trustProxyHops) });
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (!registry.admit(ws, addressOf(req))) return;
      wss.emit('connection', ws, socketRequest(withAddress));
      ws.removeAllListeners('error');
      ws.on('error', onProtocolError);
    });
  };
  server.on('upgrade', onUpgrade);
  services.metrics.sockets(() => registry.stats());

  const graphqlWs = useServer(
    {
      // The registry times connection_init and pings the sockets, with timers shared by all of them.
      connectionInitWaitTimeout: 0,
      // The caller, once: a token that is not valid ends the connection at once (4403 Forbidden), before any
      // operation; a member past their cap of sockets is closed (4429).
      onConnect: async (ctx) => {
        registry.initialised(ctx.extra.socket);
        const done = await turns.take(addressOf(ctx.extra.request));
        try {
          const credentials = {
            cookieHeader: ctx.extra.request.headers.cookie,
            authorization: connectionAuthorization(ctx.connectionParams),
          };
          return await registry.connect(ctx, credentials);
        } finally {
          done();
        }
      },
      execute: (args) => run(args, 'execute'),
      subscribe: (args) => run(args, 'subscribe'),
      onSubscribe: async (ctx, id, params) => {
        // Before any work: an operation past the socket's cap is refused at once.
        const refused = registry.refusal(ctx);
        if (refused) return refused;
        const started = await turns.take(addressOf(ctx.extra.request));
        let handedOver = false;
        try {
          // The socket closed while this waited: nobody is left to answer.
          if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) return CONNECTION_CLOSED;
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
              rootValue: { execute, subscribe, started } satisfies OperationRoot,
            };
            errors = validate(args.schema, args.document);
            // graphql-ws would refuse it without running it, and so without ending its turn.
            const operation = errors.length ? undefined : getOperationAST(args.document, args.operationName);
            if (!errors.length && !operation) errors = [new GraphQLError('Unable to identify operation')];
            if (!errors.length) {
              // A subscription whose results may be shared: those without errors are written by its socket.
              if (operation?.operation === 'subscription' && sharedOperation(args)) {
                deliverDirectly(contextValue, new SocketDelivery(ctx.extra.socket, id, contextValue));
              }
              handedOver = true;
              return args;
            }
          } catch (error) {
            // The document limits refuse by throwing, in the parser or in validation: an error for this operation.
            if (!(error instanceof Error && error.name === 'GraphQLError')) throw error;
            errors = [error as GraphQLError];
          }
          return forSocket({ errors }, contextValue.viewer !== null).errors!;
        } finally {
          if (!handedOver) started();
        }
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        forgetEventCaches(args.contextValue);
        return forSocket(result, (args.contextValue as { viewer?: unknown }).viewer != null);
      },
    },
    wss,
    0,
  );

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      registry.close();
      await graphqlWs.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
