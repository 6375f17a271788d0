/**
 * 'Join Event' on the Eventfeed: the joined event ids are remembered here, so a card reads
 * 'Joining' while the call runs and 'Attending' after it, even once the server stops recommending the event. The
 * event is added to 'Your Upcoming Events' and to the left column's Upcoming Events in the store, soonest first.
 */
import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { ROOT_ID, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useJoinEventMutation } from '../../../__generated__/useJoinEventMutation.graphql';
import { toast } from '../../../components/toast/toast-store';
import { MutationError, successOf, usePromiseMutation } from '../../../relay/mutation';
import { UPCOMING_EVENTS_SHOWN } from '../left/left-limits';

/** How many of the member's upcoming events the Eventfeed lists (EventfeedTab's query variable). */
export const UPCOMING_LIMIT = 10;

const joinEventMutation = graphql`
  mutation useJoinEventMutation($id: ID!) {
    attendEvent(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAttendEventSuccess {
        data {
          id
          databaseId
          title
          startDate
          location
          isVirtual
          isAttending
          attendeeCount
          ...UpcomingEventCard_event
        }
      }
    }
  }
`;

/**
 * Both lists of the member's upcoming events on the dashboard: the Eventfeed's and the left column's Upcoming Events
 * widget (a shorter page of the same field): the event joined here shows in both at once.
 */
const UPCOMING_LISTS = [UPCOMING_LIMIT, UPCOMING_EVENTS_SHOWN];

function addToUpcoming(store: RecordSourceSelectorProxy, eventId: string) {
  const root = store.get(ROOT_ID);
  const event = store.get(eventId);
  if (!root || !event) return;
  const start = (record: typeof event) => String(record.getValue('startDate') ?? '');
  for (const first of UPCOMING_LISTS) {
    const list = root.getLinkedRecords('myUpcomingEvents', { first });
    if (!list || list.some((e) => e?.getDataID() === eventId)) continue;
    const next = [...list.filter((e) => e !== null && e !== undefined), event].sort((a, b) =>
      start(a).localeCompare(start(b)),
    );
    root.setLinkedRecords(next.slice(0, first), 'myUpcomingEvents', { first });
  }
}

export type JoinStatus = 'joining' | 'joined' | null;

export function useJoinEvent() {
  const [commit] = usePromiseMutation<useJoinEventMutation>(joinEventMutation);
  const [joining, setJoining] = useState<ReadonlySet<string>>(new Set());
  const [joined, setJoined] = useState<ReadonlySet<string>>(new Set());

  const statusOf = (id: string): JoinStatus => (joined.has(id) ? 'joined' : joining.has(id) ? 'joining' : null);

  const join = async (id: string) => {
    if (joining.has(id) || joined.has(id)) return;
    setJoining((ids) => new Set(ids).add(id));
    try {
      const response = await commit({ variables: { id }, updater: (store) => addToUpcoming(store, id) });
      successOf(response.attendEvent);
      setJoined((ids) => new Set(ids).add(id));
      toast({ title: 'Event joined!' });
    } catch (error) {
      if (!(error instanceof MutationError && error.code === 'UNAUTHENTICATED')) {
        toast({ title: 'Error', description: 'Failed to join event. Please try again.', variant: 'destructive' });
      }
    } finally {
      setJoining((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };
  return { statusOf, join };
}
