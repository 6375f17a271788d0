import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { useFollowChannelMutation } from '../__generated__/useFollowChannelMutation.graphql';
import { toast } from '../components/toast/toast-store';
import { commitAsPromise, MutationError, successOf } from '../relay/mutation';

/**
 * Follows a channel (the dashboard's Follow, the directory's card, the channel page's Subscribe); resolves true once
 * the server has it, and the answer's counts update every card and page showing the channel. A refusal shows the
 * server's message.
 */
export function useFollowChannel() {
  const environment = useRelayEnvironment();
  const [isInFlight, setInFlight] = useState(false);
  const follow = async (channelId: string): Promise<boolean> => {
    setInFlight(true);
    try {
      const { followChannelMutation } = await import('./useFollowChannelMutation');
      const response = await commitAsPromise<useFollowChannelMutation>(environment, followChannelMutation, {
        variables: { id: channelId },
      });
      successOf(response.followChannel);
      return true;
    } catch (error) {
      const description =
        error instanceof MutationError && error.code !== 'INTERNAL_SERVER_ERROR'
          ? error.message
          : 'Failed to follow channel. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
      return false;
    } finally {
      setInFlight(false);
    }
  };
  return [follow, isInFlight] as const;
}
