/** Posting in an event's discussion: the new post joins the top of Event Discussion (@prependNode) at once. */
import { graphql } from 'react-relay/hooks';
import type { usePostInEventMutation } from '../../../__generated__/usePostInEventMutation.graphql';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const postInEventMutation = graphql`
  mutation usePostInEventMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationCreatePostSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "EventPostsEdge") {
          id
          ...PostCard_post
        }
      }
    }
  }
`;

export interface EventPostDraft {
  /** The event's global id. */
  eventId: string;
  content: string;
  hashtags: string[];
}

/** Resolves once the post exists; throws a MutationError when the server refuses it. */
export function usePostInEvent(connectionId: string) {
  const [commit, isInFlight] = usePromiseMutation<usePostInEventMutation>(postInEventMutation);
  const post = async (draft: EventPostDraft) => {
    successOf((await commit({ variables: { input: draft, connections: [connectionId] } })).createPost);
  };
  return [post, isInFlight] as const;
}
