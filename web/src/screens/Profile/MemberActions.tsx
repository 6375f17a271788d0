/**
 * The buttons on another member's profile: the connection's state
 * (Connect, Request Sent, Accept when they asked, Connected), Message for a connection, Block (after a confirmation)
 * or Unblock, and Report. Message is the Dad Network's button (POST /api/conversations, then /inbox?c={id}) rather
 * than the startConversation mutation: the same chat and toasts, and the modules the profile shares with the
 * dashboard stay in one chunk (the mutation split them, ~0.2 KB more for the signed-in home).
 */
import { Hourglass, UserRoundCheck, UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MemberActions_member$key } from '../../__generated__/MemberActions_member.graphql';
import { Button } from '../../components/Button';
import { NETWORK_REQUEST_SENT } from '../../people/ConnectionButton';
import { MessageButton } from '../../people/MessageButton';
import { useRequestConnection } from '../../people/useRequestConnection';
import { useRespondToConnection } from '../../people/useRespondToConnection';
import { ReportButton } from '../../reports/ReportButton';
import { BlockButton } from './BlockButton';
import { connectionState } from './connection-state';
import { profileName } from './profile-view';

export function MemberActions({ member: memberKey }: { member: MemberActions_member$key }) {
  const member = useFragment(
    graphql`
      fragment MemberActions_member on User {
        id
        databaseId
        username
        firstName
        lastName
        email
        isBlockedByViewer
        connectionWithViewer {
          id
          status
          requester {
            id
          }
        }
        ...BlockButton_member
      }
    `,
    memberKey,
  );
  const [requestConnection] = useRequestConnection(NETWORK_REQUEST_SENT);
  const respond = useRespondToConnection();
  const [busy, setBusy] = useState<'connect' | 'accept' | null>(null);
  const name = profileName(member);
  const state = connectionState(member.id, member.connectionWithViewer);

  async function run(action: NonNullable<typeof busy>, work: () => Promise<unknown>) {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  }

  const report = <ReportButton targetType="member" targetId={member.id} size="sm" />;
  if (member.isBlockedByViewer) {
    return (
      <>
        <BlockButton member={member} name={name} />
        {report}
      </>
    );
  }
  return (
    <>
      {state === 'connected' && (
        <Button variant="secondary" size="sm" disabled>
          <UserRoundCheck aria-hidden />
          Connected
        </Button>
      )}
      {state === 'sent' && (
        <Button variant="outline" size="sm" disabled>
          <Hourglass aria-hidden />
          Request Sent
        </Button>
      )}
      {state === 'received' && (
        <Button
          size="sm"
          loading={busy === 'accept'}
          onClick={() => run('accept', () => respond(member.connectionWithViewer!.id, 'accept'))}
        >
          {busy !== 'accept' && <UserRoundCheck aria-hidden />}
          Accept
        </Button>
      )}
      {state === 'none' && (
        <Button
          size="sm"
          loading={busy === 'connect'}
          onClick={() => run('connect', () => requestConnection(member.id))}
        >
          {busy !== 'connect' && <UserRoundPlus aria-hidden />}
          Connect
        </Button>
      )}
      {state === 'connected' && <MessageButton memberId={member.databaseId} name={name} labelled />}
      <BlockButton member={member} name={name} />
      {report}
    </>
  );
}
