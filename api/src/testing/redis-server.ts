/**
 * A Redis server of a test's own, for its faults: a real `redis-server` on a free port that the test can stop
 * (killed, as a crash or a lost host looks to a client) and start again on the same port, or pause (its open
 * connections stay open and go silent, as a hung server looks) and resume. A Redis that never answered at all is
 * testing/silent-server.ts. The benchmarks use them too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface RedisServer {
  port: number;
  /** redis://127.0.0.1:<port> */
  url: string;
  readonly running: boolean;
  /** Kills the server (SIGKILL: no goodbye to its clients) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it accepts commands. */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void;
  /** Lets a paused server carry on (SIGCONT) with what it was sent meanwhile. */
  resume(): void;
  close(): Promise<void>;
}

/** A port nothing listens on right now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.resume();
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`redis-server on port ${port} exited (${code}): ${output.slice(-500)}`)),
    );
  });
}

/** A real Redis on a port of its own (`redis-server` from PATH), no persistence. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  let child: ChildProcess | undefined = await launch(chosen);
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGKILL');
    await exited;
  };
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    get running() {
      return child !== undefined;
    },
    stop,
    async start() {
      if (!child) child = await launch(chosen);
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    close: stop,
  };
}
