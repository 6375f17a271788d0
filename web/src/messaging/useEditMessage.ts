import { graphql } from 'react-relay/hooks';
import type { useEditMessageMutation } from '../__generated__/useEditMessageMutation.graphql';
import { successOf, usePromiseMutation } from '../relay/mutation';

const editMessageMutation = graphql`
  mutation useEditMessageMutation($input: EditMessageInput!) {
    editMessage(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationEditMessageSuccess {
        data {
          id
          ...MessageItem_message
          ...ConversationListItem_lastMessage
        }
      }
    }
  }
`;

/** Saves the sender's edit (new text, and a new attachment when one was chosen); the store marks it edited. */
export function useEditMessage() {
  const [commit, isInFlight] = usePromiseMutation<useEditMessageMutation>(editMessageMutation);
  const edit = async (messageId: string, content: string, attachmentUrl: string | null) => {
    const input = attachmentUrl ? { messageId, content, attachmentUrl } : { messageId, content };
    successOf((await commit({ variables: { input } })).editMessage);
  };
  return [edit, isInFlight] as const;
}
