/**
 * A long-lived subscription (the shell's badges): when it fails or the server ends it, it is made again after
 * `retryMs`. graphql-ws already restarts subscriptions after a reconnect; this covers a subscription refused
 * or completed while the socket stays up. The handlers are read at each event, so they may change freely.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig, OperationType } from 'relay-runtime';

export type RetriedSubscriptionConfig<T extends OperationType> = Pick<GraphQLSubscriptionConfig<T>, 'subscription' | 'variables' | 'updater' | 'onNext'> & {
  /** The subscription failed or ended; it is tried again after the delay. */
  onStopped?: () => void;
};

export function useRetriedSubscription<T extends OperationType>(config: RetriedSubscriptionConfig<T>, retryMs: number): void {
  const latest = useRef(config);
  latest.current = config;
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const stop = () => {
    latest.current.onStopped?.();
    setFailed(true);
  };
  const subscriptionConfig = useMemo<GraphQLSubscriptionConfig<T>>(
    () => ({
      subscription: latest.current.subscription,
      variables: latest.current.variables,
      updater: (store, data) => latest.current.updater?.(store, data),
      onNext: (data) => latest.current.onNext?.(data),
      onError: stop,
      onCompleted: stop,
    }),
    // A new config object is a new subscription: `attempt` retries a failed one.
    [attempt],
  );
  useSubscription(subscriptionConfig);
  useEffect(() => {
    if (!failed) return;
    const retry = window.setTimeout(() => {
      setFailed(false);
      setAttempt((current) => current + 1);
    }, retryMs);
    return () => window.clearTimeout(retry);
  }, [failed, retryMs]);
}
