/** Community Guidelines: the five rules of the forum. */
import { Check } from 'lucide-react';
import { SidebarCard } from './SidebarCard';
import { COMMUNITY_GUIDELINES } from './sidebar-texts';

export function CommunityGuidelines() {
  return (
    <SidebarCard title="Community Guidelines" listClassName="grid gap-2 text-sm text-stone-700">
      {COMMUNITY_GUIDELINES.map((rule) => (
        <li key={rule} className="flex items-start gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {rule}
        </li>
      ))}
    </SidebarCard>
  );
}
