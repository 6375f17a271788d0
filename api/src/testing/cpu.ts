/**
 * CPU time of the thread that serves requests (the test app runs in the test's own main thread). Wall time on a
 * shared, loaded CI machine measures the machine, and the process's CPU time includes its other threads (database
 * pool, image workers).
 *
 * Tests use it only as a guard against work that grows without bound (a refusal that parses or resolves the whole
 * hostile document), never as a speed target: the main thread's CPU also holds PGlite's WebAssembly, garbage
 * collection and the test client, and moves with the machine. How fast refusals are is measured by
 * `npm run bench:refusals`; what a test asserts exactly is what ran (statements, the limit that refused).
 */
import { readFileSync } from 'node:fs';

/**
 * The ceiling for "refused at once": five times the most a refusal was seen to cost on a slow, loaded CI machine
 * (about 100 ms, PGlite's session lookup included), and half the least of the work the limits stop (the 1 MB of
 * nested JSON a sign-in used to parse took about a second; the nested and aliased queries, many seconds).
 */
export const AT_ONCE_CPU_MS = 500;

/** CPU milliseconds of the main thread (Linux: /proc, in 10 ms ticks); elsewhere the whole process's. */
export function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in USER_HZ (100) ticks
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
}
