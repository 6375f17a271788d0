/**
 * Posting an event photo (uploaded first through /api/uploads/images, then added with its caption and tags; it
 * joins the top of Event Photos at once, and its count), editing a photo's tags, and deleting a photo.
 */
import { graphql } from 'react-relay/hooks';
import type { useEventPhotosAddMutation } from '../../../__generated__/useEventPhotosAddMutation.graphql';
import type { useEventPhotosDeleteMutation } from '../../../__generated__/useEventPhotosDeleteMutation.graphql';
import type { useEventPhotosTagsMutation } from '../../../__generated__/useEventPhotosTagsMutation.graphql';
import { uploadImage } from '../../../lib/image-upload';
import { prependCounted, removeFromConnections } from '../../../relay/connection-count';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const addPhotoMutation = graphql`
  mutation useEventPhotosAddMutation($eventId: ID!, $imageUrl: String!, $caption: String, $taggedPeople: [ID!]) {
    addEventPhoto(eventId: $eventId, imageUrl: $imageUrl, caption: $caption, taggedPeople: $taggedPeople) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAddEventPhotoSuccess {
        data {
          id
          ...EventPhotoCard_photo
        }
      }
    }
  }
`;

const updateTagsMutation = graphql`
  mutation useEventPhotosTagsMutation($photoId: ID!, $userIds: [ID!]!) {
    updateEventPhotoTags(photoId: $photoId, userIds: $userIds) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUpdateEventPhotoTagsSuccess {
        data {
          id
          ...EventPhotoCard_photo
        }
      }
    }
  }
`;

const deletePhotoMutation = graphql`
  mutation useEventPhotosDeleteMutation($photoId: ID!) {
    deleteEventPhoto(photoId: $photoId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationDeleteEventPhotoSuccess {
        data {
          deletedPhotoId
        }
      }
    }
  }
`;

export interface NewEventPhoto {
  file: File;
  caption: string;
  taggedPeople: string[];
}

/** Throws (an ApiError from the upload, a MutationError) when refused. */
export function useAddEventPhoto(eventId: string, connectionId: string | null) {
  const [commit, isAdding] = usePromiseMutation<useEventPhotosAddMutation>(addPhotoMutation);
  const add = async ({ file, caption, taggedPeople }: NewEventPhoto) => {
    const imageUrl = await uploadImage(file);
    const connections = connectionId ? [connectionId] : [];
    const variables = { eventId, imageUrl, caption: caption.trim() || null, taggedPeople };
    const updater = (
      store: Parameters<typeof prependCounted>[0],
      data: useEventPhotosAddMutation['response'] | null | undefined,
    ) => {
      const added = data?.addEventPhoto;
      if (added?.__typename === 'MutationAddEventPhotoSuccess')
        prependCounted(store, connections, added.data.id, 'EventPhotoEdge');
    };
    successOf((await commit({ variables, updater })).addEventPhoto);
  };
  return [add, isAdding] as const;
}

/** Replaces the photo's tags (an empty list removes them all); throws a MutationError when refused. */
export function useUpdatePhotoTags() {
  const [commit, isSaving] = usePromiseMutation<useEventPhotosTagsMutation>(updateTagsMutation);
  const updateTags = async (photoId: string, userIds: string[]) => {
    successOf((await commit({ variables: { photoId, userIds } })).updateEventPhotoTags);
  };
  return [updateTags, isSaving] as const;
}

/** Deletes the photo (its uploader or the host) from Event Photos and its count; throws a MutationError when refused. */
export function useDeleteEventPhoto(connectionId: string) {
  const [commit, isDeleting] = usePromiseMutation<useEventPhotosDeleteMutation>(deletePhotoMutation);
  const deletePhoto = async (photoId: string) => {
    const response = await commit({
      variables: { photoId },
      updater: (store, data) => {
        if (data?.deleteEventPhoto.__typename === 'MutationDeleteEventPhotoSuccess')
          removeFromConnections(store, [connectionId], photoId);
      },
    });
    successOf(response.deleteEventPhoto);
  };
  return [deletePhoto, isDeleting] as const;
}
