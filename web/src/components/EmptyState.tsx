import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A tab or list with nothing to show: its icon, its title (the screen's fixed words), a line and maybe a way on. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <Icon aria-hidden className="size-10 text-stone-400" />
      <p className="text-base font-semibold text-ink">{title}</p>
      {text && <p className="max-w-sm text-sm text-stone-600">{text}</p>}
      {action}
    </div>
  );
}
