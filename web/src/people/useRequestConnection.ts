import { graphql } from 'react-relay/hooks';
import type { useRequestConnectionMutation } from '../__generated__/useRequestConnectionMutation.graphql';
import { toast } from '../components/toast/toast-store';
import { successOf, usePromiseMutation } from '../relay/mutation';

const requestConnectionMutation = graphql`
  mutation useRequestConnectionMutation($userId: ID!) {
    requestConnection(userId: $userId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationRequestConnectionSuccess {
        data {
          id
          status
          # The member's cards (networking, profile) read the new status from the store.
          receiver {
            id
            connectionWithViewer {
              id
              status
              requester {
                id
              }
            }
          }
        }
      }
    }
  }
`;

/** The success toast's text: the dashboard's (spec part 1) unless a screen words it otherwise. */
const DASHBOARD_SENT = 'Your connection request has been sent successfully.';

/** Sends a connection request with the spec's toasts; resolves to whether it was sent. */
export function useRequestConnection(sentDescription = DASHBOARD_SENT) {
  const [commit, isInFlight] = usePromiseMutation<useRequestConnectionMutation>(requestConnectionMutation);
  const requestConnection = async (userId: string): Promise<boolean> => {
    try {
      successOf((await commit({ variables: { userId } })).requestConnection);
      toast({ title: 'Connection request sent!', description: sentDescription });
      return true;
    } catch {
      toast({ title: 'Error', description: 'Failed to send connection request. Please try again.', variant: 'destructive' });
      return false;
    }
  };
  return [requestConnection, isInFlight] as const;
}
