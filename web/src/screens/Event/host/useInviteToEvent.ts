/** The host invites connections (attendees, waiting members and those already invited are skipped). */
import { graphql } from 'react-relay/hooks';
import type { useInviteToEventMutation } from '../../../__generated__/useInviteToEventMutation.graphql';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const inviteToEventMutation = graphql`
  mutation useInviteToEventMutation($id: ID!, $userIds: [ID!]!) {
    inviteToEvent(id: $id, userIds: $userIds) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationInviteToEventSuccess {
        data {
          id
        }
      }
    }
  }
`;

export function useInviteToEvent() {
  const [commit, isInFlight] = usePromiseMutation<useInviteToEventMutation>(inviteToEventMutation);
  const invite = async (id: string, userIds: string[]) => {
    successOf((await commit({ variables: { id, userIds } })).inviteToEvent);
  };
  return [invite, isInFlight] as const;
}
