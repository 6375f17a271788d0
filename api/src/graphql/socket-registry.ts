/**
 * The GraphQL WebSockets open in this process, by client address and by member: the caps on what each may hold
 * (docs/live-events.md#limits), and sessions ending everywhere at once. A socket's caller is authenticated
 * when it connects, from the token in its connection_init or else its upgrade request's session cookie. When a
 * member's access changes (the `accessChanged` event, published by any process after a sign-out, a password
 * change, a revoked token, a suspension or a deletion commits), each of their sockets here checks that
 * credential again; one that no longer authenticates as them closes (4403) and its subscriptions end at once.
 */
import { GraphQLError } from 'graphql';
import type { Context as GraphQLWsContext } from 'graphql-ws';
import type { Extra } from 'graphql-ws/use/ws';
import type WebSocket from 'ws';
import { isAppError } from '../domain/errors.js';
import type { Services } from '../domain/services.js';
import { authenticate, type Authentication, type Credentials } from '../http/auth.js';
import { listenForAccessChanges } from './access-changes.js';

/** Close codes and reasons (graphql-ws's 4403 and 4429, and the WebSocket standard's 1013 "try again later"). */
export const SOCKET_CLOSE = {
  ended: [4403, 'Forbidden: the session or access token has ended.'],
  unavailable: [1013, 'Try again later.'],
  addressFull: [4429, 'Too many connections from this address: close one first.'],
  memberFull: [4429, 'Too many connections for this member: close one first.'],
  flooding: [4429, 'Too many subscriptions: complete some before starting more.'],
} as const satisfies Record<string, readonly [number, string]>;

/** The answer to an operation on a socket that is closing: never sent (graphql-ws sends on open sockets only). */
export const CONNECTION_CLOSED = [new GraphQLError('The connection is closed.')];

type Context = GraphQLWsContext<Record<string, unknown> | undefined, Extra>;

interface OpenSocket {
  socket: WebSocket;
  address: string;
  /** When the socket opened, until its connection_init arrives (then undefined). */
  awaitingInitSince?: number | undefined;
  /** Pinged and not answered yet: dropped at the next round of pings. */
  awaitingPong: boolean;
  /** Set once the socket's caller is known to be a member: who, and what proved it. */
  member?: { id: string; credentials: Credentials };
  /** graphql-ws's context for the socket: its running operations. */
  context?: Context;
  /** Subscribes refused for the cap: a client that keeps sending them is closed. */
  refusals: number;
}

type Outcome = 'accepted' | keyof typeof SOCKET_CLOSE;

/** An authentication redone this many times for access changes meanwhile is taken as it is. */
const MAX_IDENTIFY_TRIES = 5;

/**
 * A socket whose connection_init has not arrived this long after it opened is closed (4408), as graphql-ws
 * would; checked every {@link INIT_CHECK_MS}.
 */
export const CONNECTION_INIT_TIMEOUT_MS = 3_000;
const INIT_CHECK_MS = 500;
/** Sockets pinged in one task. */
const PINGS_PER_SLICE = 200;

