/**
 * One row of the profile's cards of ways into the account (Where you're signed in, Passkeys): its icon, its name with
 * a badge, a line under it, when it was made and used; then its buttons and their dialogs (`children`).
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  icon: LucideIcon;
  title: string;
  /** Beside the title ('This browser', 'Synced'). */
  badge?: ReactNode;
  /** A line under the title (where a browser is). */
  detail?: string | null;
  facts: ReadonlyArray<{ label: string; value: string }>;
  children: ReactNode;
}

export function AccessRow({ icon: Icon, title, badge, detail, facts, children }: Props) {
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 @sm:grid-cols-[minmax(0,1fr)_auto] @sm:items-start">
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-stone-500" />
        <div className="grid min-w-0 gap-1">
          <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold break-words text-ink">
            {title}
            {badge}
          </h3>
          {detail && <p className="text-sm break-words text-stone-600">{detail}</p>}
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {facts.map(({ label, value }) => (
              <div key={label} className="flex gap-1.5">
                <dt className="text-stone-500">{label}</dt>
                <dd className="text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {children}
    </li>
  );
}
