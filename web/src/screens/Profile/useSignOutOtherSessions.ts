/**
 * 'Sign out all other browsers': every session but this one ends; the list keeps this browser only (the server
 * ended the ones on later pages too).
 */
import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSignOutOtherSessionsMutation } from '../../__generated__/useSignOutOtherSessionsMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const signOutOtherSessionsMutation = graphql`
  mutation useSignOutOtherSessionsMutation {
    signOutOtherSessions {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationSignOutOtherSessionsSuccess {
        data {
          ended
        }
      }
    }
  }
`;

function keepThisBrowserOnly(store: RecordSourceSelectorProxy, connectionId: string) {
  const list = store.get(connectionId);
  if (!list) return;
  const edges = list.getLinkedRecords('edges') ?? [];
  list.setLinkedRecords(
    edges.filter((edge) => edge?.getLinkedRecord('node')?.getValue('current') === true),
    'edges',
  );
  list.getLinkedRecord('pageInfo')?.setValue(false, 'hasNextPage');
}

/** Resolves with how many browsers were signed out; throws a MutationError when the server refuses. */
export function useSignOutOtherSessions(connectionId: string) {
  const [commit, isInFlight] = usePromiseMutation<useSignOutOtherSessionsMutation>(signOutOtherSessionsMutation);
  const signOutOthers = async () => {
    const response = await commit({
      variables: {},
      updater: (store, data) => {
        if (data?.signOutOtherSessions.__typename === 'MutationSignOutOtherSessionsSuccess')
          keepThisBrowserOnly(store, connectionId);
      },
    });
    return successOf(response.signOutOtherSessions).data.ended;
  };
  return [signOutOthers, isInFlight] as const;
}
