import { graphql, useFragment } from 'react-relay/hooks';
import type { RequestRow_connection$key } from '../../__generated__/RequestRow_connection.graphql';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { dadTypeLabel } from '../../lib/profile-labels';
import { useDadIdentity } from '../../people/DadIdentity';
import { ProfileLink } from '../../people/ProfileLink';
import type { ConnectionAnswer } from '../../people/useRespondToConnection';

interface Props {
  request: RequestRow_connection$key;
  /** The answer under way for this request, if any. */
  answering: ConnectionAnswer | null;
  onAnswer: (answer: ConnectionAnswer) => void;
}

/** A request waiting for the viewer: '{name} wants to connect', with Accept and Decline. */
export function RequestRow({ request, answering, onAnswer }: Props) {
  const { requester } = useFragment(
    graphql`
      fragment RequestRow_connection on Connection {
        requester {
          dadType
          ...DadIdentity_user
        }
      }
    `,
    request,
  );
  const identity = useDadIdentity(requester);
  const busy = answering !== null;
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <Avatar user={identity} src={identity.profileImageUrl} alt="" />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-stone-700">
          <ProfileLink databaseId={identity.databaseId}>{identity.name}</ProfileLink> wants to connect
        </p>
        {requester.dadType && <p className="text-xs text-stone-600">{dadTypeLabel(requester.dadType)}</p>}
      </div>
      <div className="flex gap-2">
        <Button size="sm" loading={answering === 'accept'} disabled={busy} onClick={() => onAnswer('accept')}>
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={answering === 'decline'}
          disabled={busy}
          onClick={() => onAnswer('decline')}
        >
          Decline
        </Button>
      </div>
    </Card>
  );
}
