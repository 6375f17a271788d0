import type { useResendVerificationEmailMutation } from '../../__generated__/useResendVerificationEmailMutation.graphql';
import { successOf, useLazyPromiseMutation } from '../../relay/mutation';

const loadResendMutation = () =>
  import('./useResendVerificationEmailMutation').then((module) => module.resendVerificationEmailMutation);

/**
 * Mails the viewer a new link to verify their address; resolves with the server's words ("We sent a new link to…").
 * An address verified meanwhile (in another tab: CONFLICT) marks the viewer verified in the store, so the banner goes.
 */
export function useResendVerificationEmail(viewerId: string) {
  const [commit, isInFlight] = useLazyPromiseMutation<useResendVerificationEmailMutation>(loadResendMutation);
  const resend = async () => {
    const result = await commit({
      variables: {},
      updater: (store, response) => {
        const answer = response?.resendVerificationEmail;
        if (answer?.__typename === 'AppError' && answer.code === 'CONFLICT') {
          store.get(viewerId)?.setValue(true, 'emailVerified');
        }
      },
    });
    return successOf(result.resendVerificationEmail).data.message;
  };
  return [resend, isInFlight] as const;
}
