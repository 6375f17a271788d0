import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** Buttons or links that lead somewhere useful. */
  actions?: ReactNode;
}

/** A feed with nothing in it yet: what the feed is for and where to go from here. */
export function FeedEmptyState({ icon: Icon, title, children, actions }: Props) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
      {children && <p className="mt-1 max-w-sm text-sm text-stone-600">{children}</p>}
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}
