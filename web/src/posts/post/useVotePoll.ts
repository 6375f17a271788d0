import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { useVotePollMutation } from '../../__generated__/useVotePollMutation.graphql';
import { toast } from '../../components/toast/toast-store';
import { MutationError, successOf, useLazyPromiseMutation } from '../../relay/mutation';

const loadVotePollMutation = () => import('./useVotePollMutation').then((module) => module.votePollMutation);

/** One vote per member: the results replace the options once the server has counted it. */
export function useVotePoll(postId: string) {
  const [commit, isInFlight] = useLazyPromiseMutation<useVotePollMutation>(loadVotePollMutation);
  const environment = useRelayEnvironment();
  const vote = async (optionId: string) => {
    try {
      successOf((await commit({ variables: { postId, optionId } })).votePoll);
    } catch (error) {
      if (error instanceof MutationError && error.code === 'CONFLICT') {
        toast({ title: 'Already voted', description: 'You can only vote once in a poll.', variant: 'destructive' });
        const { pollResultsQuery } = await import('./useVotePollResults');
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
