/**
 * One event photo: the picture, its caption, who shared it, who is tagged; Edit Photo Tags and Delete Photo
 * (confirmed) for its uploader or the host.
 */
import { Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventPhotoCard_photo$key } from '../../../__generated__/EventPhotoCard_photo.graphql';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../components/toast/toast-store';
import { preloadOverlays } from '../../../components/Dialog';
import { SafeImage } from '../../../components/SafeImage';
import { displayName, groupMemberName } from '../../../lib/display-name';
import { MutationError } from '../../../relay/mutation';
import { EditPhotoTagsDialog } from './EditPhotoTagsDialog';
import { useDeleteEventPhoto } from './useEventPhotos';

interface Props {
  photo: EventPhotoCard_photo$key;
  eventDatabaseId: string;
  /** Event Photos' Relay connection id, which a deleted photo leaves. */
  connectionId: string;
}

export function EventPhotoCard({ photo, eventDatabaseId, connectionId }: Props) {
  const data = useFragment(
    graphql`
      fragment EventPhotoCard_photo on EventPhoto {
        id
        imageUrl
        caption
        viewerCanEditTags
        viewerCanDelete
        uploader {
          username
          firstName
          lastName
        }
        taggedPeople {
          id
          databaseId
          username
          firstName
          lastName
        }
      }
    `,
    photo,
  );
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deletePhoto, isDeleting] = useDeleteEventPhoto(connectionId);

  async function confirmDelete() {
    try {
      await deletePhoto(data.id);
      toast({ title: 'Photo deleted' });
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      toast({ title: 'Error', description: 'Failed to delete photo. Please try again.', variant: 'destructive' });
      setConfirmingDelete(false);
    }
  }

  const label = data.caption || `Photo shared by ${displayName(data.uploader)}`;
  return (
    <figure aria-label={label} className="grid gap-2 overflow-hidden rounded-lg border border-stone-200 bg-white">
      <SafeImage
        src={data.imageUrl}
        alt={data.caption || 'Event photo'}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover"
      />
      <figcaption className="grid gap-1.5 px-3 pb-3">
        {data.caption && <p className="text-sm text-stone-800">{data.caption}</p>}
        <p className="text-xs text-stone-500">{`Shared by ${displayName(data.uploader)}`}</p>
        {data.taggedPeople.length > 0 && (
          <ul aria-label="Tagged people" className="flex flex-wrap gap-1.5">
            {data.taggedPeople.map((person) => (
              <li
                key={person.id}
                className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700"
              >
                {groupMemberName(person, person.databaseId)}
              </li>
            ))}
          </ul>
        )}
        {(data.viewerCanEditTags || data.viewerCanDelete) && (
          <div className="flex flex-wrap gap-1">
            {data.viewerCanEditTags && (
              <Button
                variant="ghost"
                size="sm"
                onPointerEnter={preloadOverlays}
                onFocus={preloadOverlays}
                onClick={() => setEditing(true)}
              >
                <Tags aria-hidden />
                Edit Photo Tags
              </Button>
            )}
            {data.viewerCanDelete && (
              <Button
                variant="ghost"
                size="sm"
                onPointerEnter={preloadOverlays}
                onFocus={preloadOverlays}
                onClick={() => setConfirmingDelete(true)}
              >
                <Trash2 aria-hidden />
                Delete Photo
              </Button>
            )}
          </div>
        )}
      </figcaption>
      {editing && (
        <EditPhotoTagsDialog
          photoId={data.id}
          eventDatabaseId={eventDatabaseId}
          tagged={data.taggedPeople.map((person) => person.id)}
          open
          onOpenChange={setEditing}
        />
      )}
      {confirmingDelete && (
        <ConfirmDialog
          open
          onOpenChange={setConfirmingDelete}
          title="Delete Photo"
          description="Are you sure you want to delete this photo? Its tags go with it. This cannot be undone."
          confirmLabel="Delete Photo"
          onConfirm={() => void confirmDelete()}
          busy={isDeleting}
        />
      )}
    </figure>
  );
}
