/** One member: photo, name ('Dad #' and the id's last 4 characters when nameless), role and join date. */
import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupMemberRow_membership$key } from '../../__generated__/GroupMemberRow_membership.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { formatDate } from '../../lib/dates';
import { groupMemberName } from '../../lib/display-name';
import { Link } from '../../router/Link';
import type { ReactNode } from 'react';

const ROLE_LABELS: Record<string, string> = { creator: 'Creator', admin: 'Admin', moderator: 'Moderator' };

export function GroupMemberRow({
  membership,
  children,
}: {
  membership: GroupMemberRow_membership$key;
  children?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment GroupMemberRow_membership on GroupMembership {
        role
        joinedAt
        user {
          databaseId
          firstName
          lastName
          username
          profileImageUrl
        }
      }
    `,
    membership,
  );
  const name = groupMemberName(data.user, data.user.databaseId);
  const role = ROLE_LABELS[data.role];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Avatar user={data.user} src={data.user.profileImageUrl} size="sm" alt="" />
      <div className="min-w-0 grow basis-40">
        <Link
          to={`/profile/${data.user.databaseId}`}
          className="block truncate text-sm font-semibold text-ink hover:underline"
          title={name}
        >
          {name}
        </Link>
        <p className="text-xs text-stone-600">
          {'Joined '}
          <time dateTime={data.joinedAt}>{formatDate(new Date(data.joinedAt), 'date')}</time>
        </p>
      </div>
      {role && <Badge variant="secondary">{role}</Badge>}
      {children}
    </div>
  );
}
