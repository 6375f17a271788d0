/** One banned member in Manage Group: photo, name, when and why he was banned; the Unban button beside. */
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BannedMemberRow_ban$key } from '../../__generated__/BannedMemberRow_ban.graphql';
import { Avatar } from '../../components/Avatar';
import { formatDate } from '../../lib/dates';
import { groupMemberName } from '../../lib/display-name';
import { Link } from '../../router/Link';

export function BannedMemberRow({ ban, children }: { ban: BannedMemberRow_ban$key; children?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment BannedMemberRow_ban on GroupBan {
        reason
        createdAt
        user {
          databaseId
          firstName
          lastName
          username
          profileImageUrl
        }
      }
    `,
    ban,
  );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Avatar user={data.user} src={data.user.profileImageUrl} size="sm" alt="" />
      <div className="min-w-0 grow">
        <Link
          to={`/profile/${data.user.databaseId}`}
          className="block truncate text-sm font-semibold text-ink hover:underline"
        >
          {groupMemberName(data.user, data.user.databaseId)}
        </Link>
        <p className="text-xs text-stone-600">
          {'Banned '}
          <time dateTime={data.createdAt}>{formatDate(new Date(data.createdAt), 'date')}</time>
          {` · ${data.reason}`}
        </p>
      </div>
      {children}
    </div>
  );
}
