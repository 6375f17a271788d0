/**
 * One browser in Where you're signed in: what it is, where from (the address masked by the server), when it was last
 * active and signed in; 'This browser' on the current one, Sign out (confirmed) on the others.
 */
import { Globe, Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SessionRow_session$key } from '../../__generated__/SessionRow_session.graphql';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { preloadOverlays } from '../../components/Dialog';
import { toast } from '../../components/toast/toast-store';
import {
  deviceKind,
  lastActiveLabel,
  sessionPlace,
  sessionTitle,
  signedInLabel,
  type DeviceKind,
} from '../../lib/sessions';
import { MutationError } from '../../relay/mutation';
import { AccessRow } from './AccessRow';
import { useSignOutSession } from './useSignOutSession';

const DEVICE_ICONS: Record<DeviceKind, LucideIcon> = {
  phone: Smartphone,
  tablet: Tablet,
  desktop: Monitor,
  other: Globe,
};

interface Props {
  session: SessionRow_session$key;
  /** Where you're signed in's connection, which the signed-out session leaves. */
  connectionId: string;
  onSignedOut: () => void;
}

export function SessionRow({ session: sessionKey, connectionId, onSignedOut }: Props) {
  const session = useFragment(
    graphql`
      fragment SessionRow_session on Session {
        id
        current
        browser
        os
        device
        ipAddress
        createdAt
        lastSeenAt
      }
    `,
    sessionKey,
  );
  const [confirming, setConfirming] = useState(false);
  const [signOut, isSigningOut] = useSignOutSession(connectionId);
  const title = sessionTitle(session);
  const place = sessionPlace(session.device, session.ipAddress);

  async function confirmSignOut() {
    try {
      await signOut(session.id);
      setConfirming(false);
      toast({ title: 'Signed out', description: `${title} was signed out.` });
      onSignedOut();
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const description =
        error instanceof MutationError ? error.message : 'Failed to sign out that browser. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <AccessRow
      icon={DEVICE_ICONS[deviceKind(session.device)]}
      title={title}
      badge={session.current && <Badge>This browser</Badge>}
      detail={place}
      facts={[
        { label: 'Last active', value: lastActiveLabel(session.lastSeenAt) },
        { label: 'Signed in', value: signedInLabel(session.createdAt) },
      ]}
    >
      {!session.current && (
        <>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            aria-label={`Sign out ${title}`}
            onPointerEnter={preloadOverlays}
            onFocus={preloadOverlays}
            onClick={() => setConfirming(true)}
          >
            Sign out
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Sign out this browser?"
            description={`${title}${place ? ` (${place})` : ''} is signed out at once: whoever uses it must sign in again.`}
            confirmLabel="Sign out"
            onConfirm={() => void confirmSignOut()}
            busy={isSigningOut}
          />
        </>
      )}
    </AccessRow>
  );
}
