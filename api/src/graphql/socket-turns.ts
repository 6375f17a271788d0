/**
 * One operation at a time per client address: the sockets of one address start their operations (authenticate,
 * parse, validate, subscribe) in turn, each after a pass of the event loop. A burst of subscribe messages costs
 * the same work as before, but in slices of one operation, with other requests (and /readyz) served in between.
 * Without it, 2,000 subscribes sent at once queued 4,000 statements, and the embedded database runs queued
 * statements back to back inside one task: the process answered nothing else for seconds.
 */
import { setImmediate as nextLoopPass } from 'node:timers/promises';

/**
 * How long one operation may hold its address's turn. The turn paces CPU work; it is not a lock: an operation
 * still starting after this (a slow database) lets the next one begin.
 */
export const TURN_HOLD_MS = 1_000;

export interface SocketTurns {
  /** Waits for the address's turn; call the returned function once the operation has started (or failed to). */
  take(address: string): Promise<() => void>;
  /** Addresses with an operation starting or waiting (tests, leak checks). */
  readonly size: number;
}

export function createSocketTurns(holdMs = TURN_HOLD_MS): SocketTurns {
  // The last turn handed out per address: the next one waits for it. Removed when its holder is the last.
  const tails = new Map<string, Promise<void>>();
  return {
    get size() {
      return tails.size;
    },
    async take(address) {
      const previous = tails.get(address);
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous ? previous.then(() => mine) : mine;
      tails.set(address, tail);
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        release();
        if (tails.get(address) === tail) tails.delete(address);
      };
      await previous;
      // A turn never handed back (an operation stuck on a silent dependency) frees its address all the same.
      timer = setTimeout(done, holdMs);
      timer.unref();
      await nextLoopPass();
      return done;
    },
  };
}
