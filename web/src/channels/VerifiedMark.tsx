import { BadgeCheck } from 'lucide-react';

/** The blue check after a verified channel's name. */
export function VerifiedMark({ className = 'size-5' }: { className?: string }) {
  return (
    <span role="img" aria-label="Verified" title="Verified" className="inline-flex shrink-0 text-sky-600">
      <BadgeCheck aria-hidden className={className} />
    </span>
  );
}
