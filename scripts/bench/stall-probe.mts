/**
 * The second client of `bench:stall`: asks `/readyz` every 100 ms from a thread of its own (so the attacker's own
 * work in the main thread cannot delay it) and keeps the slowest answer since the last `reset()`. A request still
 * waiting when the figure is read counts for as long as it has waited: a server that never answers is not fast.
 */
import { Worker } from 'node:worker_threads';

const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let slowest = 0, statuses = {}, started = 0, stopped = false;
parentPort.on('message', (message) => {
  if (message === 'reset') { slowest = 0; statuses = {}; }
  if (message === 'read') {
    const waiting = started ? performance.now() - started : 0;
    parentPort.postMessage({ slowestMs: Math.max(slowest, waiting), statuses });
  }
  if (message === 'stop') stopped = true;
});
(async () => {
  while (!stopped) {
    started = performance.now();
    let status = 'no answer';
    try {
      const response = await fetch(workerData.url + '/readyz', { signal: AbortSignal.timeout(60000) });
      await response.arrayBuffer();
      status = String(response.status);
    } catch {}
    slowest = Math.max(slowest, performance.now() - started);
    started = 0;
    statuses[status] = (statuses[status] || 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();
`;

export interface ProbeReading {
  /** The slowest /readyz answer (or wait) since the last reset, in ms. */
  slowestMs: number;
  /** How many answers of each status (or 'no answer'). */
  statuses: Record<string, number>;
}

export interface ReadyzProbe {
  reset(): void;
  read(): Promise<ProbeReading>;
  stop(): Promise<void>;
}

export function startReadyzProbe(url: string): ReadyzProbe {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url } });
  return {
    reset: () => worker.postMessage('reset'),
    read: () =>
      new Promise((resolve) => {
        worker.once('message', resolve);
        worker.postMessage('read');
      }),
    async stop() {
      worker.postMessage('stop');
      await worker.terminate();
    },
  };
}
