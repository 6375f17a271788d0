/** Creating a channel: its images are uploaded first (/api/uploads/images), then createChannel names them. */
import { graphql } from 'react-relay/hooks';
import type {
  CreateChannelInput,
  useCreateChannelMutation,
} from '../../__generated__/useCreateChannelMutation.graphql';
import { uploadImage } from '../../lib/image-upload';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const createChannelMutation = graphql`
  mutation useCreateChannelMutation($input: CreateChannelInput!) {
    createChannel(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationCreateChannelSuccess {
        data {
          id
          databaseId
        }
      }
    }
  }
`;

export interface NewChannel extends Omit<CreateChannelInput, 'profileImageUrl' | 'bannerImageUrl'> {
  profileImage: File | null;
  bannerImage: File | null;
}

/** Resolves to the new channel's raw id. Throws an ApiError when an upload is refused, a MutationError when the channel is. */
export function useCreateChannel() {
  const [commit, isInFlight] = usePromiseMutation<useCreateChannelMutation>(createChannelMutation);
  const create = async ({ profileImage, bannerImage, ...input }: NewChannel) => {
    const [profileImageUrl, bannerImageUrl] = await Promise.all([
      profileImage && uploadImage(profileImage),
      bannerImage && uploadImage(bannerImage),
    ]);
    const response = await commit({ variables: { input: { ...input, profileImageUrl, bannerImageUrl } } });
    return successOf(response.createChannel).data.databaseId;
  };
  return [create, isInFlight] as const;
}
