/**
 * Transactions held open by a test: one does some work (takes locks, writes without committing), then stays open
 * until the test releases it, so the test can watch what a request or a job does meanwhile.
 */
import type { DbClient, DbTx } from '../db/prisma.js';

/**
 * Starts a transaction that runs `work` and then waits. `held` resolves once `work` is done (its locks taken);
 * `release` lets the transaction commit and resolves when it has.
 */
export function holdTransaction(
  db: DbClient,
  work: (tx: DbTx) => Promise<unknown>,
  options: { timeout?: number } = {},
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let done!: () => void;
  const held = new Promise<void>((resolve) => (done = resolve));
  const committed = db.$transaction(async (tx) => {
    await work(tx);
    done();
    await released;
  }, options);
  return {
    held,
    release: async () => {
      release();
      await committed;
    },
  };
}

/** Waits until `count` statements on this PostgreSQL database wait for a lock, for 5 s at most. */
export async function untilWaitingOnLocks(db: DbClient, count: number): Promise<void> {
  const waiting = () => db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  for (let i = 0; i < 200 && (await waiting())[0]!.n < count; i++) await new Promise((r) => setTimeout(r, 25));
}
