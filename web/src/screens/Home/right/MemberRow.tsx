import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MemberRow_user$key } from '../../../__generated__/MemberRow_user.graphql';
import { Avatar } from '../../../components/Avatar';
import { displayName } from '../../../lib/display-name';
import { Link } from '../../../router/Link';

interface Props {
  user: MemberRow_user$key;
  /** A second line under the name (dad type, mutual connections). */
  detail?: ReactNode;
  /** A button at the end of the row (Connect, Message); a function gets the member's raw id and shown name. */
  action?: ReactNode | ((member: { databaseId: string; name: string }) => ReactNode);
}

/** A member in a dashboard list: avatar and name, linked to their profile. */
export function MemberRow({ user, detail, action }: Props) {
  const member = useFragment(
    graphql`
      fragment MemberRow_user on User {
        databaseId
        username
        firstName
        lastName
        email
        profileImageUrl
      }
    `,
    user,
  );
  const name = displayName(member);
  // In a narrow column the button moves under the name rather than squeezing it to a few letters.
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex min-w-0 grow basis-52 items-center gap-3">
        <Avatar user={member} src={member.profileImageUrl} alt="" />
        <div className="min-w-0 flex-1">
          <Link
            to={`/profile/${member.databaseId}`}
            title={name}
            className="block truncate text-sm font-semibold text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {name}
          </Link>
          {detail && (
            <p className="truncate text-xs text-stone-600" title={typeof detail === 'string' ? detail : undefined}>
              {detail}
            </p>
          )}
        </div>
      </div>
      {action && (
        <div className="ml-auto shrink-0">
          {typeof action === 'function' ? action({ databaseId: member.databaseId, name }) : action}
        </div>
      )}
    </li>
  );
}
