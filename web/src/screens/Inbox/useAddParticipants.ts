import { graphql } from 'react-relay/hooks';
import type { useAddParticipantsMutation } from '../../__generated__/useAddParticipantsMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const addParticipantsMutation = graphql`
  mutation useAddParticipantsMutation($input: AddConversationParticipantsInput!) {
    addConversationParticipants(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAddConversationParticipantsSuccess {
        data {
          addedCount
          conversation {
            id
            ...ConversationHeader_conversation
            ...ConversationListItem_conversation
          }
        }
      }
    }
  }
`;

/** Adds connections to a conversation (a direct chat becomes a group); resolves to how many joined. */
export function useAddParticipants() {
  const [commit, isInFlight] = usePromiseMutation<useAddParticipantsMutation>(addParticipantsMutation);
  const add = async (conversationId: string, participantIds: string[]) =>
    successOf((await commit({ variables: { input: { conversationId, participantIds } } })).addConversationParticipants)
      .data.addedCount;
  return [add, isInFlight] as const;
}
