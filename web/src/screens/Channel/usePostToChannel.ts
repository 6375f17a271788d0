/**
 * Publishing from a channel's page (its creator): the new post goes to the top of the page's Channel Posts
 * (@prependNode), so it shows without a reload; the followers get it on their Dadfeeds.
 */
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { usePostToChannelMutation } from '../../__generated__/usePostToChannelMutation.graphql';
import type { ChannelPostInput } from '../../posts/composer/useGroupPostForm';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const postToChannelMutation = graphql`
  mutation usePostToChannelMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationCreatePostSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "ChannelPostsEdge") {
          id
          channel {
            id
            postCount
          }
          ...PostCard_post
        }
      }
    }
  }
`;

/** The Relay id of a channel's post list (ChannelPosts' `@connection`). */
export function channelPostsConnectionId(channelId: string): string {
  return ConnectionHandler.getConnectionID(channelId, 'ChannelPosts_posts');
}

/** Resolves once the post exists; throws a MutationError when the server refuses it. */
export function usePostToChannel() {
  const [commit, isInFlight] = usePromiseMutation<usePostToChannelMutation>(postToChannelMutation);
  const post = async ({ channelId, content, hashtags, imageUrl }: ChannelPostInput) => {
    const input = { channelId, content, hashtags, imageUrl };
    const response = await commit({ variables: { input, connections: [channelPostsConnectionId(channelId)] } });
    return successOf(response.createPost).data.id;
  };
  return [post, isInFlight] as const;
}
