/** Saving the Manage Group form, or the group's new banner or photo (uploaded first, then set by URL). */
import { graphql } from 'react-relay/hooks';
import type { UpdateGroupInput, useUpdateGroupMutation } from '../../__generated__/useUpdateGroupMutation.graphql';
import { uploadImage } from '../../lib/image-upload';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const updateGroupMutation = graphql`
  mutation useUpdateGroupMutation($groupId: ID!, $input: UpdateGroupInput!) {
    updateGroup(groupId: $groupId, input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUpdateGroupSuccess {
        data {
          id
          ...ManageGroupDialog_group
          ...GroupHeader_group
        }
      }
    }
  }
`;

export function useUpdateGroup() {
  const [commit, isInFlight] = usePromiseMutation<useUpdateGroupMutation>(updateGroupMutation);
  const update = async (groupId: string, input: UpdateGroupInput) => {
    const result = (await commit({ variables: { groupId, input } })).updateGroup;
    if (result) successOf(result);
  };
  /** Uploads what was chosen, then sets it; throws when either step fails. */
  const uploadImages = async (groupId: string, { banner, photo }: { banner: File | null; photo: File | null }) => {
    const [bannerUrl, imageUrl] = await Promise.all([banner && uploadImage(banner), photo && uploadImage(photo)]);
    await update(groupId, { ...(bannerUrl ? { bannerUrl } : {}), ...(imageUrl ? { imageUrl } : {}) });
  };
  return { update, uploadImages, isInFlight };
}
