/**
 * An async iterator fed by a callback (a bus listener): values wait in a queue until the consumer asks, one
 * promise per delivered value. A queue that reaches `maxQueued` either drops what comes next (`'drop'`: the values
 * are hints) or stops the source and fails once drained (`'fail'`: the consumer fell behind and must catch up).
 */
export interface PushIterator<T> {
  push(value: T): void;
  /** Ends the iterator and stops the source (also what the consumer's `return` does). */
  finish(): Promise<IteratorResult<T>>;
  iterator: AsyncIterableIterator<T>;
}

interface Options {
  /** Stops the source; called once the iterator ends, or when a 'fail' queue is full. */
  stop: () => void;
  maxQueued: number;
  whenFull: 'drop' | 'fail';
}

export function pushIterator<T>({ stop, maxQueued, whenFull }: Options): PushIterator<T> {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | undefined;
  let ended = false;
  let overflow = false;
  const push = (value: T) => {
    if (ended || overflow) return;
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve({ value, done: false });
    } else if (queue.length < maxQueued) {
      queue.push(value);
    } else if (whenFull === 'fail') {
      overflow = true;
      stop();
    }
  };
  const finish = () => {
    ended = true;
    stop();
    queue.length = 0;
    waiting?.({ value: undefined, done: true });
    waiting = undefined;
    return Promise.resolve<IteratorResult<T>>({ value: undefined, done: true });
  };
  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (overflow) return Promise.reject(new Error('The subscriber fell too far behind; reconnect to catch up.'));
      if (ended) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: finish,
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return { push, finish, iterator };
}
