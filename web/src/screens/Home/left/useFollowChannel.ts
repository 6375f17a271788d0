import { graphql } from 'react-relay/hooks';
import type { useFollowChannelMutation } from '../../../__generated__/useFollowChannelMutation.graphql';
import { toast } from '../../../components/toast/toast-store';
import { MutationError, successOf, usePromiseMutation } from '../../../relay/mutation';

const followChannelMutation = graphql`
  mutation useFollowChannelMutation($id: ID!) {
    followChannel(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationFollowChannelSuccess {
        data {
          id
          isFollowing
          followerCount
        }
      }
    }
  }
`;

/** Follows a channel; resolves true once the server has it. A refusal shows the server's message (part 3). */
export function useFollowChannel() {
  const [commit, isInFlight] = usePromiseMutation<useFollowChannelMutation>(followChannelMutation);
  const follow = async (channelId: string): Promise<boolean> => {
    try {
      successOf((await commit({ variables: { id: channelId } })).followChannel);
      return true;
    } catch (error) {
      const description =
        error instanceof MutationError && error.code !== 'INTERNAL_SERVER_ERROR'
          ? error.message
          : 'Failed to follow channel. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
      return false;
    }
  };
  return [follow, isInFlight] as const;
}
