import { cn } from '../../lib/cn';
import { useLocation } from '../../router/history';
import { Link } from '../../router/Link';
import { isCurrent, navDestinations } from './nav-links';
import { NavCountBadge, type NavCounts } from './NavCountBadge';

/** The section links as a horizontal strip (lg and up), with their counts. */
export function DesktopNavLinks({ counts }: { counts: NavCounts }) {
  const { pathname } = useLocation();
  return (
    <ul className="-mb-px flex items-center gap-1 overflow-x-auto">
      {navDestinations.map((destination) => {
        const current = isCurrent(destination, pathname);
        const Icon = destination.icon;
        return (
          <li key={destination.to}>
            <Link
              to={destination.to}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'inline-flex h-11 items-center gap-2 border-b-2 px-2.5 text-sm xl:px-3 font-semibold whitespace-nowrap transition-colors',
                'focus-visible:rounded-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                current
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-ink',
              )}
            >
              <Icon aria-hidden className="hidden size-4 xl:block" />
              {destination.label}
              <NavCountBadge to={destination.to} counts={counts} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
