/**
 * The in-memory rate-limit counters: the library's semantics (a fixed window per key from its first point,
 * rewards, penalties, deletes, dump and restore) without a timer per key, and ended windows swept out.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWEEP_EVERY_MS, sweptMemoryLimiter, type SweptMemoryStorage } from './memory-storage.js';

const storageOf = (limiter: object) => (limiter as { _memoryStorage: SweptMemoryStorage })._memoryStorage;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('in-memory rate-limit counters', () => {
  it('count a fixed window per key from its first point, then start afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = sweptMemoryLimiter({ keyPrefix: 'test', points: 3, duration: 60 });
    const first = await limiter.consume('a', 2);
    expect([first.consumedPoints, first.remainingPoints, first.msBeforeNext]).toEqual([2, 1, 60_000]);
    vi.advanceTimersByTime(20_000);
    expect((await limiter.consume('a', 1)).msBeforeNext).toBe(40_000);
    const refused = await limiter.consume('a', 1).then(
      () => undefined,
      (outcome: unknown) => outcome,
    );
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect((refused as RateLimiterRes).remainingPoints).toBe(0);
    expect((await limiter.consume('b', 3)).remainingPoints).toBe(0);
    vi.advanceTimersByTime(40_000);
    expect(await limiter.get('a')).toBeNull();
    expect((await limiter.consume('a', 1)).consumedPoints).toBe(1);
  });

  it('take rewards, penalties and deletes, and dump and restore their counters', async () => {
    const limiter = sweptMemoryLimiter({ keyPrefix: 'test', points: 5, duration: 60 });
    await limiter.consume('a', 4);
    await limiter.reward('a', 3);
    expect((await limiter.get('a'))?.consumedPoints).toBe(1);
    await limiter.penalty('a', 2);
    expect((await limiter.get('a'))?.consumedPoints).toBe(3);
    await limiter.consume('b', 1);
    expect(await limiter.delete('b')).toBe(true);
    expect(await limiter.get('b')).toBeNull();

    const copy = sweptMemoryLimiter({ keyPrefix: 'test', points: 5, duration: 60 });
    copy.restore(limiter.dump());
    expect((await copy.get('a'))?.consumedPoints).toBe(3);
  });

  it('start no timer per key', async () => {
    const limiter = sweptMemoryLimiter({ keyPrefix: 'test', points: 5, duration: 60 });
    const setTimeout = vi.spyOn(globalThis, 'setTimeout');
    await Promise.all(Array.from({ length: 500 }, (_, i) => limiter.consume(`key-${i}`, 1)));
    expect(storageOf(limiter)._storage.size).toBe(500);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('sweep out ended windows while new keys are written', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = sweptMemoryLimiter({ keyPrefix: 'test', points: 5, duration: 1 });
    await Promise.all(Array.from({ length: 100 }, (_, i) => limiter.consume(`old-${i}`, 1)));
    vi.advanceTimersByTime(Math.max(SWEEP_EVERY_MS, 1_000) + 1);
    await limiter.consume('new', 1);
    expect([...storageOf(limiter)._storage.keys()]).toEqual(['test:new']);
  });
});
