/**
 * A subscription whose source fails to stop (its `return` throws) still ends for its subscriber, and the failure is
 * logged. Without this, one such bug would cost far more than one subscriber: graphql-ws ends a closing socket's
 * subscriptions without catching, so the rejection would be unhandled and take down the process with every member's
 * sockets; a failure on its `complete` message would close the socket (1011); and yoga's event stream over HTTP ends
 * its subscription on the client's abort without catching either.
 */
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';

/** Placed after the plugins that wrap a subscription's events, so it wraps what they return. */
export function useSubscriptionsEndSafely(logger: Logger): Plugin {
  return {
    onSubscribe: () => ({
      onSubscribeResult({ result, setResult }) {
        if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
          setResult(new EndsSafely(result[Symbol.asyncIterator](), logger));
        }
      },
    }),
  };
}

/** The events of `source`, whose end never fails (a class: one small object per subscription, no closures). */
class EndsSafely<T> implements AsyncIterableIterator<T> {
  constructor(
    private readonly source: AsyncIterator<T>,
    private readonly logger: Logger,
  ) {}

  next(): Promise<IteratorResult<T>> {
    return this.source.next();
  }

  async return(value?: unknown): Promise<IteratorResult<T>> {
    try {
      await this.source.return?.(value);
    } catch (error) {
      this.logger.error({ err: error }, 'A subscription failed to stop its source; ended it anyway');
    }
    return { value: undefined, done: true };
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
