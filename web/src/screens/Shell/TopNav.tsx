/**
 * The top navigation for signed-in members. From lg up: the logo, search, Invite,
 * the bell and the account menu over a strip of section links. Below lg: the logo, the bell and a hamburger
 * that opens a menu with everything else.
 */
import { Menu, UserPlus, X } from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TopNav_query$key } from '../../__generated__/TopNav_query.graphql';
import type { TopNav_viewer$key } from '../../__generated__/TopNav_viewer.graphql';
import { Button } from '../../components/Button';
import { preloadOverlays } from '../../components/Dialog';
import { lazyComponent } from '../../components/lazy-component';
import { Logo } from '../../components/Logo';
import { Link } from '../../router/Link';
import { DesktopNavLinks } from './DesktopNavLinks';
import { GlobalSearch } from './GlobalSearch';
import { MobileMenu } from './MobileMenu';
import { NotificationsMenu } from './NotificationsMenu';
import { usePendingRequestCount } from './PendingRequestsBadge';
import { useUnreadMessageCount } from './useUnreadMessageCount';
import { UserMenu } from './UserMenu';

// Mounted on the first opening; its code loads as the Invite button is pointed at or focused.
const InviteDialog = lazyComponent(
  () => import('./InviteDialog'),
  (m) => m.InviteDialog,
);

function preloadInvite() {
  InviteDialog.preload();
  preloadOverlays();
}

interface Props {
  viewer: TopNav_viewer$key;
  /**
   * The badges' counts (unread notifications, pending connection requests), from the page's query; the unread
   * message count comes by its subscription.
   */
  query: TopNav_query$key;
}

export function TopNav({ viewer, query }: Props) {
  const counts = useFragment(
    graphql`
      fragment TopNav_query on Query {
        ...useUnreadNotificationCount_query
        ...PendingRequestsBadge_query
      }
    `,
    query,
  );
  const pendingRequests = usePendingRequestCount(counts);
  const unreadMessages = useUnreadMessageCount();
  const navCounts = { pendingRequests, unreadMessages };
  const data = useFragment(
    graphql`
      fragment TopNav_viewer on User {
        ...UserMenu_viewer
        ...MobileMenu_viewer
        ...InviteDialog_viewer
      }
    `,
    viewer,
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [inviteMounted, setInviteMounted] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  function openInvite() {
    setMenuOpen(false);
    setInviteMounted(true);
    setInviteOpen(true);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
        <GlobalSearch className="mx-auto hidden w-full max-w-md lg:block" />
        <div className="ml-auto flex items-center gap-1.5 lg:ml-0">
          {/* Wrapped: a Button's own display class would win over `hidden`. */}
          <div className="hidden lg:block">
            <Button
              variant="secondary"
              size="sm"
              onClick={openInvite}
              onPointerEnter={preloadInvite}
              onFocus={preloadInvite}
            >
              <UserPlus aria-hidden />
              Invite
            </Button>
          </div>
          <NotificationsMenu query={counts} />
          <div className="hidden lg:block">
            <UserMenu viewer={data} onInvite={openInvite} />
          </div>
          <div className="lg:hidden">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            </Button>
          </div>
        </div>
      </div>
      <nav aria-label="Main" className="hidden border-t border-stone-100 lg:block">
        <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
          <DesktopNavLinks counts={navCounts} />
        </div>
      </nav>
      {menuOpen && (
        <MobileMenu
          id={menuId}
          viewer={data}
          counts={navCounts}
          onInvite={openInvite}
          onClose={() => setMenuOpen(false)}
        />
      )}
      {inviteMounted && (
        <Suspense fallback={null}>
          <InviteDialog viewer={data} open={inviteOpen} onOpenChange={setInviteOpen} />
        </Suspense>
      )}
    </header>
  );
}
