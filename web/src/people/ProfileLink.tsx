import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Link } from '../router/Link';

/** A member's name leading to their profile, /profile/{id} (the raw id). */
export function ProfileLink({
  databaseId,
  children,
  className,
}: {
  databaseId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={`/profile/${databaseId}`}
      className={cn(
        'font-semibold text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </Link>
  );
}
