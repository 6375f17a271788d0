import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSendMessageMutation } from '../__generated__/useSendMessageMutation.graphql';
import { successOf, usePromiseMutation } from '../relay/mutation';
import { addMessage } from './store-updates';

const sendMessageMutation = graphql`
  mutation useSendMessageMutation($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationSendMessageSuccess {
        data {
          id
          isOwn
          createdAt
          conversation {
            id
          }
          ...MessageItem_message
          ...ConversationListItem_lastMessage
        }
      }
    }
  }
`;

function addSentMessage(store: RecordSourceSelectorProxy) {
  const message = store.getRootField('sendMessage')?.getLinkedRecord('data');
  if (message) addMessage(store, message);
}

/** Sends a message (its attachment uploaded first); it joins the list at once, whatever the subscription does. */
export function useSendMessage() {
  const [commit, isInFlight] = usePromiseMutation<useSendMessageMutation>(sendMessageMutation);
  const send = async (conversationId: string, content: string, attachmentUrl: string | null) => {
    const result = await commit({
      variables: { input: { conversationId, content, attachmentUrl } },
      updater: addSentMessage,
    });
    return successOf(result.sendMessage).data;
  };
  return [send, isInFlight] as const;
}
