/**
 * The top navigation for signed-in members (spec part 1 section 2). From lg up: the logo, search, Invite,
 * the bell and the account menu over a strip of section links. Below lg: the logo, the bell and a hamburger
 * that opens a menu with everything else.
 */
import { Menu, UserPlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TopNav_viewer$key } from '../../__generated__/TopNav_viewer.graphql';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { Link } from '../../router/Link';
import { DesktopNavLinks } from './DesktopNavLinks';
import { GlobalSearch } from './GlobalSearch';
import { InviteDialog } from './InviteDialog';
import { MobileMenu } from './MobileMenu';
import { NotificationsMenu } from './NotificationsMenu';
import { UserMenu } from './UserMenu';

export function TopNav({ viewer }: { viewer: TopNav_viewer$key }) {
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
            <Button variant="secondary" size="sm" onClick={openInvite}>
              <UserPlus aria-hidden />
              Invite
            </Button>
          </div>
          <NotificationsMenu />
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
          <DesktopNavLinks />
        </div>
      </nav>
      {menuOpen && (
        <MobileMenu id={menuId} viewer={data} onInvite={openInvite} onClose={() => setMenuOpen(false)} />
      )}
      <InviteDialog viewer={data} open={inviteOpen} onOpenChange={setInviteOpen} />
    </header>
  );
}
