/**
 * Saving Edit Event: a new image or banner is uploaded first (/api/uploads/images), then updateEvent sets the
 * fields and their URLs. The answer refreshes the header in the store.
 */
import { graphql } from 'react-relay/hooks';
import type { UpdateEventInput, useUpdateEventMutation } from '../../../__generated__/useUpdateEventMutation.graphql';
import { uploadImage } from '../../../lib/image-upload';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const updateEventMutation = graphql`
  mutation useUpdateEventMutation($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUpdateEventSuccess {
        data {
          id
          ...EventHeader_event
          ...EditEventDialog_event
          ...VideoLobby_event
        }
      }
    }
  }
`;

export interface EventImages {
  image: File | null;
  banner: File | null;
}

/** Throws (an ApiError from an upload, a MutationError) when refused. */
export function useUpdateEvent() {
  const [commit, isInFlight] = usePromiseMutation<useUpdateEventMutation>(updateEventMutation);
  const update = async (id: string, input: UpdateEventInput, { image, banner }: EventImages) => {
    const [imageUrl, bannerUrl] = await Promise.all([image && uploadImage(image), banner && uploadImage(banner)]);
    const result = (
      await commit({
        variables: { id, input: { ...input, ...(imageUrl ? { imageUrl } : {}), ...(bannerUrl ? { bannerUrl } : {}) } },
      })
    ).updateEvent;
    if (result) successOf(result);
  };
  return [update, isInFlight] as const;
}
