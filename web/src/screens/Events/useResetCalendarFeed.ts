/** Makes the viewer's private calendar feed address (the first one, or a new one that retires the old). */
import { graphql } from 'react-relay/hooks';
import type { useResetCalendarFeedMutation } from '../../__generated__/useResetCalendarFeedMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const resetCalendarFeedMutation = graphql`
  mutation useResetCalendarFeedMutation {
    resetCalendarFeed {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationResetCalendarFeedSuccess {
        data {
          calendarFeedUrl
        }
      }
    }
  }
`;

/** Resolves to the new address, also kept on the viewer in the store; throws a MutationError when refused. */
export function useResetCalendarFeed() {
  const [commit, isInFlight] = usePromiseMutation<useResetCalendarFeedMutation>(resetCalendarFeedMutation);
  const reset = async () => {
    const response = await commit({
      variables: {},
      updater: (store, data) => {
        const url =
          data?.resetCalendarFeed.__typename === 'MutationResetCalendarFeedSuccess'
            ? data.resetCalendarFeed.data.calendarFeedUrl
            : null;
        if (url) store.getRoot().getLinkedRecord('viewer')?.setValue(url, 'calendarFeedUrl');
      },
    });
    return successOf(response.resetCalendarFeed).data.calendarFeedUrl;
  };
  return [reset, isInFlight] as const;
}
