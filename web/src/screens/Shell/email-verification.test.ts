import { describe, expect, it } from 'vitest';
import HomeScreenQuery from '../../__generated__/HomeScreenQuery.graphql';
import MemberAppQuery from '../../__generated__/MemberAppQuery.graphql';
import { operationText } from '../../relay/operation-text';
import { needsVerification, RESEND_FAILED, resendFailedToast, resentToast } from './email-verification';

// What relay/mutation's MutationError looks like (that module needs a browser to load).
const mutationError = (code: string, message: string) =>
  Object.assign(new Error(message), { name: 'MutationError', code });

describe('the e-mail verification banner', () => {
  it('shows for an unverified address only, not for a verified or unknown one', () => {
    expect(needsVerification(false)).toBe(true);
    expect(needsVerification(true)).toBe(false);
    expect(needsVerification(null)).toBe(false);
    expect(needsVerification(undefined)).toBe(false);
  });

  it("comes with the shell's data, in the member app's and the home page's query: no request of its own", () => {
    for (const query of [MemberAppQuery, HomeScreenQuery]) {
      expect(operationText(query)).toMatch(
        /fragment EmailVerificationBanner_viewer on User \{\s+id\s+email\s+emailVerified\s+\}/,
      );
    }
  });
});

describe('Resend link', () => {
  it("toasts the server's answer", () => {
    expect(resentToast('We sent a new link to sam@example.com. It works for 24 hours.')).toEqual({
      title: 'Link sent',
      description: 'We sent a new link to sam@example.com. It works for 24 hours.',
    });
  });

  it("toasts the server's refusal in its words", () => {
    const tooOften = mutationError(
      'RATE_LIMITED',
      'We already sent you several links this hour. Try again in 20 minutes.',
    );
    expect(resendFailedToast(tooOften)).toEqual({
      variant: 'destructive',
      title: 'Error',
      description: 'We already sent you several links this hour. Try again in 20 minutes.',
    });
    const verified = mutationError('CONFLICT', 'Your e-mail address is already verified.');
    expect(resendFailedToast(verified)).toEqual({
      title: 'Already verified',
      description: 'Your e-mail address is already verified.',
    });
  });

  it('says the link was not sent when the request failed, and leaves a lost session to its own toast', () => {
    expect(resendFailedToast(new TypeError('Failed to fetch'))).toMatchObject({ description: RESEND_FAILED });
    expect(resendFailedToast(mutationError('INTERNAL_SERVER_ERROR', 'Unexpected error.'))).toMatchObject({
      description: RESEND_FAILED,
    });
    expect(resendFailedToast(mutationError('UNAUTHENTICATED', 'Sign in.'))).toBeNull();
  });
});
