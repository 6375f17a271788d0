import { graphql } from 'react-relay/hooks';
import type { useUnfollowChannelMutation } from '../__generated__/useUnfollowChannelMutation.graphql';
import { toast } from '../components/toast/toast-store';
import { MutationError, successOf, usePromiseMutation } from '../relay/mutation';

const unfollowChannelMutation = graphql`
  mutation useUnfollowChannelMutation($id: ID!) {
    unfollowChannel(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUnfollowChannelSuccess {
        data {
          id
          isFollowing
          isSubscribed
          followerCount
          memberCount
        }
      }
    }
  }
`;

/**
 * Stops following a channel (the directory card's Following, the channel page's Unsubscribe); resolves true once
 * the server has it. A refusal shows the server's message.
 */
export function useUnfollowChannel() {
  const [commit, isInFlight] = usePromiseMutation<useUnfollowChannelMutation>(unfollowChannelMutation);
  const unfollow = async (channelId: string): Promise<boolean> => {
    try {
      successOf((await commit({ variables: { id: channelId } })).unfollowChannel);
      return true;
    } catch (error) {
      const description =
        error instanceof MutationError && error.code !== 'INTERNAL_SERVER_ERROR'
          ? error.message
          : 'Failed to unfollow channel. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
      return false;
    }
  };
  return [unfollow, isInFlight] as const;
}
