import { LogOut, UserPlus } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MobileMenu_viewer$key } from '../../__generated__/MobileMenu_viewer.graphql';
import { Button, buttonClasses } from '../../components/Button';
import { cn } from '../../lib/cn';
import { useLocation } from '../../router/history';
import { Link } from '../../router/Link';
import { GlobalSearch } from './GlobalSearch';
import { isCurrent, navDestinations } from './nav-links';
import { NavCountBadge, type NavCounts } from './NavCountBadge';
import { LOGOUT_PATH } from './shell-limits';
import { UserSummary } from './UserSummary';

interface Props {
  id: string;
  viewer: MobileMenu_viewer$key;
  /** The section links' counts. */
  counts: NavCounts;
  onInvite: () => void;
  onClose: () => void;
}

/** The menu under the hamburger (below lg): search, the links, who is signed in, Invite and Log out. */
export function MobileMenu({ id, viewer, counts, onInvite, onClose }: Props) {
  const user = useFragment(
    graphql`
      fragment MobileMenu_viewer on User {
        ...UserSummary_viewer
      }
    `,
    viewer,
  );
  const { pathname } = useLocation();
  return (
    <nav
      id={id}
      aria-label="Main"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-stone-200 bg-white px-4 pt-3 pb-5 shadow-lg lg:hidden"
    >
      <GlobalSearch onNavigate={onClose} />
      <ul className="mt-3 grid gap-0.5">
        {navDestinations.map((destination) => {
          const current = isCurrent(destination, pathname);
          const Icon = destination.icon;
          return (
            <li key={destination.to}>
              <Link
                to={destination.to}
                onClick={onClose}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-semibold',
                  'focus-visible:outline-2 focus-visible:outline-brand-600',
                  current ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100',
                )}
              >
                <Icon aria-hidden className="size-5" />
                <span className="flex-1">{destination.label}</span>
                <NavCountBadge to={destination.to} counts={counts} />
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 border-t border-stone-200 pt-4">
        <UserSummary viewer={user} />
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onInvite}>
            <UserPlus aria-hidden />
            Invite
          </Button>
          <a href={LOGOUT_PATH} className={buttonClasses({ variant: 'outline' })}>
            <LogOut aria-hidden />
            Log out
          </a>
        </div>
      </div>
    </nav>
  );
}
