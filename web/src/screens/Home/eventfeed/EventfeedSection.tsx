import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  icon: LucideIcon;
  /** The section's own message when it has nothing to show. */
  empty: string;
  /** The items; none shows `empty`. */
  children: ReactNode[];
}

/** One section of the Eventfeed: a titled list, or its empty-state message. */
export function EventfeedSection({ title, icon: Icon, empty, children }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h3 id={titleId} className="flex items-center gap-2 text-base font-bold text-ink">
        <Icon aria-hidden className="size-4 text-brand-700" />
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-sm text-stone-600">
          {empty}
        </p>
      ) : (
        <ul aria-labelledby={titleId} className="grid gap-3">
          {children}
        </ul>
      )}
    </section>
  );
}
