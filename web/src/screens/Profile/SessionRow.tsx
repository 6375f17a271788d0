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
  const Icon = DEVICE_ICONS[deviceKind(session.device)];

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
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 @sm:grid-cols-[minmax(0,1fr)_auto] @sm:items-start">
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-stone-500" />
        <div className="grid min-w-0 gap-1">
          <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold break-words text-ink">
            {title}
            {session.current && <Badge>This browser</Badge>}
          </h3>
          {place && <p className="text-sm break-words text-stone-600">{place}</p>}
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Fact label="Last active" value={lastActiveLabel(session.lastSeenAt)} />
            <Fact label="Signed in" value={signedInLabel(session.createdAt)} />
          </dl>
        </div>
      </div>
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
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}
