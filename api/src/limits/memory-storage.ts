/**
 * The counters of an in-memory rate limit (no REDIS_URL, or Redis down), without a timer per key.
 * rate-limiter-flexible's own store starts a timer for every key to delete it when its window ends: a client
 * address or member seen once costs a Timeout, its callback and their scope (about 350 bytes) until then, and the
 * GraphQL budgets count every open socket's address and member. Here a key is a value and the time its window
 * ends; a window that has ended counts as absent when read, and the ended ones are swept out while new keys are
 * written, at most once a {@link SWEEP_EVERY_MS}: memory stays bounded by the keys of the last windows.
 *
 * Same interface as the library's `MemoryStorage` (RateLimiterMemory calls `incrby`, `set`, `get`, `delete`, and
 * reads `_storage` to dump its counters): `sweptMemoryLimiter` makes a limiter that counts in one.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** How often, at most, ended windows are swept out (a write does it when this long has passed since the last). */
export const SWEEP_EVERY_MS = 10_000;

interface Counter {
  value: number;
  /** When the window ends (ms since the epoch); null: never. */
  expiresAt: number | null;
}

export class SweptMemoryStorage {
  /** Read by RateLimiterMemory's `dump()`. */
  readonly _storage = new Map<string, Counter>();
  #nextSweep = 0;

  /** The key's counter while its window lasts. */
  #live(key: string, now: number): Counter | undefined {
    const counter = this._storage.get(key);
    if (counter?.expiresAt != null && counter.expiresAt <= now) {
      this._storage.delete(key);
      return undefined;
    }
    return counter;
  }

  #sweep(now: number) {
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, counter] of this._storage) {
      if (counter.expiresAt != null && counter.expiresAt <= now) this._storage.delete(key);
    }
  }

  incrby(key: string, value: number, durationSec: number): RateLimiterRes {
    const now = Date.now();
    const counter = this.#live(key, now);
    if (!counter) return this.set(key, value, durationSec);
    counter.value += value;
    return new RateLimiterRes(0, counter.expiresAt === null ? -1 : counter.expiresAt - now, counter.value, false);
  }

  set(key: string, value: number, durationSec: number): RateLimiterRes {
    const now = Date.now();
    this.#sweep(now);
    const durationMs = durationSec * 1000;
    const counter: Counter = { value: Math.trunc(value), expiresAt: durationMs > 0 ? now + durationMs : null };
    this._storage.set(key, counter);
    return new RateLimiterRes(0, durationMs > 0 ? durationMs : -1, counter.value, true);
  }

  get(key: string): RateLimiterRes | null {
    const now = Date.now();
    const counter = this.#live(key, now);
    if (!counter) return null;
    return new RateLimiterRes(0, counter.expiresAt === null ? -1 : counter.expiresAt - now, counter.value, false);
  }

  delete(key: string): boolean {
    return this._storage.delete(key);
  }

  /** RateLimiterMemory's `restore()` puts dumped counters back through this. */
  _restoreRecord(key: string, value: number, expiresAt: number | null): void {
    if (expiresAt !== null && (!Number.isFinite(expiresAt) || expiresAt <= Date.now())) return;
    this._storage.set(key, { value: Math.trunc(value), expiresAt });
  }
}

/** A memory limiter counting in a {@link SweptMemoryStorage} instead of the library's store. */
export function sweptMemoryLimiter(options: { keyPrefix: string; points: number; duration: number }) {
  const limiter = new RateLimiterMemory(options);
  (limiter as unknown as { _memoryStorage: SweptMemoryStorage })._memoryStorage = new SweptMemoryStorage();
  return limiter;
}
