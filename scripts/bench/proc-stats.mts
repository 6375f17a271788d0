/**
 * What Linux's /proc says about processes and the machine, for the benchmarks that run the API as a child: CPU
 * time (a process's, its main thread's, the machine's) and resident memory. A process may exit between two
 * readings (a PostgreSQL backend, a child): it then reads as 0.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second (USER_HZ), 100 on Linux. */
const TICK_MS = 10;

/**
 * A `stat` file's parent pid (field 4) and user + system CPU time in ms (fields 14 and 15), counted after the
 * command's ')'; null once the process has exited.
 */
function readStat(file: string): { ppid: number; cpuMs: number } | null {
  try {
    const stat = readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

const cpuMsOfStat = (file: string) => readStat(file)?.cpuMs ?? 0;

/** CPU time of a process and every process under it (tsx runs node as a child). */
export function treeCpuMs(rootPid: number): number {
  const stats = new Map<number, { ppid: number; cpuMs: number }>();
  for (const entry of readdirSync('/proc')) {
    const stat = /^\d+$/.test(entry) ? readStat(`/proc/${entry}/stat`) : null;
    if (stat) stats.set(Number(entry), stat);
  }
  let cpuMs = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    cpuMs += stats.get(pid)?.cpuMs ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) queue.push(child);
  }
  return cpuMs;
}

/** CPU time of a process, all its threads (worker threads, GC and libuv helpers). */
export const processCpuMs = (pid: number) => cpuMsOfStat(`/proc/${pid}/stat`);

/** CPU time of a process's main thread: for Node, the event loop, where JavaScript runs. */
export const mainThreadCpuMs = (pid: number) => cpuMsOfStat(`/proc/${pid}/task/${pid}/stat`);

/** The machine's CPU ticks since boot, all cores: busy (neither idle nor waiting for I/O) and in all. */
export function machineCpuTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is already in user)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(0, 8).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}

/**
 * Threads running or ready to run on the whole machine right now (/proc/stat's procs_running, the reader
 * included). More than the cores means some wait for one, whatever the average busy share says.
 */
export function runnableThreads(): number {
  return Number(/^procs_running\s+(\d+)/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1] ?? 0);
}

/** Resident memory of `pid` and every process under it, in MB (tsx runs esbuild as a child service). */
export function treeRssMb(pid: number): number {
  const rssKb = (id: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  const children = (id: number): number[] =>
    readdirSync(`/proc/${id}/task`).flatMap((task) =>
      readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  let kb = 0;
  const walk = (id: number) => {
    try {
      kb += rssKb(id);
      for (const child of children(id)) walk(child);
    } catch {
      // A child that exited meanwhile.
    }
  };
  walk(pid);
  return Math.round(kb / 1024);
}