export function createSocketRegistry(services: Services) {
  const { socketsPerAddress, socketsPerMember, subscriptionsPerSocket, keepAliveMs } = services.config.webSockets;
  const sockets = new Map<WebSocket, OpenSocket>();
  const byAddress = new Map<string, number>();
  const byMember = new Map<string, Set<OpenSocket>>();
  /** Authentications under way: an access change meanwhile makes them check again (it may postdate their read). */
  const pending = new Set<{ stale: boolean }>();

  function forget(entry: OpenSocket) {
    sockets.delete(entry.socket);
    awaitingInit.delete(entry);
    const left = (byAddress.get(entry.address) ?? 1) - 1;
    if (left) byAddress.set(entry.address, left);
    else byAddress.delete(entry.address);
    if (!entry.member) return;
    const own = byMember.get(entry.member.id);
    own?.delete(entry);
    if (own?.size === 0) byMember.delete(entry.member.id);
  }

  /** Closes the socket and ends its operations now, rather than once the client has answered the close. */
  function end(entry: OpenSocket, why: keyof typeof SOCKET_CLOSE) {
    const [code, reason] = SOCKET_CLOSE[why];
    entry.socket.close(code, reason);
    const running = entry.context?.subscriptions as Record<string, unknown> | undefined;
    for (const [id, operation] of Object.entries(running ?? {})) {
      // graphql-ws ends an operation still starting once it finds its id gone, as for a client's `complete`.
      delete running![id];
      if (operation && typeof (operation as AsyncGenerator).return === 'function')
        void (operation as AsyncGenerator).return(undefined);
    }
  }

  /** Who the credentials prove, checked again if the member's access changed while the check was under way. */
  async function identify(credentials: Credentials) {
    const attempt = { stale: false };
    pending.add(attempt);
    try {
      for (let tries = 1; ; tries++) {
        attempt.stale = false;
        const auth = await authenticate(services, credentials);
        if (!attempt.stale || tries === MAX_IDENTIFY_TRIES) return auth;
      }
    } finally {
      pending.delete(attempt);
    }
  }

  /** 'ended' when the credentials no longer prove this member, 'unavailable' when that cannot be checked now. */
  async function recheck(credentials: Credentials, memberId: string): Promise<Outcome> {
    try {
      return (await identify(credentials)).viewer?.id === memberId ? 'accepted' : 'ended';
    } catch (error) {
      if (isAppError(error) && error.code === 'UNAUTHENTICATED') return 'ended';
      services.logger.warn({ err: error }, 'could not check the credentials of a member whose access changed');
      return 'unavailable';
    }
  }

  async function onAccessChanged(memberId: string) {
    for (const attempt of pending) attempt.stale = true;
    // One check per credential: a member's tabs share their browser's session.
    const byCredential = new Map<string, OpenSocket[]>();
    for (const entry of byMember.get(memberId) ?? []) {
      const { authorization, cookieHeader } = entry.member!.credentials;
      const key = authorization ?? cookieHeader ?? '';
      byCredential.set(key, [...(byCredential.get(key) ?? []), entry]);
    }
    await Promise.all(
      [...byCredential.values()].map(async (group) => {
        const outcome = await recheck(group[0]!.member!.credentials, memberId);
        if (outcome !== 'accepted') for (const entry of group) end(entry, outcome);
      }),
    );
  }

  const recheckMember = (memberId: string) =>
    onAccessChanged(memberId).catch((error: unknown) =>
      services.logger.error({ err: error }, 'closing the sockets of a member failed'),
    );
  const listening = listenForAccessChanges(services, recheckMember);

  // One listener of each kind and two timers for every socket of the process, rather than closures and timers of
  // each socket's own (graphql-ws's keep-alive and connection_init wait): an open socket costs less heap.
  function onClose(this: WebSocket) {
    const entry = sockets.get(this);
    if (entry) forget(entry);
  }
  function onPong(this: WebSocket) {
    const entry = sockets.get(this);
    if (entry) entry.awaitingPong = false;
  }
  const awaitingInit = new Set<OpenSocket>();
  const initCheck = setInterval(() => {
    const now = performance.now();
    for (const entry of awaitingInit) {
      if (now - entry.awaitingInitSince! < CONNECTION_INIT_TIMEOUT_MS) continue;
      awaitingInit.delete(entry);
      entry.socket.close(4408, 'Connection initialisation timeout');
    }
  }, INIT_CHECK_MS);
  initCheck.unref();
  // A round of pings goes out in slices, a pass of the event loop apart: thousands of sockets pinged in one task
  // would hold every delivery behind them (graphql-ws's own timers were spread by when each socket opened).
  const pingSlice = (round: Iterator<OpenSocket>) => {
    for (let i = 0; i < PINGS_PER_SLICE; i++) {
      const next = round.next();
      if (next.done) return;
      const entry = next.value;
      if (entry.socket.readyState !== entry.socket.OPEN) continue;
      if (entry.awaitingPong) {
        entry.socket.terminate();
        continue;
      }
      entry.awaitingPong = true;
      entry.socket.ping();
    }
    setImmediate(pingSlice, round);
  };
  const keepAlive = setInterval(() => pingSlice(sockets.values()), keepAliveMs);
  keepAlive.unref();
  // While Redis was down, access changes published by other processes never reached this one: check every
  // member's sockets once it answers again (one authentication per credential).
  const stopRecovering = services.redis?.onRecovered(() => {
    for (const memberId of byMember.keys()) void recheckMember(memberId);
  });

  return {
    /** A socket from this address may open (else it is closed, 4429): counted until it closes. */
    admit(socket: WebSocket, address: string): boolean {
      const count = byAddress.get(address) ?? 0;
      if (count >= socketsPerAddress) {
        socket.close(SOCKET_CLOSE.addressFull[0], SOCKET_CLOSE.addressFull[1]);
        return false;
      }
      const entry: OpenSocket = {
        socket,
        address,
        refusals: 0,
        awaitingPong: false,
        awaitingInitSince: performance.now(),
      };
      sockets.set(socket, entry);
      awaitingInit.add(entry);
      byAddress.set(address, count + 1);
      socket.on('close', onClose);
      socket.on('pong', onPong);
      return true;
    },

    /** The socket's connection_init has arrived (before its caller is checked, which may wait its turn). */
    initialised(socket: WebSocket) {
      const entry = sockets.get(socket);
      if (!entry) return;
      awaitingInit.delete(entry);
      entry.awaitingInitSince = undefined;
    },

    /**
     * The socket's caller, when its connection_init arrives: true to go on; false when refused (a token that
     * does not authenticate: graphql-ws closes it, 4403) or closed here (the member's cap, an outage).
     */
    async connect(context: Context, credentials: Credentials): Promise<boolean> {
      const entry = sockets.get(context.extra.socket);
      if (!entry) return false;
      entry.context = context;
      let auth: Authentication;
      try {
        auth = await identify(credentials);
      } catch (error) {
        if (isAppError(error) && error.code === 'UNAUTHENTICATED') return false;
        services.logger.warn({ err: error }, 'could not authenticate a WebSocket');
        end(entry, 'unavailable');
        return false;
      }
      if (!auth.viewer || entry.socket.readyState !== entry.socket.OPEN) return true;
      const own = byMember.get(auth.viewer.id) ?? new Set<OpenSocket>();
      if (own.size >= socketsPerMember) {
        end(entry, 'memberFull');
        return false;
      }
      entry.member = { id: auth.viewer.id, credentials };
      byMember.set(auth.viewer.id, own.add(entry));
      return true;
    },

    /**
     * Refuses an operation beyond the socket's cap (its own included in graphql-ws's list by now), with an error
     * the client can act on; a client that goes on regardless is closed (4429).
     */
    refusal(context: Context): GraphQLError[] | undefined {
      const entry = sockets.get(context.extra.socket);
      // Closing (a flood refused, a session ended): the rest of a burst costs no more than reading it.
      if (!entry || entry.socket.readyState !== entry.socket.OPEN) return CONNECTION_CLOSED;
      const running = Object.keys(context.subscriptions).length;
      if (running <= subscriptionsPerSocket) return undefined;
      if (++entry.refusals >= subscriptionsPerSocket) end(entry, 'flooding');
      return [
        new GraphQLError(
          `This connection already runs ${subscriptionsPerSocket} operations, the most it may: complete one first.`,
          {
            extensions: {
              code: 'BAD_USER_INPUT',
              limit: { name: 'subscriptionsPerSocket', maximum: subscriptionsPerSocket, found: running },
            },
          },
        ),
      ];
    },

    /** Sockets open and the operations they run, for the metrics. */
    stats() {
      let operations = 0;
      for (const entry of sockets.values()) operations += Object.keys(entry.context?.subscriptions ?? {}).length;
      return { connections: sockets.size, operations };
    },

    close() {
      clearInterval(initCheck);
      clearInterval(keepAlive);
      listening.stop();
      stopRecovering?.();
    },
  };
}
