import { commitLocalUpdate, useRelayEnvironment } from 'react-relay/hooks';
import type { useFistBumpMutation } from '../__generated__/useFistBumpMutation.graphql';
import { toast } from '../components/toast/toast-store';
import { MutationError, successOf, useLazyPromiseMutation } from '../relay/mutation';

const loadFistBumpMutation = () => import('./useFistBumpMutation').then((module) => module.fistBumpMutation);

interface BumpedPost {
  id: string;
  fistBumpCount: number;
}

/** Fist bumps a post once: the count and the disabled button show at once, and roll back if the server refuses. */
export function useFistBump() {
  const [commit, isInFlight] = useLazyPromiseMutation<useFistBumpMutation>(loadFistBumpMutation);
  const environment = useRelayEnvironment();
  const fistBump = async (post: BumpedPost) => {
    try {
      const result = await commit({
        variables: { postId: post.id },
        optimisticResponse: {
          fistBumpPost: {
            __typename: 'MutationFistBumpPostSuccess',
            data: { id: post.id, fistBumpCount: post.fistBumpCount + 1, viewerHasFistBumped: true },
          },
        },
      });
      successOf(result.fistBumpPost);
    } catch (error) {
      // A second bump (the server's CONFLICT) has its own message; anything else gets the generic one.
      if (error instanceof MutationError && error.code === 'CONFLICT') {
        // Bumped elsewhere (another tab): the server counts our bump, so the card does too, and stays disabled.
        commitLocalUpdate(environment, (store) => {
          const record = store.get(post.id);
          record?.setValue(true, 'viewerHasFistBumped');
          record?.setValue(post.fistBumpCount + 1, 'fistBumpCount');
        });
        toast({
          title: 'Already Fistbumped',
          description: 'You can only fistbump a post once.',
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Error', description: 'Failed to update like. Please try again.', variant: 'destructive' });
      }
    }
  };
  return [fistBump, isInFlight] as const;
}
