import { graphql } from 'react-relay/hooks';
import type { useRequestConnectionMutation } from '../../../__generated__/useRequestConnectionMutation.graphql';
import { toast } from '../../../components/toast/toast-store';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

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
        }
      }
    }
  }
`;

/** Sends a connection request with the spec's toasts; resolves to whether it was sent. */
export function useRequestConnection() {
  const [commit, isInFlight] = usePromiseMutation<useRequestConnectionMutation>(requestConnectionMutation);
  const requestConnection = async (userId: string): Promise<boolean> => {
    try {
      successOf((await commit({ variables: { userId } })).requestConnection);
      toast({ title: 'Connection request sent!', description: 'Your connection request has been sent successfully.' });
      return true;
    } catch {
      toast({ title: 'Error', description: 'Failed to send connection request. Please try again.', variant: 'destructive' });
      return false;
    }
  };
  return [requestConnection, isInFlight] as const;
}
