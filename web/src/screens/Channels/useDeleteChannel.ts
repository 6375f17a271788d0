/** Deleting a channel (its creator; its follows, subscriptions and posts go with it): the card leaves the list it was in. */
import { graphql } from 'react-relay/hooks';
import type { useDeleteChannelMutation } from '../../__generated__/useDeleteChannelMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const deleteChannelMutation = graphql`
  mutation useDeleteChannelMutation($id: ID!, $connections: [ID!]!) {
    deleteChannel(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationDeleteChannelSuccess {
        data {
          deletedChannelId @deleteEdge(connections: $connections)
        }
      }
    }
  }
`;

/** Throws a MutationError with the server's message when it refuses. */
export function useDeleteChannel() {
  const [commit, isInFlight] = usePromiseMutation<useDeleteChannelMutation>(deleteChannelMutation);
  const remove = async (id: string, connectionId: string) => {
    successOf((await commit({ variables: { id, connections: [connectionId] } })).deleteChannel);
  };
  return [remove, isInFlight] as const;
}
