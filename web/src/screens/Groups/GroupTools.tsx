/** The header's tools: Manage Group for the group's managers, Invite Connections for a private group's members. */
import { Settings, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupTools_group$key } from '../../__generated__/GroupTools_group.graphql';
import { Button } from '../../components/Button';
import { preloadOverlays } from '../../components/Dialog';
import { InviteConnectionsDialog } from './InviteConnectionsDialog';
import { ManageGroupDialog } from './ManageGroupDialog';

export function GroupTools({ group, onChanged }: { group: GroupTools_group$key; onChanged: () => void }) {
  const data = useFragment(
    graphql`
      fragment GroupTools_group on Group {
        id
        isPublic
        viewerRole
        viewerCanManage
        ...ManageGroupDialog_group
      }
    `,
    group,
  );
  const [managing, setManaging] = useState(false);
  const [inviting, setInviting] = useState(false);
  return (
    <>
      {data.viewerRole && !data.isPublic && (
        <Button
          variant="outline"
          onPointerEnter={preloadOverlays}
          onFocus={preloadOverlays}
          onClick={() => setInviting(true)}
        >
          <UserPlus aria-hidden />
          Invite Connections
        </Button>
      )}
      {data.viewerCanManage && (
        <Button
          variant="outline"
          onPointerEnter={preloadOverlays}
          onFocus={preloadOverlays}
          onClick={() => setManaging(true)}
        >
          <Settings aria-hidden />
          Manage Group
        </Button>
      )}
      {managing && <ManageGroupDialog group={data} open={managing} onOpenChange={setManaging} onChanged={onChanged} />}
      {inviting && <InviteConnectionsDialog groupId={data.id} open={inviting} onOpenChange={setInviting} />}
    </>
  );
}
