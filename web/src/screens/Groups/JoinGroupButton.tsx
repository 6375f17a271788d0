/**
 * Join (the listing's card) or Join Group (a group's page). An ALREADY_MEMBER refusal reads 'Already a Member';
 * other refusals read the listing's 'Error joining group' with the server's message, or the page's sentence.
 */
import { UserPlus } from 'lucide-react';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { ALREADY_A_MEMBER_TOAST, isAlreadyMemberError } from '../../lib/groups';
import { MutationError } from '../../relay/mutation';
import { useJoinGroup } from './useJoinGroup';

interface Props {
  groupId: string;
  groupName: string;
  from: 'listing' | 'page';
  onJoined: () => void;
}

export function JoinGroupButton({ groupId, groupName, from, onJoined }: Props) {
  const [join, isJoining] = useJoinGroup();

  async function run() {
    try {
      await join(groupId);
      toast({ title: 'Joined group!' });
      onJoined();
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined;
      const code = error instanceof MutationError ? error.code : undefined;
      if (code === 'UNAUTHENTICATED') return;
      if (isAlreadyMemberError(code)) toast({ ...ALREADY_A_MEMBER_TOAST, variant: 'destructive' });
      else if (from === 'listing')
        toast({ title: 'Error joining group', description: message, variant: 'destructive' });
      else toast({ title: 'Error', description: 'Failed to join group. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Button
      size="sm"
      loading={isJoining}
      aria-label={from === 'listing' ? `Join ${groupName}` : undefined}
      onClick={() => void run()}
    >
      {!isJoining && <UserPlus aria-hidden />}
      {from === 'listing' ? 'Join' : 'Join Group'}
    </Button>
  );
}
