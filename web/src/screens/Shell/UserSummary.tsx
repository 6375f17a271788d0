import { graphql, useFragment } from 'react-relay/hooks';
import type { UserSummary_viewer$key } from '../../__generated__/UserSummary_viewer.graphql';
import { Avatar } from '../../components/Avatar';
import { displayName } from '../../lib/display-name';

/** The signed-in dad at a glance: picture, display name and @username. */
export function UserSummary({ viewer }: { viewer: UserSummary_viewer$key }) {
  const user = useFragment(
    graphql`
      fragment UserSummary_viewer on User {
        username
        firstName
        lastName
        email
        profileImageUrl
      }
    `,
    viewer,
  );
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar user={user} src={user.profileImageUrl} alt="" />
      <div className="min-w-0">
        <p className="truncate text-sm font-bold text-ink" title={displayName(user)}>
          {displayName(user)}
        </p>
        <p className="truncate text-sm text-stone-600" title={`@${user.username}`}>
          @{user.username}
        </p>
      </div>
    </div>
  );
}
