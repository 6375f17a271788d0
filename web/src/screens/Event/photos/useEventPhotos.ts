/**
 * Posting an event photo (uploaded first through /api/uploads/images, then added with its caption and tags; it
 * joins the top of Event Photos at once) and editing a photo's tags.
 */
import { graphql } from 'react-relay/hooks';
import type { useEventPhotosAddMutation } from '../../../__generated__/useEventPhotosAddMutation.graphql';
import type { useEventPhotosTagsMutation } from '../../../__generated__/useEventPhotosTagsMutation.graphql';
import { uploadImage } from '../../../lib/image-upload';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const addPhotoMutation = graphql`
  mutation useEventPhotosAddMutation($eventId: ID!, $imageUrl: String!, $caption: String, $taggedPeople: [ID!], $connections: [ID!]!) {
    addEventPhoto(eventId: $eventId, imageUrl: $imageUrl, caption: $caption, taggedPeople: $taggedPeople) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAddEventPhotoSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "EventPhotoEdge") {
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
    const variables = { eventId, imageUrl, caption: caption.trim() || null, taggedPeople, connections: connectionId ? [connectionId] : [] };
    successOf((await commit({ variables })).addEventPhoto);
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
