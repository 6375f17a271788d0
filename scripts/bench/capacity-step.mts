/** bench:capacity's figures of one step: every request's time by kind, what went wrong, the chat deliveries. */
import { performance } from 'node:perf_hooks';
import type { Recorder } from './capacity-member.mjs';
import { percentile, round1 } from './live-shared.mjs';

export interface Latencies {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface StepFigures extends Latencies {
  requestsPerSecond: number;
  /** Requests whose answer had a problem, socket problems and actions the bench failed to play. */
  errors: number;
  byKind: Record<string, Latencies & { errors: number }>;
  /** `kind: problem` (`comment: 500`, `socket: socket closed (1006)`) -> how many times. */
  problems: Record<string, number>;
  /** From a chat message's send to another member's socket hearing it. */
  deliveries: Latencies;
}

function latencies(ms: number[]): Latencies {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? round1(percentile(sorted, q)) : 0);
  return { count: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

export class StepRecorder implements Recorder {
  private all: number[] = [];
  private kinds = new Map<string, { ms: number[]; errors: number }>();
  private problems = new Map<string, number>();
  private deliveries: number[] = [];
  private since = performance.now();

  request(kind: string, ms: number, problem?: string): void {
    this.all.push(ms);
    const figures = this.kinds.get(kind) ?? { ms: [], errors: 0 };
    this.kinds.set(kind, figures);
    figures.ms.push(ms);
    if (problem) {
      figures.errors += 1;
      this.problem(`${kind}: ${problem}`);
    }
  }

  delivery(ms: number): void {
    this.deliveries.push(ms);
  }

  socketProblem(problem: string): void {
    this.problem(`socket: ${problem}`);
  }

  /** The bench failed to play an action (an answer it could not read): an error, with no time. */
  failure(what: string): void {
    this.problem(`bench: ${what}`);
  }

  private problem(what: string): void {
    this.problems.set(what, (this.problems.get(what) ?? 0) + 1);
  }

  /** The figures since the last call (or the start), and a fresh start. */
  take(): StepFigures {
    const seconds = (performance.now() - this.since) / 1000;
    const figures: StepFigures = {
      ...latencies(this.all),
      requestsPerSecond: round1(this.all.length / seconds),
      errors: [...this.problems.values()].reduce((sum, n) => sum + n, 0),
      byKind: Object.fromEntries(
        [...this.kinds].sort().map(([kind, { ms, errors }]) => [kind, { ...latencies(ms), errors }]),
      ),
      problems: Object.fromEntries(this.problems),
      deliveries: latencies(this.deliveries),
    };
    this.all = [];
    this.kinds = new Map();
    this.problems = new Map();
    this.deliveries = [];
    this.since = performance.now();
    return figures;
  }
}
