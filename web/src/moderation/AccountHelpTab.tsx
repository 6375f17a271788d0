/**
 * The Account help tab (admins, docs/moderation.md#account-help): find a member by username, then help them back
 * into their account (AccountHelpPanel): a password reset link, two-factor off, signed out everywhere, and their
 * sign-in history. Every action is in the audit log.
 */
import { Suspense, useCallback, useState } from 'react';
import { useQueryLoader } from 'react-relay/hooks';
import type { AccountHelpPanelQuery } from '../__generated__/AccountHelpPanelQuery.graphql';
import { Skeleton } from '../components/Skeleton';
import { QuietBoundary } from '../screens/Shell/QuietBoundary';
import { AccountHelpPanel, accountHelpPanelQuery } from './AccountHelpPanel';
import { FindMemberForm, type FoundMember } from './FindMemberForm';

export function AccountHelpTab() {
  const [queryRef, load] = useQueryLoader<AccountHelpPanelQuery>(accountHelpPanelQuery);
  const [member, setMember] = useState<FoundMember | null>(null);
  const reload = useCallback(() => {
    if (member) load({ username: member.username }, { fetchPolicy: 'network-only' });
  }, [load, member]);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="account-help-find" className="grid gap-2">
        <h2 id="account-help-find" className="text-lg font-bold text-ink">
          Account help
        </h2>
        <p className="text-sm text-stone-600">
          For a member who cannot get back into their account. Check who you are talking to before you act: every action
          needs a reason and goes into the audit log.
        </p>
        <FindMemberForm
          submitLabel="Find member"
          onFound={(found) => {
            setMember(found);
            load({ username: found.username }, { fetchPolicy: 'network-only' });
          }}
        />
      </section>
      <QuietBoundary
        resetKey={queryRef}
        fallback={
          <p role="alert" className="text-sm text-red-700">
            This member could not be loaded. Try again later.
          </p>
        }
      >
        <Suspense fallback={<Skeleton className="h-40" />}>
          {queryRef && <AccountHelpPanel queryRef={queryRef} reload={reload} />}
        </Suspense>
      </QuietBoundary>
    </div>
  );
}
