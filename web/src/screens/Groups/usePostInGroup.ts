/**
 * Posting from a group's page: the new post goes to the top of the page's Group Activity (@prependNode), so it
 * shows without a reload.
 */
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { usePostInGroupMutation } from '../../__generated__/usePostInGroupMutation.graphql';
import type { GroupPostInput } from '../../posts/composer/useGroupPostForm';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const postInGroupMutation = graphql`
  mutation usePostInGroupMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationCreatePostSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "GroupPostsEdge") {
          id
          ...PostCard_post
        }
      }
    }
  }
`;

/** The Relay id of a group's Group Activity list (GroupActivity's `@connection`). */
export function groupPostsConnectionId(groupId: string): string {
  return ConnectionHandler.getConnectionID(groupId, 'GroupActivity_posts');
}

/** Resolves once the post exists; throws a MutationError when the server refuses it. */
export function usePostInGroup() {
  const [commit, isInFlight] = usePromiseMutation<usePostInGroupMutation>(postInGroupMutation);
  const post = async (draft: GroupPostInput) => {
    const response = await commit({
      variables: { input: draft, connections: [groupPostsConnectionId(draft.groupId)] },
    });
    return successOf(response.createPost).data.id;
  };
  return [post, isInFlight] as const;
}
