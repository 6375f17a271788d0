/** The event page's address to share (Event Link Generated): its host only. */
import { graphql } from 'react-relay/hooks';
import type { useGenerateEventLinkMutation } from '../../../__generated__/useGenerateEventLinkMutation.graphql';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const generateEventLinkMutation = graphql`
  mutation useGenerateEventLinkMutation($id: ID!) {
    generateEventLink(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationGenerateEventLinkSuccess {
        data {
          url
        }
      }
    }
  }
`;

export function useGenerateEventLink() {
  const [commit, isInFlight] = usePromiseMutation<useGenerateEventLinkMutation>(generateEventLinkMutation);
  const generate = async (id: string) => successOf((await commit({ variables: { id } })).generateEventLink).data.url;
  return [generate, isInFlight] as const;
}
