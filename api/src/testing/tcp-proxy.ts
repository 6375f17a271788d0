/**
 * A TCP proxy to put between a test app and its PostgreSQL server, to cut the connection at chosen moments: `cut`
 * destroys every live socket and turns new connections away until `restore`; `hold` keeps connections open but
 * passes nothing on until `release` (a server that stalls, then carries on). The server itself keeps running
 * (other test files use it in parallel).
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  readonly up: boolean;
  cut(): void;
  restore(): void;
  /** From now on nothing is passed on (either way); it is kept, in order, for `release`. */
  hold(): void;
  /** Passes on what was held, then carries on as usual. */
  release(): void;
  close(): Promise<void>;
}

/**
 * `onTraffic` sees every chunk before it passes (`toServer` tells the direction; `connection` is the same object for
 * both directions of one connection); answering 'cut' cuts everything instead of passing it on.
 */
export type TrafficHook = (chunk: Buffer, toServer: boolean, connection: object) => 'cut' | undefined;

export async function startTcpProxy(
  target: { host: string; port: number },
  onTraffic: TrafficHook = () => {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let up = true;
  let held: (() => void)[] | undefined;

  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        for (const s of pair) {
          s.destroy();
          sockets.delete(s);
        }
      });
    }
    const forward = (from: net.Socket, to: net.Socket, toServer: boolean) =>
      from.on('data', (chunk: Buffer) => {
        if (!up) return;
        if (onTraffic(chunk, toServer, pair) === 'cut') proxy.cut();
        else if (held) held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    forward(client, upstream, true);
    forward(upstream, client, false);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const proxy: TcpProxy = {
    port: (server.address() as net.AddressInfo).port,
    get up() {
      return up;
    },
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore() {
      up = true;
    },
    hold() {
      held ??= [];
    },
    release() {
      const pending = held ?? [];
      held = undefined;
      for (const pass of pending) pass();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
