/**
 * What the benchmarks read from a running API over HTTP: its own /metrics (Prometheus' text format,
 * api/src/metrics/metrics.ts), which loopback may read, for the JavaScript heap and the event loop's delay; and
 * /readyz, for when it has settled after its start.
 */
import type { RunningApi } from '../lib/app-process.mjs';
import { sleep } from './live-shared.mjs';

/** Every sample of a scrape by its name with its labels as written (`dadhood_db_pool_connections{state="idle"}`). */
export async function scrapeMetrics(url: string): Promise<Map<string, number>> {
  const response = await fetch(`${url}/metrics`);
  if (!response.ok) throw new Error(`${url}/metrics answered ${response.status}`);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/** The JavaScript heap in use, in MB. */
export async function heapUsedMb(url: string): Promise<number> {
  const samples = await scrapeMetrics(url);
  return Math.round((samples.get('dadhood_nodejs_heap_size_used_bytes') ?? Number.NaN) / 2 ** 20);
}

/**
 * prom-client's event-loop delay monitor (perf_hooks' monitorEventLoopDelay) wakes every 10 ms and records the time
 * between wake-ups, the 10 ms included: an idle loop reads ~10.1 ms. The delay is what exceeds it.
 */
const MONITOR_RESOLUTION_MS = 10;

/**
 * The event loop's delay since the previous scrape (each scrape starts the monitor's histogram afresh), in ms:
 * its 99th percentile and its maximum.
 */
export async function eventLoopDelayMs(url: string): Promise<{ p99: number; max: number }> {
  const samples = await scrapeMetrics(url);
  const delay = (name: string) =>
    Math.max(
      0,
      (samples.get(`dadhood_nodejs_eventloop_lag_${name}_seconds`) ?? Number.NaN) * 1000 - MONITOR_RESOLUTION_MS,
    );
  return { p99: delay('p99'), max: delay('max') };
}

/** Waits until /readyz says the image moderation model has loaded, then 5 s more for the process to settle. */
export async function settled(api: Pick<RunningApi, 'url'>): Promise<void> {
  for (;;) {
    const body = (await (await fetch(`${api.url}/readyz`)).json()) as { images?: string };
    if (body.images === 'ready') break;
    await sleep(250);
  }
  await sleep(5_000);
}
