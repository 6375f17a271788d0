/**
 * Starting a conversation from the inbox's Start dialog: the new conversation
 * joins the top of the list and 'Conversation started!' shows; a failure shows 'Error' / 'Failed to start
 * conversation. Please try again.' (The dashboard's Message buttons call /api: screens/Home/right/MessageButton.)
 */
import { graphql } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import type {
  StartConversationInput,
  startConversationMutation,
} from '../__generated__/startConversationMutation.graphql';
import { toast } from '../components/toast/toast-store';
import { commitAsPromise, successOf } from '../relay/mutation';
import { addConversation } from './store-updates';

const mutation = graphql`
  mutation startConversationMutation($input: StartConversationInput!) {
    startConversation(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationStartConversationSuccess {
        data {
          id
          databaseId
          ...ConversationListItem_conversation
        }
      }
    }
  }
`;

export const inboxPath = (conversationDatabaseId: string) => `/inbox?c=${encodeURIComponent(conversationDatabaseId)}`;

/** Resolves to the conversation's ids, or null once the failure has been reported. */
export async function startConversation(
  environment: IEnvironment,
  input: StartConversationInput,
): Promise<{ id: string; databaseId: string } | null> {
  try {
    const response = await commitAsPromise<startConversationMutation>(environment, mutation, {
      variables: { input },
      updater: (store) => {
        const conversation = store.getRootField('startConversation')?.getLinkedRecord('data');
        if (conversation) addConversation(store, conversation);
      },
    });
    const { data } = successOf(response.startConversation);
    toast({ title: 'Conversation started!' });
    return { id: data.id, databaseId: data.databaseId };
  } catch (error) {
    console.error(error);
    toast({ title: 'Error', description: 'Failed to start conversation. Please try again.', variant: 'destructive' });
    return null;
  }
}
