/** Who is typing in a conversation, live (the `typing` subscription): each report shows until its `until`. */
import { useEffect, useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useTypistsSubscription } from '../__generated__/useTypistsSubscription.graphql';
import { displayName } from '../lib/display-name';
import { updateTypists, type Typist } from '../lib/typing';

const typingSubscription = graphql`
  subscription useTypistsSubscription($conversationId: ID!) {
    typing(conversationId: $conversationId) {
      until
      user {
        id
        username
        firstName
        lastName
      }
    }
  }
`;

/** The names of those typing now, the viewer left out. */
export function useTypists(conversationId: string, viewerId: string): string[] {
  const [typists, setTypists] = useState<Typist[]>([]);
  const config = useMemo<GraphQLSubscriptionConfig<useTypistsSubscription>>(
    () => ({
      subscription: typingSubscription,
      variables: { conversationId },
      onNext: (data) => {
        const event = data?.typing;
        if (!event || event.user.id === viewerId) return;
        const typist = { userId: event.user.id, name: displayName(event.user), until: new Date(event.until).getTime() };
        setTypists((current) => updateTypists(current, Date.now(), typist));
      },
    }),
    [conversationId, viewerId],
  );
  useSubscription(config);

  // Drop each report when it runs out.
  useEffect(() => {
    if (typists.length === 0) return;
    const next = Math.min(...typists.map((typist) => typist.until));
    const timer = window.setTimeout(
      () => setTypists((current) => updateTypists(current, Date.now())),
      Math.max(0, next - Date.now()) + 50,
    );
    return () => window.clearTimeout(timer);
  }, [typists]);

  return typists.map((typist) => typist.name);
}
