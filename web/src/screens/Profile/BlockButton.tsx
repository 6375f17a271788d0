/**
 * Block (after a confirmation) and Unblock on another member's profile. A block hides each from the other: their
 * posts leave the viewer's feeds, and the profile shows the identity only until Unblock.
 */
import { Ban, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BlockButton_member$key } from '../../__generated__/BlockButton_member.graphql';
import type { BlockButtonBlockMutation } from '../../__generated__/BlockButtonBlockMutation.graphql';
import type { BlockButtonUnblockMutation } from '../../__generated__/BlockButtonUnblockMutation.graphql';
import { Button } from '../../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  preloadOverlays,
} from '../../components/Dialog';
import { toast } from '../../components/toast/toast-store';
import { successOf, usePromiseMutation } from '../../relay/mutation';

// The answer is the member as the viewer now sees them: the whole profile again (fields come and go with a block).
const blockMutation = graphql`
  mutation BlockButtonBlockMutation($userId: ID!) {
    blockMember(userId: $userId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationBlockMemberSuccess {
        data {
          id
          ...MemberProfile_member
        }
      }
    }
  }
`;

const unblockMutation = graphql`
  mutation BlockButtonUnblockMutation($userId: ID!) {
    unblockMember(userId: $userId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUnblockMemberSuccess {
        data {
          id
          ...MemberProfile_member
        }
      }
    }
  }
`;

export function BlockButton({ member: memberKey, name }: { member: BlockButton_member$key; name: string }) {
  const member = useFragment(
    graphql`
      fragment BlockButton_member on User {
        id
        isBlockedByViewer
      }
    `,
    memberKey,
  );
  const [block, blocking] = usePromiseMutation<BlockButtonBlockMutation>(blockMutation);
  const [unblock, unblocking] = usePromiseMutation<BlockButtonUnblockMutation>(unblockMutation);
  const [confirming, setConfirming] = useState(false);
  const variables = { userId: member.id };

  async function confirmBlock() {
    try {
      successOf((await block({ variables })).blockMember);
      setConfirming(false);
      toast({ title: 'Member blocked', description: `You will no longer see ${name}'s posts.` });
    } catch {
      toast({ title: 'Error', description: 'Failed to block this member. Please try again.', variant: 'destructive' });
    }
  }

  async function confirmUnblock() {
    try {
      successOf((await unblock({ variables })).unblockMember);
      toast({ title: 'Member unblocked', description: `${name}'s posts can show in your feeds again.` });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to unblock this member. Please try again.',
        variant: 'destructive',
      });
    }
  }

  if (member.isBlockedByViewer) {
    return (
      <Button variant="outline" size="sm" loading={unblocking} onClick={confirmUnblock}>
        {!unblocking && <ShieldOff aria-hidden />}
        Unblock
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setConfirming(true)}
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
      >
        <Ban aria-hidden />
        Block
      </Button>
      <Dialog open={confirming} onOpenChange={(open) => !blocking && setConfirming(open)}>
        <DialogContent hideClose className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{`Block ${name}?`}</DialogTitle>
            <DialogDescription>
              Their posts will no longer show in your feeds, and they will see only your name and photo. You can unblock
              them from their profile at any time.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" loading={blocking} onClick={confirmBlock}>
              Block
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
