import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import type { ProfileFact } from './profile-view';

/** One titled card of the profile page (About, Interests, Family Information...). */
export function ProfileSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Icon aria-hidden className="size-4 text-brand-700" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Label and value pairs, one a line: side by side where the card is wide enough, the label above its value in a
 * narrow card (there, beside a 9rem label, an e-mail address broke over several lines).
 */
export function FactList({ facts }: { facts: readonly ProfileFact[] }) {
  return (
    <dl className="@container grid gap-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="grid gap-x-3 @sm:grid-cols-[minmax(0,9rem)_minmax(0,1fr)]">
          <dt className="font-semibold text-stone-600">{fact.label}</dt>
          <dd className="break-words text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Chips for a list (interests, sports, teams); `label` names the list for screen readers. */
export function ChipList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 ring-1 ring-brand-200 ring-inset"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export function Placeholder({ children }: { children: ReactNode }) {
  return <p className="text-sm text-stone-600">{children}</p>;
}
