import { Flag, LogOut, User, UserPlus } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UserMenu_viewer$key } from '../../__generated__/UserMenu_viewer.graphql';
import { Avatar } from '../../components/Avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/DropdownMenu';
import { navigate } from '../../router/history';
import { LOGOUT_PATH } from './shell-limits';
import { UserSummary } from './UserSummary';

/**
 * The avatar in the top bar: who is signed in, their profile, inviting friends, Moderation (for moderators and
 * admins only) and logging out.
 */
export function UserMenu({ viewer, onInvite }: { viewer: UserMenu_viewer$key; onInvite: () => void }) {
  const user = useFragment(
    graphql`
      fragment UserMenu_viewer on User {
        username
        firstName
        lastName
        email
        profileImageUrl
        role
        ...UserSummary_viewer
      }
    `,
    viewer,
  );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Avatar user={user} src={user.profileImageUrl} size="sm" alt="" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="py-2">
          <UserSummary viewer={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <User aria-hidden />
          My profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onInvite}>
          <UserPlus aria-hidden />
          Invite friends
        </DropdownMenuItem>
        {(user.role === 'moderator' || user.role === 'admin') && (
          <DropdownMenuItem onSelect={() => navigate('/moderation')}>
            <Flag aria-hidden />
            Moderation
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          {/* A full-page navigation: the API ends the session. */}
          <a href={LOGOUT_PATH}>
            <LogOut aria-hidden />
            Log out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
