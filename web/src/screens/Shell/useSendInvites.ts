import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useSendInvitesMutation } from '../../__generated__/useSendInvitesMutation.graphql';
import type { useSendInvitesReferralCodeQuery } from '../../__generated__/useSendInvitesReferralCodeQuery.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const sendInvitesMutation = graphql`
  mutation useSendInvitesMutation($input: SendInvitesInput!) {
    sendInvites(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationSendInvitesSuccess {
        data {
          sentCount
        }
      }
    }
  }
`;

/** Sending without a code gives the viewer one on the server; this brings it into the store (and the dialog). */
const referralCodeQuery = graphql`
  query useSendInvitesReferralCodeQuery {
    viewer {
      id
      referralCode
    }
  }
`;

/** E-mails the referral link to each address; resolves with how many were sent. */
export function useSendInvites() {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = usePromiseMutation<useSendInvitesMutation>(sendInvitesMutation);
  const send = async (emails: string[], referralCode: string | null) => {
    const result = await commit({ variables: { input: { emails, referralCode } } });
    const { sentCount } = successOf(result.sendInvites).data;
    if (!referralCode) {
      fetchQuery<useSendInvitesReferralCodeQuery>(environment, referralCodeQuery, {}).subscribe({
        error: () => undefined,
      });
    }
    return sentCount;
  };
  return [send, isInFlight] as const;
}
