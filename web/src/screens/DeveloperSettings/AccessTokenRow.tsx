/** One of Your tokens: its name, scopes and dates, and Revoke (confirmed; apps using it stop working at once). */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AccessTokenRow_token$key } from '../../__generated__/AccessTokenRow_token.graphql';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { preloadOverlays } from '../../components/Dialog';
import { toast } from '../../components/toast/toast-store';
import { createdLabel, expiresLabel, lastUsedLabel } from '../../lib/access-tokens';
import { MutationError } from '../../relay/mutation';
import { useRevokeAccessToken } from './useRevokeAccessToken';

interface Props {
  token: AccessTokenRow_token$key;
  /** Your tokens' connection, which the revoked token leaves. */
  connectionId: string;
  onRevoked: () => void;
}

export function AccessTokenRow({ token: tokenKey, connectionId, onRevoked }: Props) {
  const token = useFragment(
    graphql`
      fragment AccessTokenRow_token on AccessToken {
        id
        name
        scopes
        createdAt
        expiresAt
        lastUsedAt
      }
    `,
    tokenKey,
  );
  const [confirming, setConfirming] = useState(false);
  const [revoke, isRevoking] = useRevokeAccessToken(connectionId);
  const expires = expiresLabel(token.expiresAt);

  async function confirmRevoke() {
    try {
      await revoke(token.id);
      setConfirming(false);
      toast({ title: 'Token revoked' });
      onRevoked();
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const description =
        error instanceof MutationError ? error.message : 'Failed to revoke the token. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid min-w-0 gap-2">
        <h3 className="font-semibold break-words text-ink">{token.name}</h3>
        <ul aria-label="Scopes" className="flex flex-wrap gap-1.5">
          {token.scopes.map((scope) => (
            <li key={scope}>
              <Badge variant="secondary" className="font-mono font-medium">
                {scope}
              </Badge>
            </li>
          ))}
        </ul>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Fact label="Created" value={createdLabel(token.createdAt)} />
          <Fact label="Expires" value={expires} warn={expires === 'Expired'} />
          <Fact label="Last used" value={lastUsedLabel(token.lastUsedAt)} />
        </dl>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-label={`Revoke ${token.name}`}
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke token?"
        description={`“${token.name}” will stop working at once: apps and scripts using it are refused from their next request. This cannot be undone.`}
        confirmLabel="Revoke"
        onConfirm={() => void confirmRevoke()}
        busy={isRevoking}
      />
    </li>
  );
}

function Fact({ label, value, warn = false }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-stone-500">{label}</dt>
      <dd className={warn ? 'font-semibold text-red-700' : 'text-ink'}>{value}</dd>
    </div>
  );
}
