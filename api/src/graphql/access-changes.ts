/**
 * This process hearing, from its start, that members' sessions or tokens ended anywhere (the bus's
 * `accessChanged`, published by the domain after such a change commits).
 */
import type { Services } from '../domain/services.js';
import { sessionTopics } from '../domain/sessions/sessions.js';

/** How long to wait before listening again after the bus refused (Redis down). */
const RETRY_MS = 5_000;

/**
 * Listens on the bus for access changes from its start. While Redis is down the bus refuses new listeners:
 * try again every few seconds (meanwhile each operation still authenticates on its own, so a socket whose
 * session ended starts nothing more, but keeps what it runs).
 */
export function listenForAccessChanges(
  services: Pick<Services, 'events' | 'logger'>,
  onChange: (memberId: string) => void,
) {
  let stopped = false;
  let failing = false;
  let listener: { stop(): void } | undefined;
  let retry: NodeJS.Timeout | undefined;
  const start = () => {
    if (stopped) return;
    const again = (error: unknown) => {
      // Once per outage: the bus logs the outage itself.
      if (!failing)
        services.logger.warn(
          { err: error },
          'not listening for access changes: sockets of members signed out elsewhere stay open meanwhile',
        );
      failing = true;
      listener = undefined;
      retry = setTimeout(start, RETRY_MS);
      retry.unref();
    };
    try {
      const started = services.events.listen(sessionTopics.accessChanged, 'members', ({ userId }) => onChange(userId));
      listener = started;
      started.ready.then(() => {
        if (failing) services.logger.info('listening for access changes again');
        failing = false;
      }, again);
    } catch (error) {
      again(error);
    }
  };
  start();
  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      listener?.stop();
    },
  };
}
