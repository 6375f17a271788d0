/** The creator's Edit and Delete on a card: Edit Channel's dialog, and Delete Channel's confirmation. */
import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CreatorActions_channel$key } from '../../__generated__/CreatorActions_channel.graphql';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { preloadOverlays } from '../../components/Dialog';
import { toast } from '../../components/toast/toast-store';
import { showChannelError } from '../../channels/channel-errors';
import { EditChannelDialog } from '../../channels/EditChannelDialog';
import { useDeleteChannel } from './useDeleteChannel';

export function CreatorActions({
  channel,
  connectionId,
}: {
  channel: CreatorActions_channel$key;
  connectionId: string;
}) {
  const data = useFragment(
    graphql`
      fragment CreatorActions_channel on Channel {
        id
        name
        ...EditChannelDialog_channel
      }
    `,
    channel,
  );
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, isDeleting] = useDeleteChannel();

  async function confirmDelete() {
    try {
      await remove(data.id, connectionId);
      setConfirming(false);
      toast({ title: 'Channel deleted', description: `"${data.name}" has been deleted.` });
    } catch (error) {
      showChannelError(error);
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
        onClick={() => setEditing(true)}
      >
        <SquarePen aria-hidden />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700"
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <EditChannelDialog channel={data} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Channel"
        description={`Are you sure you want to delete "${data.name}"? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        busy={isDeleting}
      />
    </>
  );
}
