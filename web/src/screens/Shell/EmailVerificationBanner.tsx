/**
 * Above every screen while the member's address is unverified: until they use the link mailed there, they send no
 * invitations and no messages to dads they are not connected with. Resend link mails a new one.
 */
import { MailWarning } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EmailVerificationBanner_viewer$key } from '../../__generated__/EmailVerificationBanner_viewer.graphql';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { needsVerification, resendFailedToast, resentToast } from './email-verification';
import { useResendVerificationEmail } from './useResendVerificationEmail';

export function EmailVerificationBanner({ viewer }: { viewer: EmailVerificationBanner_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment EmailVerificationBanner_viewer on User {
        id
        email
        emailVerified
      }
    `,
    viewer,
  );
  const [resend, sending] = useResendVerificationEmail(data.id);
  if (!needsVerification(data.emailVerified)) return null;

  async function onResend() {
    try {
      toast(resentToast(await resend()));
    } catch (error) {
      const failed = resendFailedToast(error);
      if (failed) toast(failed);
    }
  }

  return (
    <section aria-label="E-mail verification" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6">
        <MailWarning aria-hidden className="size-5 shrink-0 text-amber-700" />
        <p className="min-w-0 flex-1 basis-60 text-sm break-words">
          Check your inbox: we sent a link to verify{' '}
          <strong className="font-semibold">{data.email ?? 'your address'}</strong>. Until then you can't send
          invitations or message dads you're not connected with.
        </p>
        <Button variant="outline" size="sm" loading={sending} onClick={() => void onResend()}>
          Resend link
        </Button>
      </div>
    </section>
  );
}
