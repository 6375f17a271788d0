import { graphql } from 'react-relay/hooks';
import type { UpdatePostInput, useUpdatePostMutation } from '../../__generated__/useUpdatePostMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const updatePostMutation = graphql`
  mutation useUpdatePostMutation($input: UpdatePostInput!) {
    updatePost(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUpdatePostSuccess {
        data {
          id
          ...PostCard_post
        }
      }
    }
  }
`;

/** Saves the owner's edit; the card updates in place from the returned post. Throws on a refusal. */
export function useUpdatePost() {
  const [commit, isInFlight] = usePromiseMutation<useUpdatePostMutation>(updatePostMutation);
  const update = async (input: UpdatePostInput) => {
    successOf((await commit({ variables: { input } })).updatePost);
  };
  return [update, isInFlight] as const;
}
