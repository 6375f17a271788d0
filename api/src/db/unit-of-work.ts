/**
 * A unit of work: all the database work of one write request in ONE transaction, committed once the answer is
 * known and before it is sent, rolled back on any failure, so a request never leaves half its writes behind and
 * never answers success for a write that did not commit. Effects outside the database (live events, mail) wait
 * in an after-commit queue. The transaction begins lazily, at the request's first write (or raw query), so work
 * done before it (parsing, reads, password hashing, image processing) does not hold a connection: on PGlite,
 * which has one, a sign-in holding a transaction through its password check stalled every other request.
 * Reads before that run on the plain client and see committed data, as they did before units existed; the
 * transaction waits for them to finish before it begins (on PGlite a read still queued behind its own
 * request's transaction would never run). A unit with an `onBegin` step (an Idempotency-Key to claim) begins
 * at its first query of any kind instead: the claim must come before anything the request reads, or a retry
 * would answer from what it read (the account it created, say) rather than replay the first answer.
 *
 * The unit is found through AsyncLocalStorage; `services.prisma` routes to it (./unit-of-work-client.ts), so the
 * domain code does not change.
 *
 * A few writes must outlive a rollback: the sign-in history's failed attempt belongs to a request that answers 401,
 * which rolls its unit back. They go through `evenIfRolledBack`: run once the unit has ended, committed or rolled
 * back, when `services.prisma` no longer routes to the transaction and reaches the root client.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Prisma } from '../generated/prisma/client.js';
import type { DbClient } from './client.js';

export type TxClient = Prisma.TransactionClient;

/**
 * Prisma's interactive-transaction limits. `maxWaitMs`: how long to wait for a connection (PGlite has one, so a
 * write may queue behind others). `timeoutMs`: how long the transaction may stay open; it covers a request's
 * work after its first query, such as an upload's image processing and a wait for the moderation model, and
 * after it the transaction is rolled back and the request fails (503: nothing was saved).
 */
export const TRANSACTION_MAX_WAIT_MS = 10_000;
export const TRANSACTION_TIMEOUT_MS = 60_000;

export interface UnitOfWorkOptions {
  /** Runs first inside the transaction (the Idempotency-Key claim); throwing ends the unit with that error. */
  onBegin?: (tx: TxClient) => Promise<void>;
  /** Told about an after-commit effect that failed (the write itself stands). */
  onEffectError?: (error: unknown) => void;
  timeoutMs?: number;
  maxWaitMs?: number;
}

const ROLLED_BACK = Symbol('rolled back');

export class UnitOfWork {
  private state: 'open' | 'committing' | 'done' = 'open';
  private tx: Promise<TxClient> | undefined;
  private outcome: Promise<unknown> | undefined;
  private decide: ((commit: boolean) => void) | undefined;
  private readonly effects: (() => unknown)[] = [];
  private readonly settleEffects: (() => unknown)[] = [];
  private beginError: unknown;
  private queryError: unknown;
  private readonly pendingReads = new Set<Promise<unknown>>();
  /** Why the work must not commit, when a failure was reported without being thrown (GraphQL typed errors). */
  failure: unknown;

  constructor(
    /** The client the transaction runs on (not the routing proxy). */
    readonly base: DbClient,
    private readonly options: UnitOfWorkOptions = {},
  ) {}

  /** Reads may run on the plain client until the first write (see the top of this file). */
  get readsBeforeBegin(): boolean {
    return !this.options.onBegin;
  }

  /** Still routing queries: neither committed nor rolled back. */
  get active(): boolean {
    return this.state === 'open';
  }

  get began(): boolean {
    return this.tx !== undefined;
  }

  /** Why the transaction could not begin (an outage, or what `onBegin` threw), if it could not. */
  get failedToBegin(): unknown {
    return this.beginError;
  }

  /**
   * A read made before the transaction began, on the plain client (`run` starts it). The transaction, when
   * it begins, waits for it first.
   */
  readBeforeBegin<T>(run: () => Promise<T>): Promise<T> {
    const read = run();
    const settled: Promise<unknown> = read.then(
      () => this.pendingReads.delete(settled),
      () => this.pendingReads.delete(settled),
    );
    this.pendingReads.add(settled);
    return read;
  }

  /** The request's transaction, begun at the first write (after the reads already under way). */
  transaction(): Promise<TxClient> {
    if (this.state !== 'open') return Promise.reject(new Error('This unit of work has already ended.'));
    this.tx ??= Promise.all([...this.pendingReads]).then(() => this.begin());
    return this.tx;
  }

