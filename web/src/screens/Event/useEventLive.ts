/**
 * The event page, live (`eventChanged`): each change of attendance, waiting list, details, photos or discussion lands
 * in the store, so the header, the buttons, the attendees, the photos and the posts follow without a reload (a waiting member sees his own promotion).
 * When the viewer's own part changes (promoted, removed) or the event goes (deleted, hidden), the whole page is
 * fetched again: photos and the discussion appear, or 'Event not found' shows.
 */
import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useEventLiveSubscription } from '../../__generated__/useEventLiveSubscription.graphql';

const eventChangedSubscription = graphql`
  subscription useEventLiveSubscription($id: ID!) {
    eventChanged(id: $id) {
      id
      viewerStatus
      ...EventHeader_event
      ...EventAttendees_event
      ...VideoLobby_event
      ...EventPhotos_event
      ...EventDiscussion_event
    }
  }
`;

export function useEventLive(eventId: string | null, viewerStatus: string | null, onChanged: () => void) {
  const shown = useRef(viewerStatus);
  const changed = useRef(onChanged);
  useEffect(() => {
    shown.current = viewerStatus;
    changed.current = onChanged;
  });
  const config = useMemo<GraphQLSubscriptionConfig<useEventLiveSubscription>>(
    () => ({
      subscription: eventChangedSubscription,
      // Without an event ('Event not found') nothing is requested: see noSubscription.
      variables: { id: eventId ?? '' },
      onNext: (data) => {
        const event = data?.eventChanged;
        if (!event || event.viewerStatus !== shown.current) changed.current();
      },
      // A refused subscription (the event was hidden meanwhile) leaves the page as it is.
      onError: () => undefined,
    }),
    [eventId],
  );
  useSubscription<useEventLiveSubscription>(config, eventId ? undefined : noSubscription);
}

const noSubscription = () => ({ dispose: () => undefined });
