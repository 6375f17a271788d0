/** The poll's results as the server has them, after a refused second vote (cast in another tab): a chunk of its own. */
import { graphql } from 'react-relay/hooks';

export const pollResultsQuery = graphql`
  query useVotePollResultsQuery($postId: ID!) {
    node(id: $postId) {
      ... on Post {
        poll {
          ...PostPoll_poll
        }
      }
    }
  }
`;
