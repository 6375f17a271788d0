/** The Dadfeed's create-post mutation, in a module of its own: useCreatePost loads it with the first post sent. */
import { graphql } from 'react-relay/hooks';

export const createPostMutation = graphql`
  mutation useCreatePostMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationCreatePostSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "DadfeedEdge") {
          id
          categories
          ...PostCard_post
        }
      }
    }
  }
`;
