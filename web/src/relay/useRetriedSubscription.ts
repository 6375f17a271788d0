/**
 * A long-lived subscription (the shell's badges): when it fails or the server ends it, it is made again after
 * `retryMs`. graphql-ws already restarts subscriptions after a reconnect; this covers a subscription refused
 * or completed while the socket stays up. The handlers are read at each event, so they may change freely.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig, OperationType } from 'relay-runtime';

export type RetriedSubscriptionConfig<T extends OperationType> = Pick<
  GraphQLSubscriptionConfig<T>,
  'subscription' | 'variables' | 'updater' | 'onNext'
> & {
  /** The subscription failed or ended; it is tried again after the delay. */
  onStopped?: () => void;
};

/** One attempt's config for useSubscription (a new object is a new subscription); its handlers read `latest`. */
function attemptConfig<T extends OperationType>(
  latest: RefObject<RetriedSubscriptionConfig<T>>,
  setFailed: (failed: boolean) => void,
): GraphQLSubscriptionConfig<T> {
  const stop = () => {
    latest.current.onStopped?.();
    setFailed(true);
  };
  return {
    subscription: latest.current.subscription,
    variables: latest.current.variables,
    updater: (store, data) => latest.current.updater?.(store, data),
    onNext: (data) => latest.current.onNext?.(data),
    onError: stop,
    onCompleted: stop,
  };
}

export function useRetriedSubscription<T extends OperationType>(
  config: RetriedSubscriptionConfig<T>,
  retryMs: number,
): void {
  const latest = useRef(config);
  latest.current = config;
  const [failed, setFailed] = useState(false);
  // A retry is a new config object, so a new subscription.
  const [subscriptionConfig, setSubscriptionConfig] = useState(() => attemptConfig(latest, setFailed));
  useSubscription(subscriptionConfig);
  useEffect(() => {
    if (!failed) return;
    const retry = window.setTimeout(() => {
      setFailed(false);
      setSubscriptionConfig(attemptConfig(latest, setFailed));
    }, retryMs);
    return () => window.clearTimeout(retry);
  }, [failed, retryMs]);
}
