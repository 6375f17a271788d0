import type { useRequestConnectionMutation } from '../__generated__/useRequestConnectionMutation.graphql';
import { toast } from '../components/toast/toast-store';
import { successOf, useLazyPromiseMutation } from '../relay/mutation';

const loadRequestConnectionMutation = () =>
  import('./useRequestConnectionMutation').then((module) => module.requestConnectionMutation);

/** The success toast's text: the dashboard's unless a screen words it otherwise. */
const DASHBOARD_SENT = 'Your connection request has been sent successfully.';

/** Sends a connection request with its toasts (sent, or why not); resolves to whether it was sent. */
export function useRequestConnection(sentDescription = DASHBOARD_SENT) {
  const [commit, isInFlight] = useLazyPromiseMutation<useRequestConnectionMutation>(loadRequestConnectionMutation);
  const requestConnection = async (userId: string): Promise<boolean> => {
    try {
      successOf((await commit({ variables: { userId } })).requestConnection);
      toast({ title: 'Connection request sent!', description: sentDescription });
      return true;
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to send connection request. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };
  return [requestConnection, isInFlight] as const;
}
