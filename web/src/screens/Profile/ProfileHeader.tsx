import { CalendarHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileHeader_user$key } from '../../__generated__/ProfileHeader_user.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { formatDate } from '../../lib/dates';
import { profileName } from './profile-view';

interface Props {
  user: ProfileHeader_user$key;
  /** The dad type as labelled ('Experienced Dad'), if any. */
  dadType: string | null;
  actions: ReactNode;
}

/** The top of the profile: avatar, name, @username, dad type, 'Dad since', and the page's buttons. */
export function ProfileHeader({ user: userKey, dadType, actions }: Props) {
  const user = useFragment(
    graphql`
      fragment ProfileHeader_user on User {
        username firstName lastName email profileImageUrl joinedAt
      }
    `,
    userKey,
  );
  return (
    <Card className="overflow-hidden">
      <div className="h-24 bg-linear-to-r from-brand-500 to-brand-700 sm:h-32" aria-hidden />
      {/* The buttons move under the name when both do not fit: squeezed beside them, the name was cut off and
          'Dad since' ran over three lines. */}
      <div className="flex flex-col gap-4 px-4 pb-5 sm:flex-row sm:flex-wrap sm:items-end sm:px-6">
        <Avatar user={user} src={user.profileImageUrl} size="xl" alt="" className="-mt-12 ring-4" />
        <div className="min-w-0 flex-1 sm:basis-72">
          <h1 className="text-2xl font-bold break-words text-ink">{profileName(user)}</h1>
          <p className="text-sm break-words text-stone-600">@{user.username}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            {dadType && <Badge>{dadType}</Badge>}
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <CalendarHeart aria-hidden className="size-4 text-brand-700" />
              Dad since {formatDate(new Date(user.joinedAt as string), 'monthYear')}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </Card>
  );
}
