/**
 * Invite Friends (the host): his connections, then inviteToEvent; each invitee gets an event_invitation
 * notification. A refusal reads 'Failed to send invitations' with the server's reason.
 */
import { InviteConnectionsDialog } from '../../../people/InviteConnectionsDialog';
import { useInviteToEvent } from './useInviteToEvent';

interface Props {
  eventId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function InviteFriendsDialog({ eventId, open, onOpenChange }: Props) {
  const [invite, isInviting] = useInviteToEvent();
  return (
    <InviteConnectionsDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Friends"
      description="Invite dads from your network to this event."
      failureTitle="Failed to send invitations"
      invite={(userIds) => invite(eventId, userIds)}
      isInviting={isInviting}
    />
  );
}
