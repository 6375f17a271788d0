/**
 * The member's own two-factor authentication (TOTP): off, a way to turn it on with an authenticator app; on, a way
 * to turn it off. The setup and its recovery codes, and turning it off, happen in dialogs.
 */
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TwoFactorCard_user$key } from '../../../__generated__/TwoFactorCard_user.graphql';
import { Button } from '../../../components/Button';
import { preloadOverlays } from '../../../components/Dialog';
import { ProfileSection } from '../ProfileSection';
import { TurnOffTwoFactorDialog } from './TurnOffTwoFactorDialog';
import { TurnOnTwoFactorDialog } from './TurnOnTwoFactorDialog';

export function TwoFactorCard({ user: userKey }: { user: TwoFactorCard_user$key }) {
  const user = useFragment(
    graphql`
      fragment TwoFactorCard_user on User {
        id
        twoFactorEnabled
      }
    `,
    userKey,
  );
  const [dialog, setDialog] = useState<'on' | 'off' | null>(null);
  // Only the member's own profile has the field; null is someone else's, which has no card.
  if (user.twoFactorEnabled == null) return null;
  const enabled = user.twoFactorEnabled;
  const closeOn = (name: 'on' | 'off') => (open: boolean) => setDialog(open ? name : null);
  return (
    <ProfileSection title="Two-factor authentication" icon={KeyRound}>
      <p className="text-sm text-stone-600">
        {enabled
          ? 'Two-factor authentication is on.'
          : 'Protect your account with a code from an authenticator app (Google Authenticator, 1Password, Authy…) each time you sign in.'}
      </p>
      {/*
       * One button whose words change: the element stays when turning on succeeds, so the focus can come back to it
       * when the dialog closes.
       */}
      <Button
        className="mt-4"
        variant={enabled ? 'outline' : 'primary'}
        size="sm"
        onClick={() => setDialog(enabled ? 'off' : 'on')}
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
      >
        {enabled ? 'Turn off' : 'Turn on'}
      </Button>
      {/* Both always rendered: the setup dialog stays open on its recovery codes after the card turns to "on". */}
      <TurnOnTwoFactorDialog viewerId={user.id} open={dialog === 'on'} onOpenChange={closeOn('on')} />
      <TurnOffTwoFactorDialog viewerId={user.id} open={dialog === 'off'} onOpenChange={closeOn('off')} />
    </ProfileSection>
  );
}
