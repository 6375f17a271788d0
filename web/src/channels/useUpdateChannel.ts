/** Saving Edit Channel: every field, as the dialog has them; the answer updates every card and page showing the channel. */
import { graphql } from 'react-relay/hooks';
import type { UpdateChannelInput, useUpdateChannelMutation } from '../__generated__/useUpdateChannelMutation.graphql';
import { successOf, usePromiseMutation } from '../relay/mutation';

const updateChannelMutation = graphql`
  mutation useUpdateChannelMutation($id: ID!, $input: UpdateChannelInput!) {
    updateChannel(id: $id, input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUpdateChannelSuccess {
        data {
          id
          name
          description
          categories
          category
          hashtags
          contactEmail
          website
          subscriptionType
          subscriptionPrice
          profileImageUrl
          bannerImageUrl
        }
      }
    }
  }
`;

/** Throws a MutationError with the server's message when it refuses. */
export function useUpdateChannel() {
  const [commit, isInFlight] = usePromiseMutation<useUpdateChannelMutation>(updateChannelMutation);
  const update = async (id: string, input: UpdateChannelInput) => {
    successOf((await commit({ variables: { id, input } })).updateChannel);
  };
  return [update, isInFlight] as const;
}
