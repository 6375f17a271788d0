/**
 * Account help's three mutations (docs/moderation.md#account-help): each resolves once done, and throws a
 * MutationError with the server's message when refused (a CONFLICT when two-factor is already off, a RATE_LIMITED
 * past the address's reset links...).
 */
import { graphql } from 'react-relay/hooks';
import type { useAccountHelpEndSessionsMutation } from '../__generated__/useAccountHelpEndSessionsMutation.graphql';
import type { useAccountHelpResetLinkMutation } from '../__generated__/useAccountHelpResetLinkMutation.graphql';
import type { useAccountHelpTwoFactorMutation } from '../__generated__/useAccountHelpTwoFactorMutation.graphql';
import { successOf, usePromiseMutation } from '../relay/mutation';
import type { AccountHelpAction } from './moderation-labels';

const resetLinkMutation = graphql`
  mutation useAccountHelpResetLinkMutation($userId: ID!, $reason: String!) {
    sendPasswordResetLink(userId: $userId, reason: $reason) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationSendPasswordResetLinkSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

const twoFactorMutation = graphql`
  mutation useAccountHelpTwoFactorMutation($userId: ID!, $reason: String!) {
    turnOffMemberTwoFactor(userId: $userId, reason: $reason, identityChecked: true) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationTurnOffMemberTwoFactorSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

const endSessionsMutation = graphql`
  mutation useAccountHelpEndSessionsMutation($userId: ID!, $reason: String!) {
    endMemberSessions(userId: $userId, reason: $reason) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationEndMemberSessionsSuccess {
        data {
          databaseId
          sessionsEnded
        }
      }
    }
  }
`;

/** `help(action, memberId, reason)`; the identity check is the dialog's (it sends only once ticked). */
export function useAccountHelp() {
  const [sendLink, sendingLink] = usePromiseMutation<useAccountHelpResetLinkMutation>(resetLinkMutation);
  const [turnOff, turningOff] = usePromiseMutation<useAccountHelpTwoFactorMutation>(twoFactorMutation);
  const [endSessions, ending] = usePromiseMutation<useAccountHelpEndSessionsMutation>(endSessionsMutation);
  const help = async (action: AccountHelpAction, userId: string, reason: string) => {
    const variables = { userId, reason };
    switch (action) {
      case 'send_password_reset':
        successOf((await sendLink({ variables })).sendPasswordResetLink);
        return;
      case 'turn_off_two_factor':
        successOf((await turnOff({ variables })).turnOffMemberTwoFactor);
        return;
      case 'end_sessions':
        successOf((await endSessions({ variables })).endMemberSessions);
        return;
    }
  };
  return [help, sendingLink || turningOff || ending] as const;
}
