/**
 * CPU time of the thread that serves requests (the test app runs in the test's own main thread): what "refused
 * at once" is measured in. Wall time on a shared, loaded CI machine measures the machine, and the process's CPU
 * time includes its other threads (database pool, image workers).
 */
import { readFileSync } from 'node:fs';

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
