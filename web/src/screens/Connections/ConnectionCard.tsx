/**
 * One accepted connection on /connections: avatar, name to the profile, dad type and
 * location badges, when they connected, the Dad Score, the bio; View Profile, Message and Remove.
 */
import { Award, MapPinned, UserMinus } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConnectionCard_connection$key } from '../../__generated__/ConnectionCard_connection.graphql';
import { Badge } from '../../components/Badge';
import { Button, buttonClasses } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatDate } from '../../lib/dates';
import { present } from '../../lib/display-name';
import { dadTypeLabel } from '../../lib/profile-labels';
import { DadIdentity, useDadIdentity } from '../../people/DadIdentity';
import { MessageButton } from '../../people/MessageButton';
import { Link } from '../../router/Link';

interface Props {
  connection: ConnectionCard_connection$key;
  onRemove: (connection: { id: string; name: string }) => void;
}

export function ConnectionCard({ connection, onRemove }: Props) {
  const {
    id,
    createdAt,
    otherMember: member,
  } = useFragment(
    graphql`
      fragment ConnectionCard_connection on Connection {
        id
        createdAt
        otherMember {
          id
          dadType
          location
          dadScore
          bio
          ...DadIdentity_user
        }
      }
    `,
    connection,
  );
  const identity = useDadIdentity(member);
  const { name, databaseId } = identity;
  const dadType = dadTypeLabel(member.dadType);
  const location = present(member.location);
  const bio = present(member.bio);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <DadIdentity identity={identity} heading="h2">
        <div className="flex flex-wrap items-center gap-1.5">
          {dadType && <Badge>{dadType}</Badge>}
          {location && (
            <Badge variant="outline">
              <MapPinned aria-hidden />
              {location}
            </Badge>
          )}
          {member.dadScore != null && (
            <Badge variant="secondary">
              <Award aria-hidden />
              {`Dad Score ${member.dadScore.toLocaleString('en-US')}`}
            </Badge>
          )}
        </div>
        <p className="text-xs text-stone-600">{`Connected ${formatDate(new Date(String(createdAt)), 'date')}`}</p>
        {bio && (
          <p className="line-clamp-3 text-sm text-stone-700" title={bio}>
            {bio}
          </p>
        )}
      </DadIdentity>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        <Link to={`/profile/${databaseId}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          View Profile
        </Link>
        <MessageButton memberId={databaseId} name={name} labelled />
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={() => onRemove({ id, name })}
        >
          <UserMinus aria-hidden />
          Remove
        </Button>
      </div>
    </Card>
  );
}
