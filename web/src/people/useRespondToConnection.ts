/**
 * Accepting or declining a request the viewer received: 'Connection updated!', or
 * 'Failed to process connection request. Please try again.'. The request leaves the lists named in `connections`
 * (Relay connection ids, e.g. the Requests tab's) and the requester's card shows the new status.
 */
import { graphql } from 'react-relay/hooks';
import type { useRespondToConnectionAcceptMutation } from '../__generated__/useRespondToConnectionAcceptMutation.graphql';
import type { useRespondToConnectionDeclineMutation } from '../__generated__/useRespondToConnectionDeclineMutation.graphql';
import { toast } from '../components/toast/toast-store';
import { successOf, usePromiseMutation } from '../relay/mutation';

// What changes with an answer: the request's status, and the requester's connection with the viewer (his cards).
graphql`
  fragment useRespondToConnection_answered on Connection {
    status
    requester {
      id
      connectionWithViewer {
        id
        status
      }
    }
  }
`;

const acceptMutation = graphql`
  mutation useRespondToConnectionAcceptMutation($id: ID!, $connections: [ID!]!) {
    acceptConnection(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAcceptConnectionSuccess {
        data {
          id @deleteEdge(connections: $connections)
          ...useRespondToConnection_answered
        }
      }
    }
  }
`;

const declineMutation = graphql`
  mutation useRespondToConnectionDeclineMutation($id: ID!, $connections: [ID!]!) {
    declineConnection(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationDeclineConnectionSuccess {
        data {
          id @deleteEdge(connections: $connections)
          ...useRespondToConnection_answered
        }
      }
    }
  }
`;

export type ConnectionAnswer = 'accept' | 'decline';

/** Resolves to whether the answer went through (the toasts are shown either way). */
export function useRespondToConnection() {
  const [accept] = usePromiseMutation<useRespondToConnectionAcceptMutation>(acceptMutation);
  const [decline] = usePromiseMutation<useRespondToConnectionDeclineMutation>(declineMutation);
  return async (
    connectionId: string,
    answer: ConnectionAnswer,
    connections: readonly string[] = [],
  ): Promise<boolean> => {
    const variables = { id: connectionId, connections: [...connections] };
    try {
      if (answer === 'accept') successOf((await accept({ variables })).acceptConnection);
      else successOf((await decline({ variables })).declineConnection);
      toast({ title: 'Connection updated!' });
      return true;
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to process connection request. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };
}
