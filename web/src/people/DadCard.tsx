/**
 * A dad card (search, suggestions, Discover): avatar with initials, the name linked to the
 * profile, mutual connections, dad type, location, the bio on two lines, three interests and '+N', and the
 * connection button. The message button shows for connections only: a chat needs a connection.
 */
import { MapPinned, Users } from 'lucide-react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DadCard_user$key } from '../__generated__/DadCard_user.graphql';
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';
import { present } from '../lib/display-name';
import { dadTypeLabel } from '../lib/profile-labels';
import { ConnectionButton } from './ConnectionButton';
import { DadIdentity, useDadIdentity } from './DadIdentity';
import { InterestChips } from './InterestChips';
import { MessageButton } from './MessageButton';

export function DadCard({ user }: { user: DadCard_user$key }) {
  const member = useFragment(
    graphql`
      fragment DadCard_user on User {
        id
        dadType
        location
        bio
        interests
        mutualConnectionCount
        connectionWithViewer {
          status
          requester {
            id
          }
        }
        ...DadIdentity_user
      }
    `,
    user,
  );
  const identity = useDadIdentity(member);
  const dadType = dadTypeLabel(member.dadType);
  const location = present(member.location);
  const bio = present(member.bio);
  const mutual = member.mutualConnectionCount ?? 0;
  const nameId = useId();
  return (
    <Card role="article" aria-labelledby={nameId} className="flex h-full flex-col gap-3 p-4">
      <DadIdentity identity={identity} headingId={nameId}>
        {(dadType || mutual > 0) && (
          <div className="flex flex-wrap gap-1.5">
            {dadType && <Badge>{dadType}</Badge>}
            {mutual > 0 && (
              <Badge variant="outline">
                <Users aria-hidden />
                {`${mutual} mutual connection${mutual === 1 ? '' : 's'}`}
              </Badge>
            )}
          </div>
        )}
      </DadIdentity>
      {location && (
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <MapPinned aria-hidden className="size-4 shrink-0 text-stone-500" />
          <span className="sr-only">Location: </span>
          <span className="truncate" title={location}>
            {location}
          </span>
        </p>
      )}
      {bio && (
        <p className="line-clamp-2 text-sm text-stone-700" title={bio}>
          {bio}
        </p>
      )}
      <InterestChips interests={member.interests} />
      <div className="mt-auto flex items-center gap-2 pt-1">
        <ConnectionButton memberId={member.id} connection={member.connectionWithViewer} />
        {member.connectionWithViewer?.status === 'accepted' && (
          <MessageButton memberId={identity.databaseId} name={identity.name} />
        )}
      </div>
    </Card>
  );
}
