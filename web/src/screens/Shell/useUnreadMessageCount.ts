/**
 * The viewer's unread message count for the Messages link, live: the `unreadMessageCount` subscription sends the
 * current value first and then each change (a message arriving, a conversation read), so nothing polls. graphql-ws
 * restarts it after a reconnect, which sends the value again; a failed subscription is tried again after 30 s.
 */
import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useUnreadMessageCountSubscription } from '../../__generated__/useUnreadMessageCountSubscription.graphql';
import { useRetriedSubscription } from '../../relay/useRetriedSubscription';
import { UNREAD_COUNT_POLL_MS } from './shell-limits';

const unreadMessageCountSubscription = graphql`
  subscription useUnreadMessageCountSubscription {
    unreadMessageCount
  }
`;

export function useUnreadMessageCount(): number {
  const [count, setCount] = useState(0);
  useRetriedSubscription<useUnreadMessageCountSubscription>(
    {
      subscription: unreadMessageCountSubscription,
      variables: {},
      onNext: (data) => data && setCount(data.unreadMessageCount),
    },
    UNREAD_COUNT_POLL_MS,
  );
  return count;
}
