/** Creating an event, with the connections it invites (each gets an event_invitation notification). */
import { graphql } from 'react-relay/hooks';
import type { CreateEventInput, useCreateEventMutation } from '../../__generated__/useCreateEventMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const createEventMutation = graphql`
  mutation useCreateEventMutation($input: CreateEventInput!) {
    createEvent(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationCreateEventSuccess {
        data {
          id
          databaseId
        }
      }
    }
  }
`;

/** Resolves to the new event's raw id; throws a MutationError when the server refuses. */
export function useCreateEvent() {
  const [commit, isInFlight] = usePromiseMutation<useCreateEventMutation>(createEventMutation);
  const create = async (input: CreateEventInput) =>
    successOf((await commit({ variables: { input } })).createEvent).data.databaseId;
  return [create, isInFlight] as const;
}
