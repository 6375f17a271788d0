/**
 * Attending an event, joining its waiting list, and leaving either. Each answers the event with what the page's
 * header shows, so the buttons change at once; the page is then fetched again (attendees, photos, discussion).
 */
import { graphql } from 'react-relay/hooks';
import type { useEventAttendanceAttendMutation } from '../../__generated__/useEventAttendanceAttendMutation.graphql';
import type { useEventAttendanceLeaveMutation } from '../../__generated__/useEventAttendanceLeaveMutation.graphql';
import type { useEventAttendanceWaitlistMutation } from '../../__generated__/useEventAttendanceWaitlistMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const attendMutation = graphql`
  mutation useEventAttendanceAttendMutation($id: ID!) {
    attendEvent(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAttendEventSuccess {
        data {
          id
          viewerStatus
          isAttending
          ...EventHeader_event
        }
      }
    }
  }
`;

const waitlistMutation = graphql`
  mutation useEventAttendanceWaitlistMutation($id: ID!) {
    joinEventWaitlist(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationJoinEventWaitlistSuccess {
        data {
          id
          viewerStatus
          waitlistPosition
          ...EventHeader_event
        }
      }
    }
  }
`;

const leaveMutation = graphql`
  mutation useEventAttendanceLeaveMutation($id: ID!) {
    leaveEvent(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationLeaveEventSuccess {
        data {
          id
          viewerStatus
          isAttending
          ...EventHeader_event
        }
      }
    }
  }
`;

/** Each throws a MutationError when the server refuses. */
export function useEventAttendance() {
  const [commitAttend, isAttending] = usePromiseMutation<useEventAttendanceAttendMutation>(attendMutation);
  const [commitWaitlist, isJoiningWaitlist] = usePromiseMutation<useEventAttendanceWaitlistMutation>(waitlistMutation);
  const [commitLeave, isLeaving] = usePromiseMutation<useEventAttendanceLeaveMutation>(leaveMutation);
  return {
    attend: async (id: string) => {
      successOf((await commitAttend({ variables: { id } })).attendEvent);
    },
    /** Resolves to the viewer's place on the list. */
    joinWaitlist: async (id: string) =>
      successOf((await commitWaitlist({ variables: { id } })).joinEventWaitlist).data.waitlistPosition,
    /** Resolves to false when the event is no longer the viewer's to see (a private one he was only attending). */
    leave: async (id: string) => {
      const result = (await commitLeave({ variables: { id } })).leaveEvent;
      if (!result) return false;
      successOf(result);
      return true;
    },
    busy: isAttending || isJoiningWaitlist || isLeaving,
  };
}
