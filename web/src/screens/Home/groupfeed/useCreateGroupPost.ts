/**
 * Posting in a group from the Groupfeed: the new post goes to the top of "All Groups" and of its group's chip
 * (@prependNode), so it shows without a reload whichever chip is selected.
 */
import { graphql } from 'react-relay/hooks';
import type { useCreateGroupPostMutation } from '../../../__generated__/useCreateGroupPostMutation.graphql';
import type { GroupPostInput } from '../../../posts/composer/useGroupPostForm';
import { successOf, usePromiseMutation } from '../../../relay/mutation';
import { groupfeedConnectionsFor } from './groupfeed-connections';

const createGroupPostMutation = graphql`
  mutation useCreateGroupPostMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationCreatePostSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "GroupfeedEdge") {
          id
          ...GroupfeedItem_post
        }
      }
    }
  }
`;

/** Resolves to the new post's id; throws a MutationError when the server refuses it. */
export function useCreateGroupPost() {
  const [commit, isInFlight] = usePromiseMutation<useCreateGroupPostMutation>(createGroupPostMutation);
  const createGroupPost = async (post: GroupPostInput) => {
    const response = await commit({
      variables: { input: post, connections: groupfeedConnectionsFor(post.groupId) },
    });
    return successOf(response.createPost).data.id;
  };
  return [createGroupPost, isInFlight] as const;
}
