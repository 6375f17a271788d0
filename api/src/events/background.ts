/**
 * Work that outlives the request that started it (a large fan-out after commit). Each task is tracked: a
 * shutdown waits for the running ones before the database closes, and tests wait until nothing runs.
 * Durability is the starter's business: a task must be one that can be found and redone after a crash
 * (domain/panic/fan-out.ts keeps its job in the alert row).
 */
import type { Logger } from 'pino';

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  /** Starts `task` on the next tick; a failure is logged (whoever started it has arranged a retry). */
  run(name: string, task: () => Promise<unknown>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.logger.error({ err }, `${name} failed`),
      )
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  /** Resolves once no task runs, including those started while waiting. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
