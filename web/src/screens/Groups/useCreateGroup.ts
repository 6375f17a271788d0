/** Creating a group or team: its images are uploaded first (/api/uploads/images), then the group is created. */
import { graphql } from 'react-relay/hooks';
import type { CreateGroupInput, useCreateGroupMutation } from '../../__generated__/useCreateGroupMutation.graphql';
import { uploadImage } from '../../lib/image-upload';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const createGroupMutation = graphql`
  mutation useCreateGroupMutation($input: CreateGroupInput!) {
    createGroup(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationCreateGroupSuccess {
        data {
          id
          databaseId
        }
      }
    }
  }
`;

export interface NewGroup extends Omit<CreateGroupInput, 'imageUrl' | 'bannerUrl'> {
  banner: File | null;
  photo: File | null;
}

/** Resolves to the new group's raw id; throws (an ApiError from an upload, a MutationError) when refused. */
export function useCreateGroup() {
  const [commit, isInFlight] = usePromiseMutation<useCreateGroupMutation>(createGroupMutation);
  const create = async ({ banner, photo, ...input }: NewGroup) => {
    const [bannerUrl, imageUrl] = await Promise.all([banner && uploadImage(banner), photo && uploadImage(photo)]);
    const response = await commit({ variables: { input: { ...input, bannerUrl, imageUrl } } });
    return successOf(response.createGroup).data.databaseId;
  };
  return [create, isInFlight] as const;
}
