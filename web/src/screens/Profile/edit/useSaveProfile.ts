/**
 * Saving the profile editor (/profile): the password rules are checked before
 * the server is asked; then the password changes (when asked), the new photo goes up (POST /api/uploads/images),
 * and updateProfile saves the rest with the photo's URL. 'Profile updated' on success; otherwise the server's
 * message, or '{status}: {statusText}' when the request itself failed.
 */
import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSaveProfileMutation, UpdateProfileInput } from '../../../__generated__/useSaveProfileMutation.graphql';
import type { useSaveProfilePasswordMutation } from '../../../__generated__/useSaveProfilePasswordMutation.graphql';
import { ApiError } from '../../../api/api-error';
import { toast } from '../../../components/toast/toast-store';
import { uploadImage } from '../../../lib/image-upload';
import { MutationError, successOf, usePromiseMutation } from '../../../relay/mutation';
import { passwordChange, profileInput, type PasswordDraft, type ProfileDraft } from '../profile-draft';

const updateProfileMutation = graphql`
  mutation useSaveProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUpdateProfileSuccess {
        data {
          user {
            id
            ...OwnProfile_viewer
          }
        }
      }
    }
  }
`;

const changePasswordMutation = graphql`
  mutation useSaveProfilePasswordMutation($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationChangePasswordSuccess {
        data {
          success
        }
      }
    }
  }
`;

const PASSWORD_FAILED = 'Failed to change password';

/** What to tell the member: the server's own words when it refused, else what the request met. */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof MutationError) return error.message;
  if (error instanceof ApiError) return error.serverMessage || error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

const reportFailure = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

interface SaveRequest {
  draft: ProfileDraft;
  passwords: PasswordDraft;
  image: File | null;
  /** The password changed: its fields empty, so that a retry does not change it again. */
  onPasswordChanged: () => void;
}

export function useSaveProfile() {
  const [commitProfile] = usePromiseMutation<useSaveProfileMutation>(updateProfileMutation);
  const [commitPassword] = usePromiseMutation<useSaveProfilePasswordMutation>(changePasswordMutation);
  const [saving, setSaving] = useState(false);

  /** Resolves to whether everything was saved. */
  async function save({ draft, passwords, image, onPasswordChanged }: SaveRequest): Promise<boolean> {
    const { change, problem } = passwordChange(passwords);
    if (problem) {
      reportFailure(problem);
      return false;
    }
    setSaving(true);
    try {
      if (change) {
        try {
          successOf((await commitPassword({ variables: change })).changePassword);
        } catch (error) {
          reportFailure(failureMessage(error, PASSWORD_FAILED));
          return false;
        }
        onPasswordChanged();
      }
      const input: UpdateProfileInput = profileInput(draft) as UpdateProfileInput;
      if (image) input.profileImageUrl = await uploadImage(image);
      successOf((await commitProfile({ variables: { input } })).updateProfile);
      toast({ title: 'Profile updated' });
      return true;
    } catch (error) {
      console.error(error);
      reportFailure(failureMessage(error, 'Failed to update profile'));
      return false;
    } finally {
      setSaving(false);
    }
  }
  return [save, saving] as const;
}
