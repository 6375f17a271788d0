/**
 * Inviting connections to a private group (inviteToGroup). The server skips those already members or invited;
 * each invitee gets a group_invitation notification.
 */
import { InviteConnectionsDialog as ConnectionsDialog } from '../../people/InviteConnectionsDialog';
import { useInviteToGroup } from './useInviteToGroup';

interface Props {
  groupId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function InviteConnectionsDialog({ groupId, open, onOpenChange }: Props) {
  const [invite, isInviting] = useInviteToGroup();
  return (
    <ConnectionsDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Connections"
      description="Invite dads from your network to this private group."
      failureTitle="Error"
      invite={(userIds) => invite(groupId, userIds)}
      isInviting={isInviting}
    />
  );
}
