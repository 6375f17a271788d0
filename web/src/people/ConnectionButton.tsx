/**
 * A dad card's main button, by the same rule as the profile's (connection-state.ts):
 * Connected, Request Sent, Respond (the member asked: their request waits on the Requests tab) or Connect, which
 * sends a request with the networking screens' toasts.
 */
import { Check, Hourglass, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../components/Button';
import { REQUESTS_TAB_PATH } from '../lib/notification-kinds';
import { Link } from '../router/Link';
import { connectionState } from '../screens/Profile/connection-state';
import { useRequestConnection } from './useRequestConnection';

interface Props {
  /** The member's Relay id. */
  memberId: string;
  connection: Parameters<typeof connectionState>[1];
}

export const NETWORK_REQUEST_SENT = 'Your request has been sent to the dad.';

export function ConnectionButton({ memberId, connection }: Props) {
  const [requestConnection] = useRequestConnection(NETWORK_REQUEST_SENT);
  const [sending, setSending] = useState(false);
  const wide = 'flex-1';
  const state = connectionState(memberId, connection);
  if (state === 'connected') {
    return (
      <Button variant="secondary" size="sm" className={wide} disabled>
        <Check aria-hidden />
        Connected
      </Button>
    );
  }
  if (state === 'sent') {
    return (
      <Button variant="outline" size="sm" className={wide} disabled>
        <Hourglass aria-hidden />
        Request Sent
      </Button>
    );
  }
  if (state === 'received') {
    return (
      <Link to={REQUESTS_TAB_PATH} className={buttonClasses({ variant: 'secondary', size: 'sm', className: wide })}>
        Respond
      </Link>
    );
  }
  async function connect() {
    setSending(true);
    // On success the mutation's answer puts the new status in the store: the button becomes Request Sent.
    await requestConnection(memberId);
    setSending(false);
  }
  return (
    <Button size="sm" className={wide} loading={sending} onClick={connect}>
      {!sending && <UserPlus aria-hidden />}
      Connect
    </Button>
  );
}
