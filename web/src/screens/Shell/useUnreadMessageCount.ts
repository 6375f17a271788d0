/**
 * The viewer's unread message count for the Messages link, live: the `unreadMessageCount` subscription sends the
 * current value first and then each change (a message arriving, a conversation read), so nothing polls. graphql-ws
 * restarts it after a reconnect, which sends the value again; a failed subscription is tried again after 30 s.
 */
import { useEffect, useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useUnreadMessageCountSubscription } from '../../__generated__/useUnreadMessageCountSubscription.graphql';
import { UNREAD_COUNT_POLL_MS } from './shell-limits';

const unreadMessageCountSubscription = graphql`
  subscription useUnreadMessageCountSubscription {
    unreadMessageCount
  }
`;

export function useUnreadMessageCount(): number {
  const [count, setCount] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const config = useMemo<GraphQLSubscriptionConfig<useUnreadMessageCountSubscription>>(
    () => ({
      subscription: unreadMessageCountSubscription,
      variables: {},
      onNext: (data) => data && setCount(data.unreadMessageCount),
      onError: () => setFailed(true),
      onCompleted: () => setFailed(true),
    }),
    // A new config object is a new subscription: `attempt` retries a failed one.
    [attempt],
  );
  useSubscription(config);
  useEffect(() => {
    if (!failed) return;
    const retry = window.setTimeout(() => {
      setFailed(false);
      setAttempt((current) => current + 1);
    }, UNREAD_COUNT_POLL_MS);
    return () => window.clearTimeout(retry);
  }, [failed]);
  return count;
}
