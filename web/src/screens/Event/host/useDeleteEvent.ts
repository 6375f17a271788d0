/** Deleting an event (its host only): attendees, waiting members and pending invitees are told it was cancelled. */
import { graphql } from 'react-relay/hooks';
import type { useDeleteEventMutation } from '../../../__generated__/useDeleteEventMutation.graphql';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const deleteEventMutation = graphql`
  mutation useDeleteEventMutation($id: ID!) {
    deleteEvent(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationDeleteEventSuccess {
        data {
          deletedEventId
        }
      }
    }
  }
`;

export function useDeleteEvent() {
  const [commit, isInFlight] = usePromiseMutation<useDeleteEventMutation>(deleteEventMutation);
  const remove = async (id: string) => {
    successOf((await commit({ variables: { id } })).deleteEvent);
  };
  return [remove, isInFlight] as const;
}
