/**
 * The API as real processes, as `npm start` and `npm run admin` run them: started on an environment of the
 * test's own, read until they serve, stopped with SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const entry = path.resolve(import.meta.dirname, '../main.ts');

export interface StartedApi {
  child: ChildProcess;
  url: string;
  lines: string[];
  exit: Promise<number | null>;
}

/** `timeoutMs`: how long it may take to serve (a first start on an empty database migrates it). */
export function startApi(env: Record<string, string>, timeoutMs = 60_000): Promise<StartedApi> {
  // As `npm start` runs it: node with tsx's loader. (The tsx launcher relays SIGTERM to a child and SIGKILLs it
  // with exit 143 when the child does not acknowledge within 30 ms, which a busy machine misses.)
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      // As `npm start` runs it (no NODE_ENV): the demo is seeded unless the test's env says otherwise.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    // A process that does not serve in time is stopped, so no test leaves one running.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`not serving after ${timeoutMs / 1000} s:\n${lines.join('\n')}`));
    }, timeoutMs);
    const onLine = (line: string) => {
      lines.push(line);
      const url = /serving at (http:\/\/[^\s"]+)/.exec(line)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url, lines, exit });
      }
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    void exit.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`exited with ${code}:\n${lines.join('\n')}`), { code, lines }));
    });
  });
}

export async function stopApi(server: StartedApi): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exit;
}

/** `npm run admin -- <args>` as a real process on `env`'s database: its exit code and what it printed. */
export function adminCommand(
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../operator/main.ts'), ...args],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