  private begin(): Promise<TxClient> {
    // Rolled back while the reads before it were finishing: begin nothing nobody would end.
    if (this.state !== 'open') return Promise.reject(new Error('This unit of work has already ended.'));
    return new Promise<TxClient>((resolve, reject) => {
      const decided = new Promise<boolean>((settle) => (this.decide = settle));
      let begun = false;
      this.outcome = this.base.$transaction(
        async (tx) => {
          await this.options.onBegin?.(tx);
          begun = true;
          resolve(tx);
          if (!(await decided)) throw ROLLED_BACK;
        },
        {
          maxWait: this.options.maxWaitMs ?? TRANSACTION_MAX_WAIT_MS,
          timeout: this.options.timeoutMs ?? TRANSACTION_TIMEOUT_MS,
        },
      );
      // Until the transaction has begun, its failure is the caller's; afterwards commit() reports it.
      this.outcome.catch((error: unknown) => {
        if (begun) return;
        this.beginError = error;
        reject(error);
      });
    });
  }

  /**
   * A query of the unit failed. PostgreSQL has then aborted the transaction, and a COMMIT would quietly roll it
   * back: the unit refuses to commit, even if the code caught the error and carried on.
   */
  reportQueryFailure(error: unknown): void {
    this.queryError ??= error;
  }

  /** Effects outside the database (events, mail): run after the commit, dropped on rollback. */
  afterCommit(effect: () => unknown): void {
    if (this.state === 'done') throw new Error('This unit of work has already ended.');
    this.effects.push(effect);
  }

  /**
   * Effects that run once the unit has ended, whether it committed or rolled back, on the root client (the
   * transaction is over by then): a record of what was tried, kept even when the request failed. After the
   * after-commit effects; never awaited by the answer, like them.
   */
  afterSettle(effect: () => unknown): void {
    if (this.state === 'done') throw new Error('This unit of work has already ended.');
    this.settleEffects.push(effect);
  }

  /**
   * Commits (after `beforeCommit`, inside the transaction: the stored Idempotency-Key answer), then runs the
   * after-commit effects. Throws when the commit failed: nothing was saved, and the caller must not answer success.
   */
  async commit(beforeCommit?: (tx: TxClient) => Promise<void>): Promise<void> {
    if (this.state !== 'open') throw new Error('This unit of work has already ended.');
    if (!this.tx && !beforeCommit) {
      this.state = 'done';
      this.runEffects(this.effects);
      this.runEffects(this.settleEffects);
      return;
    }
    try {
      if (this.queryError) throw this.queryError;
      const tx = await this.transaction();
      if (beforeCommit) await beforeCommit(tx);
    } catch (error) {
      await this.rollback();
      throw error;
    }
    // From here on, queries from this request's code go to the plain client (the transaction is closing).
    this.state = 'committing';
    this.decide!(true);
    try {
      await this.outcome;
      this.state = 'done';
      this.runEffects(this.effects);
    } finally {
      // A failed COMMIT saved nothing: the after-commit effects are dropped, the after-settle ones still run.
      this.state = 'done';
      this.effects.length = 0;
      this.runEffects(this.settleEffects);
    }
  }

  /** Rolls back whatever was written; after-commit effects are dropped, after-settle ones run. Never throws. */
  async rollback(): Promise<void> {
    if (this.state === 'done') return;
    this.state = 'done';
    this.effects.length = 0;
    this.decide?.(false);
    await this.outcome?.catch(() => {});
    this.runEffects(this.settleEffects);
  }

  private runEffects(effects: (() => unknown)[]): void {
    for (const effect of effects.splice(0)) {
      try {
        const result = effect();
        if (result instanceof Promise) result.catch((error: unknown) => this.options.onEffectError?.(error));
      } catch (error) {
        this.options.onEffectError?.(error);
      }
    }
  }
}

const storage = new AsyncLocalStorage<UnitOfWork>();

/** The unit of work the current request is running in, while it still routes queries. */
export function currentUnitOfWork(): UnitOfWork | undefined {
  const unit = storage.getStore();
  return unit?.active ? unit : undefined;
}

/** Runs `fn` (and everything it starts) inside `unit`. */
export function runInUnitOfWork<T>(unit: UnitOfWork, fn: () => T): T {
  return storage.run(unit, fn);
}

/** An effect outside the database: after the current unit of work commits, or now when there is none. */
export function afterCommit(effect: () => unknown): void {
  const unit = currentUnitOfWork();
  if (unit) unit.afterCommit(effect);
  else void effect();
}

/**
 * A write that must stand whatever becomes of the current unit of work: run once it has committed or rolled back,
 * on the root client; or now when there is none. Only for records of what was tried (a failed sign-in), which
 * mean something even when, and because, the request failed.
 */
export function evenIfRolledBack(effect: () => unknown): void {
  const unit = currentUnitOfWork();
  if (unit) unit.afterSettle(effect);
  else void effect();
}
