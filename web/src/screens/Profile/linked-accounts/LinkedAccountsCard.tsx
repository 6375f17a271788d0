/**
 * Linked accounts (docs/security.md#single-sign-on): every sign-in provider the server offers, with the member's
 * account there if one is linked. Link is a navigation to the server, which sends the browser to the provider and
 * back to the profile; Unlink (confirmed) is a mutation. The card reads with its own query (the providers are the
 * server's configuration, not the member's) and shows nothing when no provider is offered and none is linked.
 */
import { Link2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { LinkedAccountsCardQuery } from '../../../__generated__/LinkedAccountsCardQuery.graphql';
import { Badge } from '../../../components/Badge';
import { Button, buttonClasses } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { preloadOverlays } from '../../../components/Dialog';
import { toast } from '../../../components/toast/toast-store';
import { lastActiveLabel } from '../../../lib/sessions';
import { MutationError } from '../../../relay/mutation';
import { ProfileSection } from '../ProfileSection';
import { linkAddress, linkedAccountRows, type LinkedAccountRow } from './linked-accounts';
import { useUnlinkAccount } from './useUnlinkAccount';

export function LinkedAccountsCard() {
  return (
    <Suspense fallback={null}>
      <LinkedAccounts />
    </Suspense>
  );
}

function LinkedAccounts() {
  const data = useLazyLoadQuery<LinkedAccountsCardQuery>(
    graphql`
      query LinkedAccountsCardQuery {
        signInProviders {
          id
          label
        }
        viewer {
          linkedAccounts(first: 20) @connection(key: "LinkedAccountsCard_linkedAccounts") {
            edges {
              node {
                provider
                label
                email
                lastUsedAt
              }
            }
          }
        }
      }
    `,
    {},
  );
  const linked = data.viewer?.linkedAccounts?.edges.map((edge) => edge.node) ?? [];
  const rows = linkedAccountRows(data.signInProviders, linked);
  if (!rows.length) return null;
  return (
    <ProfileSection title="Linked accounts" icon={Link2}>
      <p className="text-sm text-stone-600">Sign in with an account you already have elsewhere.</p>
      <ul className="mt-3 grid divide-y divide-stone-200">
        {rows.map((row) => (
          <LinkedAccountItem key={row.provider} row={row} />
        ))}
      </ul>
    </ProfileSection>
  );
}

function LinkedAccountItem({ row }: { row: LinkedAccountRow }) {
  const [confirming, setConfirming] = useState(false);
  const [unlink, isUnlinking] = useUnlinkAccount();
  const { label, linked } = row;

  async function confirmUnlink() {
    try {
      await unlink(row.provider);
      setConfirming(false);
      toast({ title: 'Unlinked', description: `You can no longer sign in with ${label}.` });
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const description = error instanceof MutationError ? error.message : 'Failed to unlink. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  const used = linked ? lastActiveLabel(linked.lastUsedAt) : '';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="grid min-w-0 gap-0.5">
        <h3 className="flex items-center gap-2 font-semibold text-ink">
          {label}
          {linked && <Badge>Linked</Badge>}
        </h3>
        {linked ? (
          <>
            {linked.email && <p className="text-sm break-words text-stone-600">{linked.email}</p>}
            {used && (
              <dl className="flex gap-1.5 text-sm">
                <dt className="text-stone-500">Last used</dt>
                <dd className="text-ink">{used}</dd>
              </dl>
            )}
          </>
        ) : (
          <p className="text-sm text-stone-600">Not linked</p>
        )}
      </div>
      {linked ? (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Unlink ${label}`}
            onPointerEnter={preloadOverlays}
            onFocus={preloadOverlays}
            onClick={() => setConfirming(true)}
          >
            Unlink
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Unlink ${label}?`}
            description={`You will no longer sign in with ${label}. Your password still works; if you never chose one, use "Forgot password?" on the sign-in page.`}
            confirmLabel="Unlink"
            onConfirm={() => void confirmUnlink()}
            busy={isUnlinking}
          />
        </>
      ) : (
        row.offered && (
          <a href={linkAddress(row.provider)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {`Link ${label}`}
          </a>
        )
      )}
    </li>
  );
}
