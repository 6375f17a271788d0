/**
 * How bench:feed loads a server: autocannon for a while on one request, with the CPU time the server's process
 * tree used meanwhile (from /proc), and the signed-in member's cookie.
 */
import autocannon from 'autocannon';
import { BENCH_PASSWORD } from './feed-shared.mjs';
import { treeCpuMs } from './proc-stats.mjs';

export interface Target {
  name: string;
  pid: number;
  request: { url: string; method?: 'GET' | 'POST'; body?: string; headers: Record<string, string> };
}

export interface Sample {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuMs: number;
  failed: number;
}

export interface Load {
  connections: number;
  seconds: number;
}

export function drive(target: Target, { connections, seconds }: Load): Promise<Sample> {
  const cpuBefore = treeCpuMs(target.pid);
  return new Promise((resolve, reject) => {
    autocannon({ ...target.request, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requests: result.requests.total,
        seconds: result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpuMs: treeCpuMs(target.pid) - cpuBefore,
        failed: result.non2xx + result.errors,
      });
    });
  });
}

/** `amount` requests before measuring: JIT, plans, pools. */
export function warm(target: Target, connections: number, amount = 200): Promise<unknown> {
  return new Promise((resolve) => autocannon({ ...target.request, connections, amount }, resolve));
}

/** The Cookie header of the benchmark's member (`bench1`) signed in at the API at `url`. */
export async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email: 'bench1@example.com', password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
