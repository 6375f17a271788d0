/**
 * One passkey in the Passkeys card: its name, 'Synced' when a password manager or account keeps a copy, when it
 * was added and last signed in; Rename (a dialog) and Remove (confirmed).
 */
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PasskeyRow_passkey$key } from '../../../__generated__/PasskeyRow_passkey.graphql';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { preloadOverlays } from '../../../components/Dialog';
import { toast } from '../../../components/toast/toast-store';
import { MutationError } from '../../../relay/mutation';
import { AccessRow } from '../AccessRow';
import { addedLabel, lastUsedLabel } from './passkey-labels';
import { passkeyProblem } from './passkey-problem';
import { RenamePasskeyDialog } from './RenamePasskeyDialog';
import { useRemovePasskey } from './useRemovePasskey';

interface Props {
  passkey: PasskeyRow_passkey$key;
  /** The card's connection, which a removed passkey leaves. */
  connectionId: string;
  onRemoved: () => void;
}

export function PasskeyRow({ passkey: passkeyKey, connectionId, onRemoved }: Props) {
  const passkey = useFragment(
    graphql`
      fragment PasskeyRow_passkey on Passkey {
        id
        name
        backedUp
        createdAt
        lastUsedAt
      }
    `,
    passkeyKey,
  );
  const [dialog, setDialog] = useState<'rename' | 'remove' | null>(null);
  const [remove, removing] = useRemovePasskey(connectionId);
  const closeOn = (name: 'rename' | 'remove') => (open: boolean) => setDialog(open ? name : null);

  async function confirmRemove() {
    try {
      await remove(passkey.id);
      setDialog(null);
      toast({ title: 'Passkey removed', description: `${passkey.name} no longer signs you in.` });
      onRemoved();
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const description = passkeyProblem(error, 'Failed to remove that passkey. Please try again.');
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <AccessRow
      icon={KeyRound}
      title={passkey.name}
      badge={passkey.backedUp && <Badge>Synced</Badge>}
      facts={[
        { label: 'Added', value: addedLabel(passkey.createdAt) },
        { label: 'Last used', value: lastUsedLabel(passkey.lastUsedAt) },
      ]}
    >
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Rename ${passkey.name}`}
          onPointerEnter={preloadOverlays}
          onFocus={preloadOverlays}
          onClick={() => setDialog('rename')}
        >
          Rename
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Remove ${passkey.name}`}
          onPointerEnter={preloadOverlays}
          onFocus={preloadOverlays}
          onClick={() => setDialog('remove')}
        >
          Remove
        </Button>
      </div>
      <RenamePasskeyDialog passkey={passkey} open={dialog === 'rename'} onOpenChange={closeOn('rename')} />
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={closeOn('remove')}
        title="Remove this passkey?"
        description={`${passkey.name} will no longer sign you in. Delete it from your device or password manager too.`}
        confirmLabel="Remove"
        onConfirm={() => void confirmRemove()}
        busy={removing}
      />
    </AccessRow>
  );
}
