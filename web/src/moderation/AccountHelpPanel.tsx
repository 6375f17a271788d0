/**
 * Account help for one member (admins, docs/moderation.md#account-help): who they are, whether they use two-factor
 * authentication, what their uploads take, the three actions (each confirmed with a reason in AccountHelpDialog),
 * and their sign-in history, failed attempts included.
 */
import { useId, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AccountHelpPanelQuery } from '../__generated__/AccountHelpPanelQuery.graphql';
import { Button } from '../components/Button';
import { preloadOverlays } from '../components/Dialog';
import { formatFileSize } from '../lib/file-size';
import { Link } from '../router/Link';
import { SignInHistoryList } from '../sign-ins/SignInHistoryList';
import { AccountHelpDialog, type PendingHelp } from './AccountHelpDialog';
import type { AccountHelpAction } from './moderation-labels';

export const accountHelpPanelQuery = graphql`
  query AccountHelpPanelQuery($username: String!) {
    moderationMember(username: $username) {
      id
      databaseId
      username
      firstName
      lastName
      twoFactorEnabled
      storageUsed {
        bytes
        files
      }
      ...SignInHistoryList_user @arguments(count: 20)
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<AccountHelpPanelQuery>;
  /** Fetches the member again (two-factor off now...). */
  reload: () => void;
}

export function AccountHelpPanel({ queryRef, reload }: Props) {
  const { moderationMember: member } = usePreloadedQuery<AccountHelpPanelQuery>(accountHelpPanelQuery, queryRef);
  const [pending, setPending] = useState<PendingHelp | null>(null);
  const [memberHeading, historyHeading] = [useId(), useId()];
  if (!member) return <p className="text-sm text-stone-600">This member is no longer here.</p>;
  const open = (action: AccountHelpAction) =>
    setPending({ action, member: { id: member.id, username: member.username } });
  const actionButton = (action: AccountHelpAction, label: string) => (
    <Button
      variant="outline"
      size="sm"
      onPointerEnter={preloadOverlays}
      onFocus={preloadOverlays}
      onClick={() => open(action)}
    >
      {label}
    </Button>
  );
  return (
    <section aria-labelledby={memberHeading} className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <div className="grid gap-1">
        <h3 id={memberHeading} className="text-lg font-bold text-ink">
          <Link to={`/profile/${member.databaseId}`} className="text-brand-700 hover:underline">
            {member.username}
          </Link>
        </h3>
        <p className="text-sm text-stone-600">{[member.firstName, member.lastName].filter(Boolean).join(' ')}</p>
        <p className="text-sm text-stone-700">
          Two-factor authentication: <strong>{member.twoFactorEnabled ? 'On' : 'Off'}</strong>
        </p>
        {member.storageUsed && (
          <p className="text-sm text-stone-700">
            Storage: <strong>{formatFileSize(member.storageUsed.bytes)}</strong> in{' '}
            {member.storageUsed.files === 1 ? '1 file' : `${member.storageUsed.files.toLocaleString('en-US')} files`}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {actionButton('send_password_reset', 'Send password reset link')}
        {member.twoFactorEnabled && actionButton('turn_off_two_factor', 'Turn off two-factor')}
        {actionButton('end_sessions', 'Sign out everywhere')}
      </div>
      <section aria-labelledby={historyHeading} className="grid gap-2">
        <h4 id={historyHeading} className="font-semibold text-ink">
          Sign-in history
        </h4>
        <p className="text-sm text-stone-600">The last 90 days, newest first, failed attempts included.</p>
        <SignInHistoryList user={member} pageSize={20} label="Sign-in history" />
      </section>
      <AccountHelpDialog pending={pending} onClose={() => setPending(null)} onDone={reload} />
    </section>
  );
}
