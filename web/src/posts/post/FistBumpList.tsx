import { graphql, useFragment } from 'react-relay/hooks';
import type { FistBumpList_post$key } from '../../__generated__/FistBumpList_post.graphql';
import { Avatar } from '../../components/Avatar';
import { displayName } from '../../lib/display-name';

const SHOWN = 5;

/** Who fist bumped the post, in the open comments panel. */
export function FistBumpList({ post }: { post: FistBumpList_post$key }) {
  const data = useFragment(
    graphql`
      fragment FistBumpList_post on Post {
        fistBumpCount
        fistBumps(first: 5) {
          user {
            databaseId
            username
            firstName
            lastName
            profileImageUrl
          }
        }
      }
    `,
    post,
  );
  if (data.fistBumps.length === 0) return null;
  const names = data.fistBumps.slice(0, SHOWN).map(({ user }) => displayName(user));
  const others = data.fistBumpCount - names.length;
  return (
    <div className="flex items-center gap-2 text-xs text-stone-600">
      <span className="flex -space-x-1.5">
        {data.fistBumps.slice(0, SHOWN).map(({ user }) => (
          <Avatar key={user.databaseId} user={user} src={user.profileImageUrl} size="xs" alt="" />
        ))}
      </span>
      <p>
        Fist bumped by {names.join(', ')}
        {others > 0 && ` and ${others} ${others === 1 ? 'other' : 'others'}`}
      </p>
    </div>
  );
}
