/**
 * What bench:capacity prints: a line (and the request kinds' line) per step, then the verdict: the largest count
 * of members served at p95 under the target, what saturated first, the API's resident memory, and the last line,
 * one JSON object.
 */
import os from 'node:os';
import { LIMITS, type Resource, type Resources, shareOfLimits } from './capacity-resources.mjs';
import type { StepFigures } from './capacity-step.mjs';

export const P95_TARGET_MS = 200;

export interface Step extends StepFigures {
  members: number;
  resources: Resources;
  /** The machine's 1-minute load average at the end of the step. */
  load: number;
}

export const passed = (step: Step) => step.errors === 0 && step.p95Ms < P95_TARGET_MS;

export function printStep(step: Step): void {
  const r = step.resources;
  console.log(
    `${String(step.members).padStart(5)} members  ${step.requestsPerSecond} req/s  p50 ${step.p50Ms} ms  ` +
      `p95 ${step.p95Ms} ms  p99 ${step.p99Ms} ms  errors ${step.errors} | API CPU ${r.apiCpuPercent} % ` +
      `(main thread ${r.mainThreadPercent} %), event-loop delay p99 ${r.lagP99Ms} ms (max ${r.lagMaxMs}), ` +
      `RSS ${r.apiRssMb} MB | PostgreSQL ${r.postgresCores} cores, ${r.postgresActive} busy connections ` +
      `(${r.postgresLockWaits} waiting for a lock), ${r.postgresIdleInTransaction} idle in a transaction | ` +
      `machine ${r.machinePercent} % (others ${r.otherCores} cores), ${r.runnablePerCore} runnable threads a core, ` +
      `bench ${r.benchPercent} % | load ${step.load.toFixed(1)}`,
  );
  const kinds = Object.entries(step.byKind).map(
    ([kind, k]) => `${kind} ${k.count}: ${k.p50Ms}/${k.p95Ms}${k.errors ? ` (${k.errors} errors)` : ''}`,
  );
  console.log(
    `        p50/p95 ms: ${kinds.join(', ')}; chat delivery ${step.deliveries.p50Ms}/${step.deliveries.p95Ms}`,
  );
  for (const [problem, count] of Object.entries(step.problems).slice(0, 10))
    console.log(`        ${count} × ${problem}`);
}

const RESOURCE_WORDS: Record<Resource, (r: Resources) => string> = {
  'api-cpu': (r) =>
    `the API's main thread used ${r.mainThreadPercent} % of a core (limit ${LIMITS.mainThreadPercent} %)`,
  'event-loop': (r) => `the event loop's delay reached p99 ${r.lagP99Ms} ms (limit ${LIMITS.lagP99Ms} ms)`,
  postgres: (r) =>
    `PostgreSQL used ${r.postgresCores} of ${os.availableParallelism()} cores with ${r.postgresActive} connections busy`,
  'machine-cpu': (r) =>
    `the machine's ${os.availableParallelism()} cores were ${r.machinePercent} % busy (limit ${LIMITS.machinePercent} %), ` +
    `${r.otherCores} cores of it neither the API's, PostgreSQL's for this database nor the bench's`,
};

/**
 * Of resources at their limits in the same step, the cause before the symptom: a busy main thread or PostgreSQL
 * fill the machine's cores, and any of the three lengthens the event loop's delay.
 */
const CAUSES_FIRST: Resource[] = ['api-cpu', 'postgres', 'machine-cpu', 'event-loop'];

/**
 * The verdict on the steps run: the last step before the first one that failed (or the last), and the resource
 * that first reached its limit (CAUSES_FIRST), or, when none did, the nearest to it at the last step.
 */
export function report(steps: Step[], options: Record<string, unknown>, poolSize: number, loadAtStart: number) {
  const failed = steps.findIndex((step) => !passed(step));
  const best = failed === -1 ? steps.at(-1) : steps[failed - 1];
  const stoppedAt = failed === -1 ? undefined : steps[failed]!;
  const atLimit = steps.find((step) => Object.values(shareOfLimits(step.resources, poolSize)).some((s) => s >= 1));
  const judged = atLimit ?? steps.at(-1)!;
  const shares = shareOfLimits(judged.resources, poolSize);
  const saturated = atLimit
    ? CAUSES_FIRST.find((resource) => shares[resource] >= 1)!
    : (Object.entries(shares) as [Resource, number][]).sort((a, b) => b[1] - a[1])[0]![0];
  const r = judged.resources;
  const peakRssMb = Math.max(...steps.map((step) => step.resources.apiRssMb));

  console.log(
    best
      ? `\nLargest count with p95 < ${P95_TARGET_MS} ms: ${best.members} members (p95 ${best.p95Ms} ms, ${best.requestsPerSecond} req/s).`
      : `\nNot even ${steps[0]!.members} members were served at p95 < ${P95_TARGET_MS} ms without errors.`,
  );
  if (stoppedAt) {
    const why = stoppedAt.errors ? `${stoppedAt.errors} errors` : `p95 ${stoppedAt.p95Ms} ms`;
    console.log(`Stopped at ${stoppedAt.members} members: ${why}.`);
  }
  console.log(
    `${atLimit ? 'Saturated first' : 'Nothing reached its limit; nearest'}: ${saturated}, at ${judged.members} members: ` +
      `${RESOURCE_WORDS[saturated](r)}. Then: API CPU ${r.apiCpuPercent} % (main thread ${r.mainThreadPercent} %), ` +
      `event-loop delay p99 ${r.lagP99Ms} ms, PostgreSQL ${r.postgresCores} cores, the machine's ` +
      `${os.availableParallelism()} cores ${r.machinePercent} % busy, this bench ${r.benchPercent} % of a core.`,
  );
  // Without a passing step, the memory of the first one.
  const memory = best ?? steps[0]!;
  console.log(
    `API resident memory: ${memory.resources.apiRssMb} MB at ${memory.members} members, peak ${peakRssMb} MB.`,
  );

  console.log(
    JSON.stringify({
      members: best?.members ?? 0,
      p95Ms: best?.p95Ms ?? null,
      requestsPerSecond: best?.requestsPerSecond ?? null,
      saturated,
      saturatedAtMembers: judged.members,
      atLimit: atLimit !== undefined,
      apiRssMb: memory.resources.apiRssMb,
      apiRssPeakMb: peakRssMb,
      ...options,
      stoppedAt: stoppedAt ? { members: stoppedAt.members, p95Ms: stoppedAt.p95Ms, errors: stoppedAt.errors } : null,
      resourcesAtSaturation: r,
      cores: os.availableParallelism(),
      load: [loadAtStart, os.loadavg()[0]].map((load) => Math.round(load! * 10) / 10),
    }),
  );
}
