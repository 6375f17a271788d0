import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useVotePollMutation } from '../../__generated__/useVotePollMutation.graphql';
import { toast } from '../../components/toast/toast-store';
import { MutationError, successOf, usePromiseMutation } from '../../relay/mutation';

const votePollMutation = graphql`
  mutation useVotePollMutation($postId: ID!, $optionId: String!) {
    votePoll(postId: $postId, optionId: $optionId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationVotePollSuccess {
        data {
          id
          poll {
            ...PostPoll_poll
          }
        }
      }
    }
  }
`;

// After a refused second vote (cast in another tab), the results as the server has them.
const pollResultsQuery = graphql`
  query useVotePollResultsQuery($postId: ID!) {
    node(id: $postId) {
      ... on Post {
        poll {
          ...PostPoll_poll
        }
      }
    }
  }
`;

/** One vote per member: the results replace the options once the server has counted it. */
export function useVotePoll(postId: string) {
  const [commit, isInFlight] = usePromiseMutation<useVotePollMutation>(votePollMutation);
  const environment = useRelayEnvironment();
  const vote = async (optionId: string) => {
    try {
      successOf((await commit({ variables: { postId, optionId } })).votePoll);
    } catch (error) {
      if (error instanceof MutationError && error.code === 'CONFLICT') {
        toast({ title: 'Already voted', description: 'You can only vote once in a poll.', variant: 'destructive' });
        await fetchQuery(environment, pollResultsQuery, { postId })
          .toPromise()
          .catch(() => undefined);
      } else {
        toast({ title: 'Error', description: 'Failed to vote. Please try again.', variant: 'destructive' });
      }
    }
  };
  return [vote, isInFlight] as const;
}
